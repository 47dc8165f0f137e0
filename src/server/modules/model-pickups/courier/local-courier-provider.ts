import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { CourierProvider, CourierRequest } from './courier-provider';

/**
 * "Books" by writing the request to `courier_bookings` (in the booking's transaction), where the tests and an
 * operator read it; no courier is called. The reference is `LOCAL-<row id>`; a repeated key answers the first row's.
 */
export class LocalCourierProvider implements CourierProvider {
  readonly #clock: () => number;

  constructor(clock: () => number = Date.now) {
    this.#clock = clock;
  }

  async book(request: CourierRequest, trx: Kysely<Database>): Promise<{ reference: string }> {
    const existing = await trx
      .selectFrom('courier_bookings')
      .select('id')
      .where('idempotency_key', '=', request.idempotencyKey)
      .executeTakeFirst();
    const row =
      existing ??
      (await trx
        .insertInto('courier_bookings')
        .values({ idempotency_key: request.idempotencyKey, request: JSON.stringify(request), created_at: this.#clock() })
        .returning('id')
        .executeTakeFirstOrThrow());
    return { reference: `LOCAL-${row.id}` };
  }
}
