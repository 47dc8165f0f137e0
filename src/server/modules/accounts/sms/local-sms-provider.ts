import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { SmsProvider } from './sms-provider';

/** "Sends" by writing the message to `sms_messages`, where the developer inbox and the tests read it. */
export class LocalSmsProvider implements SmsProvider {
  readonly #db: Kysely<Database>;
  readonly #clock: () => number;

  constructor(db: Kysely<Database>, clock: () => number = Date.now) {
    this.#db = db;
    this.#clock = clock;
  }

  async send(phone: string, text: string): Promise<void> {
    await this.#db.insertInto('sms_messages').values({ phone, text, created_at: this.#clock() }).execute();
  }
}
