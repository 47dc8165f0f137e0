import type { Kysely } from 'kysely';
import type { TSession } from '../../../domain/accounts/sign-in';
import type { Database } from '../../db/schema';
import type { TClinicChoice } from '../../../domain/accounts/sign-in';
import { buildSessionView, findClinicChoices, initialClinic } from '../../auth/session-view';
import { createSession } from '../../auth/sessions';

/**
 * A fresh session for a user who just proved who they are (a new token at every sign-in: nothing an attacker
 * planted before survives it). It starts in the user's only clinic, or in none when there are several to choose
 * from (`startIn` may choose otherwise: company sign-in starts in the company's clinic). Returns the token for the
 * cookie, which the caller sets once the work has committed.
 */
export async function openSession(
  db: Kysely<Database>,
  userId: number,
  client: { ip: string | null; userAgent: string | null },
  now = Date.now(),
  startIn: (choices: TClinicChoice[]) => number | null = initialClinic,
): Promise<{ token: string; sessionId: number; clinicId: number | null; view: TSession }> {
  const clinicId = startIn(await findClinicChoices(db, userId));
  const { token, session } = await createSession(db, { userId, clinicId, ip: client.ip, userAgent: client.userAgent }, now);
  const membership =
    clinicId === null
      ? undefined
      : await db.selectFrom('clinic_members').select('is_doctor').where('clinic_id', '=', clinicId).where('user_id', '=', userId).executeTakeFirst();
  const view = await buildSessionView(db, { userId, clinicId, isDoctor: membership?.is_doctor === 1 });
  return { token, sessionId: session.id, clinicId, view };
}
