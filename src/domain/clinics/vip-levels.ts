import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The VIP levels, their names and a grant's period: apart from the VIP contracts (clinic-vip.ts, zod), so the shell's
 * VIP notice carries no zod on the signed-in start.
 */

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

/** A grant's period (clinic-vip.ts, ZVipGrant): from `startsAt` until `endsAt`, in milliseconds. */
export type VipPeriod = { startsAt: number; endsAt: number };

/** A grant's length in whole days (what the notice says: the platform's 99 days). */
export function vipDays(grant: VipPeriod): number {
  return Math.round((grant.endsAt - grant.startsAt) / 86_400_000);
}

/** Whether a grant is in force at `now` (starts included, end excluded). */
export function isVipActive(grant: VipPeriod, now: number): boolean {
  return grant.startsAt <= now && now < grant.endsAt;
}
