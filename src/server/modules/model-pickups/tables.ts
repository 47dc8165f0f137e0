import type { Generated } from 'kysely';

/** Row types of migration 0025: courier pickups of mailed models, the local courier's record, default addresses. */
export type ModelPickupsDatabase = {
  model_pickups: ModelPickupTable;
  model_pickup_orders: ModelPickupOrderTable;
  courier_bookings: CourierBookingTable;
  pickup_address_defaults: PickupAddressDefaultTable;
};

export type ModelPickupTable = {
  id: Generated<number>;
  clinic_id: number;
  created_by: number;
  /** The outbox item id the booking was sent under: one booking per client id and clinic. */
  client_id: string;
  pickup_at: number;
  /** The day the device chose (`YYYY-MM-DD`), a working day on the holiday calendar. */
  pickup_day: string;
  /** JSON: the address as booked (TPickupAddress). */
  address: string;
  note: string;
  courier_ref: string;
  created_at: number;
};

export type ModelPickupOrderTable = { order_id: number; pickup_id: number };

/** What the local courier provider "sent": the request as JSON, under the booking's idempotency key. */
export type CourierBookingTable = {
  id: Generated<number>;
  idempotency_key: string;
  request: string;
  created_at: number;
};

export type PickupAddressDefaultTable = { user_id: number; clinic_id: number; address_id: number };
