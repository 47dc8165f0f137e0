import { z } from 'zod';
import { MEMBERSHIP } from '../constants';
import { messageId } from '../validation/messages';
import { clinicMessageId } from './clinic-messages';
import { ZId } from './fields';
import { VIP_LEVELS } from './vip-levels';

export { isVipActive, VIP_LEVEL_LABELS, VIP_LEVELS, vipDays, type VipLevel } from './vip-levels';

const invalid = { error: messageId('invalidValue') };

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
