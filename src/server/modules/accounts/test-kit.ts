import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { SITE_VARIANTS } from '../../../domain/site-variants';
import type { Database } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { DatabaseKind } from '../../testing/test-database';
import { createImageCaptcha } from './image-captcha';
import { userRegistrationRoutes } from './register-routes';
import { tenantSignInRoutes } from './sign-in-routes';
import { issueSliderToken } from './slider';

// Test helpers of the sign-in and registration tests (not used by the server).

/** The real app with the tenant and user account routes where app.ts mounts them (mounted here until it does). */
export function createAccountsTestApp(kind: DatabaseKind): Promise<TestApp> {
  return createTestApp(kind, {
    register: async (app: FastifyInstance) => {
      if (!app.hasRoute({ method: 'POST', url: '/api/tenant/v1/pc-login' })) await app.register(tenantSignInRoutes, { prefix: '/api/tenant' });
      if (!app.hasRoute({ method: 'POST', url: '/api/user/v1/pc-register' })) await app.register(userRegistrationRoutes, { prefix: '/api/user' });
    },
  });
}

/** A captcha with its answer and a slider token: what a person at the login page has before pressing sign in. */
export async function signInProofs(db: Kysely<Database>): Promise<{ captchaId: string; captcha: string; sliderToken: string }> {
  const captcha = await createImageCaptcha(db);
  return { captchaId: captcha.captchaId, captcha: captcha.text, sliderToken: await issueSliderToken(db) };
}

/** The code in the newest message the local provider "sent" to the phone. */
export async function lastSmsCode(db: Kysely<Database>, phone: string): Promise<string> {
  const message = await db.selectFrom('sms_messages').select('text').where('phone', '=', phone).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`no code in "${message.text}"`);
  return code;
}

/** The session token a response set as its cookie, or null. */
export function sessionTokenOf(app: FastifyInstance, response: LightMyRequestResponse): string | null {
  const name = SITE_VARIANTS[app.config.siteVariant].tokenCookie;
  return response.cookies.find((cookie) => cookie.name === name)?.value ?? null;
}

export function cookieHeader(app: FastifyInstance, token: string): { cookie: string } {
  return { cookie: `${SITE_VARIANTS[app.config.siteVariant].tokenCookie}=${token}` };
}
