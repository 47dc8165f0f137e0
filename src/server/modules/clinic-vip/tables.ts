import type { Generated } from 'kysely';
import type { VipLevel } from '../../../domain/clinics/clinic-vip';

/** Row types of migration 0034: clinic VIP grants and who was told of each. Timestamps are epoch milliseconds. */
export type ClinicVipDatabase = {
  clinic_vip_grants: {
    id: Generated<number>;
    clinic_id: number;
    level: VipLevel;
    starts_at: number;
    /** Excluded: the grant ends at this instant. */
    ends_at: number;
    /** Why the factory granted it (a contract, a promotion); '' when not said. */
    note: Generated<string>;
    /** The factory admin who granted it. */
    granted_by: number;
    granted_at: number;
  };
  clinic_vip_announcements: { grant_id: number; user_id: number; announced_at: number };
};
