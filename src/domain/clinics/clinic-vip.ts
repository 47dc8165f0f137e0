import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { z } from 'zod';
import { MEMBERSHIP } from '../constants';
import { messageId } from '../validation/messages';
import { clinicMessageId } from './clinic-messages';
import { ZId } from './fields';

const invalid = { error: messageId('invalidValue') };

/** Clinic VIP levels (spec section 3: bronze, silver, gold, diamond, supreme; black gold is renamed supreme). */
export const VIP_LEVELS = ['bronze', 'silver', 'gold', 'diamond', 'supreme'] as const;
export type VipLevel = (typeof VIP_LEVELS)[number];

/** Each level's name on screen. */
export const VIP_LEVEL_LABELS: Record<VipLevel, MessageDescriptor> = {
  bronze: msg({ context: 'VIP level', message: 'Bronze' }),
  silver: msg({ context: 'VIP level', message: 'Silver' }),
  gold: msg({ context: 'VIP level', message: 'Gold' }),
  diamond: msg({ context: 'VIP level', message: 'Diamond' }),
  supreme: msg({ context: 'VIP level', message: 'Supreme' }),
};

/** The longest grant a factory admin may give at once: ten years. */
export const VIP_MAX_DAYS = 3650;

/** One VIP grant: a level for a clinic (a chain's main clinic covers its branches) from `startsAt` until `endsAt`. */
export const ZVipGrant = z.object({
  id: z.number().int(),
  clinicId: z.number().int(),
  clinicName: z.string(),
  /** The spec's levelName: the level's code, which the screens name in the user's language. */
  levelName: z.enum(VIP_LEVELS),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  grantedAt: z.number().int(),
  grantedByName: z.string(),
  note: z.string(),
});
export type TVipGrant = z.infer<typeof ZVipGrant>;

/**
 * GET /api/design/clinic/vip/rights: the current clinic's active grant (none: null), and whether the caller should
 * be told of it now (a clinic admin who has not been told of this grant yet).
 */
export const ZVipRights = z.object({ vip: ZVipGrant.nullable(), announce: z.boolean() });
export type TVipRights = z.infer<typeof ZVipRights>;

/** POST /api/design/clinic/vip/rights/announced: the caller was shown the notice of this grant. */
export const ZVipAnnouncedRequest = z.object({ grantId: ZId });
export type TVipAnnouncedRequest = z.infer<typeof ZVipAnnouncedRequest>;

/** POST /api/tenant/factory/vip/list: a clinic's grants, newest first. */
export const ZVipListRequest = z.object({ clinicId: ZId });
export const ZVipGrantList = z.object({ list: z.array(ZVipGrant) });

/** POST /api/tenant/factory/vip/grant: a factory admin grants a level for a number of days, starting now. */
export const ZVipGrantRequest = z.object({
  clinicId: ZId,
  levelName: z.enum(VIP_LEVELS, invalid),
  days: z.number(invalid).int(invalid).min(1, invalid).max(VIP_MAX_DAYS, invalid).default(MEMBERSHIP.platformVipDays),
  note: z
    .string(invalid)
    .trim()
    .max(100, { error: clinicMessageId('textTooLong100') })
    .default(''),
});
export type TVipGrantRequest = z.infer<typeof ZVipGrantRequest>;

/** A grant's length in whole days (what the notice says: the platform's 99 days). */
export function vipDays(grant: Pick<TVipGrant, 'startsAt' | 'endsAt'>): number {
  return Math.round((grant.endsAt - grant.startsAt) / 86_400_000);
}

/** Whether a grant is in force at `now` (starts included, end excluded). */
export function isVipActive(grant: Pick<TVipGrant, 'startsAt' | 'endsAt'>, now: number): boolean {
  return grant.startsAt <= now && now < grant.endsAt;
}
