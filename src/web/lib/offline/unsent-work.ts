import type { UserDatabase } from './db';

/**
 * Whether the user's database holds work not yet sent to the server, which sign-out must not delete unless the user
 * chooses to discard it: any outbox item (waiting, being sent, or needing attention) and any upload still on the
 * device (an upload row outlives its item only while a file is being queued, and that is unsent work too).
 */
export async function hasUnsentWork(database: UserDatabase): Promise<boolean> {
  const [items, uploads] = await Promise.all([database.outbox.count(), database.uploads.count()]);
  return items > 0 || uploads > 0;
}
