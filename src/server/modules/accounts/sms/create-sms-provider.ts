import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../../config';
import type { Database } from '../../../db/schema';
import { LocalSmsProvider } from './local-sms-provider';
import type { SmsProvider } from './sms-provider';

/**
 * The one place the SMS provider is chosen. Only the local provider exists: it records each message in
 * `sms_messages` (the developer inbox reads them in demo and test mode) and delivers nothing to a phone.
 * Real SMS needs an implementation of SmsProvider for the operator's gateway, chosen here.
 */
export function createSmsProvider(
  config: Pick<AppConfig, 'mode'>,
  db: Kysely<Database>,
  log?: FastifyBaseLogger,
): SmsProvider {
  if (config.mode === 'production') {
    log?.warn('SMS: only the local provider exists; codes are recorded in sms_messages and reach no phone');
  }
  return new LocalSmsProvider(db);
}
