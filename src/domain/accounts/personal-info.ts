import { z } from 'zod';
import { ageFrom, UNKNOWN_AGE } from '../validation/age';

/** The case list's two views (spec section 3, orderShowType); a user's choice is remembered on the server. */
export const ORDER_SHOW_TYPES = ['listShow', 'cardShow'] as const;
export type OrderShowType = (typeof ORDER_SHOW_TYPES)[number];
export const DEFAULT_ORDER_SHOW_TYPE: OrderShowType = 'listShow';

export function isOrderShowType(value: unknown): value is OrderShowType {
  return (ORDER_SHOW_TYPES as readonly unknown[]).includes(value);
}

/** userInfo of the session (spec section 3): the age is the age rule's, from birthDay; null when it shows '-'. */
export const ZUserInfo = z.object({
  age: z.number().int().nullable(),
  avatar: z.string().nullable(),
  birthDay: z.string().nullable(),
});
export type TUserInfo = z.infer<typeof ZUserInfo>;

/** userInfo from what is stored: one place derives the age so the server and the tests agree. */
export function userInfoOf(birthDay: string | null, avatar: string | null, today: Date = new Date()): TUserInfo {
  const age = ageFrom(birthDay, today);
  return { age: age === UNKNOWN_AGE ? null : age, avatar, birthDay };
}

/** POST /api/tenant/account/order-show-type: the case list's view, remembered for the user. */
export const ZOrderShowTypeRequest = z.object({ orderShowType: z.enum(ORDER_SHOW_TYPES) });
export type TOrderShowTypeRequest = z.infer<typeof ZOrderShowTypeRequest>;
