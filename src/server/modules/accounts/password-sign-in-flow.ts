import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { TClinicChoice, TPcLoginRequest, TSession } from '../../../domain/accounts/sign-in';
import { recordAudit } from '../../auth/audit';
import { setSessionCookie } from '../../auth/auth-plugin';
import type { Database } from '../../db/schema';
import { AuthErrorCode, authError } from './auth-error';
import { releaseChallenge, tokenKey } from './challenges';
import { checkImageCaptcha } from './image-captcha';
import { signInWithPassword } from './password-sign-in';
import { redeemSliderToken } from './slider';
import { openSession } from './start-session';

export function clientOf(request: { ip: string; headers: Record<string, unknown> }) {
  return {
    ip: request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
  };
}

/**
 * How a session starts after the password was right: in which clinic (undefined: the usual choice), or a refusal
 * (thrown) when the sign-in asked for a clinic the user does not belong to. Called before any session exists.
 */
export type ClinicChooser = (userId: number) => Promise<((choices: TClinicChoice[]) => number | null) | undefined>;

/**
 * Sign-in with account and password (pc-login, single-auth, multiple-auth): the slider token and the image captcha
 * are used up by the attempt, and only a wrong password gives them back (the lock counts those). The method is
 * written to the audit log as `method`.
 */
export async function signInByPassword(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  body: TPcLoginRequest,
  options: { method: string; chooseClinic?: ClinicChooser },
): Promise<TSession> {
  const { account, password, captcha, captchaId, sliderToken } = body;
  const now = Date.now();
  const client = clientOf(request);
  const failure = (reason: string, userId: number | null = null) =>
    recordAudit(
      db,
      { action: 'sign-in', outcome: 'failure', userId, subject: account.trim(), ip: client.ip, detail: { method: options.method, reason } },
      now,
    );
  const sliderPassed = await redeemSliderToken(db, sliderToken, now);
  const captchaPassed = await checkImageCaptcha(db, captchaId, captcha, now);
  if (!sliderPassed) {
    await failure('slider');
    throw authError(AuthErrorCode.sliderRequired);
  }
  if (!captchaPassed) {
    await failure('captcha');
    throw authError(AuthErrorCode.captchaIncorrect);
  }

  const result = await signInWithPassword(db, { account, password, client }, now);
  if (result.outcome === 'locked') throw authError(AuthErrorCode.accountLocked, { retryAfterSeconds: result.retryAfterSeconds });
  if (result.outcome === 'wrong') {
    await releaseChallenge(db, { id: captchaId, kind: 'image-captcha' }, now);
    await releaseChallenge(db, tokenKey('slider-token', sliderToken), now);
    throw authError(AuthErrorCode.wrongCredentials, { remainingAttempts: result.remainingAttempts });
  }

  let startIn: Awaited<ReturnType<ClinicChooser>>;
  try {
    startIn = await options.chooseClinic?.(result.userId);
  } catch (error) {
    await failure('clinic', result.userId);
    throw error;
  }
  const session = await openSession(db, result.userId, client, now, startIn);
  setSessionCookie(request, reply, session.token);
  await recordAudit(
    db,
    {
      action: 'sign-in',
      outcome: 'success',
      userId: result.userId,
      subject: account.trim(),
      clinicId: session.clinicId,
      ip: client.ip,
      detail: { method: options.method },
    },
    now,
  );
  return session.view;
}
