import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { z } from 'zod';
import { addDays, isDay, localDay, type Day } from '../calendar/calendar-days';
import { OTHER_DESCRIPTION_MAX } from '../orders/order-model';
import { ZClientId } from '../patients/patient';

/**
 * Model shipping (issue 14, the side menu's "model sending"): a courier collects the mailed (physical) models of one
 * or several orders in one pickup. Spec section 5: the pickup must be later than now and the computer's clock must
 * be correct; section 9: the pickup day is today, tomorrow or the day after. See docs/tools.md.
 */

/** Order service routes. */
export const MODEL_PICKUP_PATHS = {
  /** The clinic's orders with a mailed model that no pickup collects yet, and the caller's default address. */
  orders: '/v1/model-pickup/orders',
  book: '/v1/model-pickup/book',
  /** The clinic's bookings, newest first. */
  list: '/v1/model-pickup/list',
  /** The caller's default pickup address in the current clinic. */
  defaultAddress: '/v1/model-pickup/default-address',
} as const;

/** Platform service: the server's clock, to check the device's. */
export const CLOCK_PATH = '/v1/clock';

/** At most this many orders in one pickup (one courier, one parcel run). */
export const MAX_ORDERS_PER_PICKUP = 20;

/**
 * The device clock may differ from the server's by at most this much; beyond it booking is refused (a pickup time
 * "later than now" means nothing on a clock that is wrong). Five minutes covers a clock that is not synchronised
 * for weeks and the time a request takes; a wrong time zone setting or a clock a day off is caught.
 */
export const CLOCK_TOLERANCE_MS = 5 * 60 * 1000;

export type ClockCheck = 'ok' | 'off';

/** `offsetMs`: server time minus device time. */
export function checkClockOffset(offsetMs: number): ClockCheck {
  return Math.abs(offsetMs) > CLOCK_TOLERANCE_MS ? 'off' : 'ok';
}

/** The offset measured by one call: the server's time against the middle of the request's round trip. */
export function clockOffsetOf(serverNow: number, sentAt: number, receivedAt: number): number {
  return serverNow - (sentAt + receivedAt) / 2;
}

/** The names of the three pickup days, in their order. */
export const PICKUP_DAY_LABELS = [msg`Today`, msg`Tomorrow`, msg`The day after tomorrow`] as const;

/** The moment (epoch ms) of a day and an `HH:mm` time on the device's clock, or undefined while either is missing. */
export function pickupMomentOf(day: string, time: string): number | undefined {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!date || !clock) return undefined;
  return new Date(Number(date[1]), Number(date[2]) - 1, Number(date[3]), Number(clock[1]), Number(clock[2])).getTime();
}

/** Today, tomorrow and the day after on the device's calendar (`YYYY-MM-DD`), the pickup days of spec section 9. */
export function pickupDayChoices(now: Date = new Date()): Day[] {
  const today = localDay(now);
  return [0, 1, 2].map((offset) => addDays(today, offset));
}

export const pickupMessages = {
  ordersRequired: msg`Choose at least one order whose model is to be collected.`,
  tooManyOrders: msg`A pickup collects at most 20 orders' models.`,
  orderNotMailed: msg`One of the orders has no mailed model waiting for a pickup (it may be booked already). Reload the list.`,
  pickupDayMismatch: msg`The pickup time is not on the chosen day.`,
  clockOff: msg`The computer's time is incorrect. Correct the device's date, time and time zone, then book again.`,
} satisfies Record<string, MessageDescriptor>;

const required = { error: pickupMessages.ordersRequired.id };

export const ZBookPickupRequest = z.object({
  /** The outbox item id: the booking's client id, so a booking delivered twice books once. */
  clientId: ZClientId,
  orderIds: z
    .array(z.number().int().positive(), required)
    .min(1, required)
    .max(MAX_ORDERS_PER_PICKUP, { error: pickupMessages.tooManyOrders.id })
    .refine((ids) => new Set(ids).size === ids.length, required),
  addressId: z.number().int().positive(),
  /** The day chosen (the device's calendar); a working day on the holiday calendar. */
  pickupDay: z.string().refine(isDay),
  /** The moment chosen (epoch ms): later than now, at the latest the end of the day after tomorrow. */
  pickupAt: z.number().int(),
  note: z.string().trim().max(OTHER_DESCRIPTION_MAX).default(''),
});
export type TBookPickupRequest = z.input<typeof ZBookPickupRequest>;

export const ZPickupAddress = z.object({
  name: z.string(),
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  address: z.string(),
});
export type TPickupAddress = z.infer<typeof ZPickupAddress>;

export const ZPickupOrder = z.object({
  orderId: z.number().int(),
  orderType: z.number().int(),
  patientName: z.string(),
});

export const ZModelPickup = z.object({
  id: z.number().int(),
  pickupAt: z.number(),
  pickupDay: z.string(),
  /** The courier's reference of the booking (the local provider's: `LOCAL-<n>`). */
  courierRef: z.string(),
  address: ZPickupAddress,
  note: z.string(),
  orders: z.array(ZPickupOrder),
  createdAt: z.number(),
});
export type TModelPickup = z.infer<typeof ZModelPickup>;

/** An order whose mailed model waits for a courier: the pickup time the case asked for at submit. */
export const ZMailedModelOrder = ZPickupOrder.extend({ requestedPickupAt: z.number() });
export type TMailedModelOrder = z.infer<typeof ZMailedModelOrder>;

export const ZMailedModelOrders = z.object({
  orders: z.array(ZMailedModelOrder),
  defaultAddressId: z.number().int().nullable(),
});
export type TMailedModelOrders = z.infer<typeof ZMailedModelOrders>;

export const ZDefaultAddressRequest = z.object({ addressId: z.number().int().positive() });

export const ZServerClock = z.object({ now: z.number() });
