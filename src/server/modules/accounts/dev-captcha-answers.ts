import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Test mode only: the answers of recent image captchas, so browser tests can sign in the way a person does. The
 * captcha is drawn as paths precisely so that no script can read it; nothing is kept in demo or production mode.
 * Kept in the database, not in memory, so that any server process behind the address finds what another drew.
 */
const KEPT_FOR_MS = 60 * 60 * 1000;

export async function keepCaptchaAnswer(
  db: Kysely<Database>,
  captchaId: string,
  text: string,
  now = Date.now(),
): Promise<void> {
  await db
    .deleteFrom('dev_captcha_answers')
    .where('created_at', '<', now - KEPT_FOR_MS)
    .execute();
  await db.insertInto('dev_captcha_answers').values({ captcha_id: captchaId, answer: text, created_at: now }).execute();
}

export async function findCaptchaAnswer(db: Kysely<Database>, captchaId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('dev_captcha_answers')
    .select('answer')
    .where('captcha_id', '=', captchaId)
    .executeTakeFirst();
  return row?.answer;
}
