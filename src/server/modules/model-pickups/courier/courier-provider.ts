import type { Kysely } from 'kysely';
import type { TPickupAddress } from '../../../../domain/tools/model-pickup';
import type { Database } from '../../../db/schema';

/** One pickup as the courier is asked for it. */
export type CourierRequest = {
  /**
   * The booking's key (clinic and client id): a provider must pass it to the courier as its own idempotency key, so a
   * request repeated after a lost answer or a rolled-back transaction books one pickup.
   */
  idempotencyKey: string;
  pickupAt: number;
  address: TPickupAddress;
  /** How many orders' models the courier collects (one parcel run). */
  parcels: number;
  note: string;
};

/**
 * Whatever books a courier pickup (the courier company's API). `book` resolves with the courier's reference once the
 * courier accepted the booking. It runs inside the booking's transaction (`trx`): a provider that writes locally
 * writes there; a remote one ignores it and relies on the idempotency key.
 */
export interface CourierProvider {
  book(request: CourierRequest, trx: Kysely<Database>): Promise<{ reference: string }>;
}
