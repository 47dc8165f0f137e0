import type { UserDatabase } from './db';

/**
 * Whether the user's database holds work not yet sent to the server (outbox items, unfinished uploads), which
 * sign-out must not delete unless the user chooses to discard it. No table holds unsent work yet: the outbox
 * issue adds its tables in a new database version and counts them here.
 */
export async function hasUnsentWork(_database: UserDatabase): Promise<boolean> {
  return false;
}
