import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCompanyChoice,
  ZSingleAuthQuery,
  ZSingleAuthRequest,
  ZUpdateInfoRequest,
} from '../../../domain/accounts/account-extras';
import { ZPcLoginRequest, ZSession } from '../../../domain/accounts/sign-in';
import { recordAudit } from '../../auth/audit';
import { buildSessionView } from '../../auth/session-view';
import { requireSignIn } from '../../auth/guards';
import { guardedBy, notFound } from '../../http/access';
import { envelopeOf } from '../../http/envelope';
import { runMutation } from '../../http/idempotency';
import { requireUploadedFiles } from '../clinics';
import { AuthErrorCode, authError } from './auth-error';
import { clinicInCompany, findCompaniesOfUser } from './companies-of-user';
import { signInByPassword } from './password-sign-in-flow';
import { avatarKeyOf, updatePersonalInfo } from './personal-info';

const signedIn = guardedBy(requireSignIn);

/** Tenant service: personal info (update-info; read with the session), the avatar link, and company sign-in (single-auth). */
export const accountExtrasTenantRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const signReadLink = (key: string) => app.signedLinks.signReadLink(key);

  app.post(
    '/account/update-info',
    {
      ...signedIn,
      schema: {
        summary: 'Change the personal info: name, e-mail, birth day and avatar; answers the session',
        body: ZUpdateInfoRequest,
        response: { 200: envelopeOf(ZSession) },
      },
    },
    async (request, reply) => {
      const principal = requireSignIn(request);
      const input = request.body;
      return runMutation(request, reply, async (trx) => {
        const current = await avatarKeyOf(trx, principal.userId);
        if (typeof input.avatar === 'string' && input.avatar !== current) {
          await requireUploadedFiles(trx, [{ key: input.avatar, purpose: 'photo' }], `user:${principal.userId}`);
        }
        await updatePersonalInfo(trx, principal.userId, input);
        await recordAudit(trx, {
          action: 'personal-info-changed',
          outcome: 'success',
          userId: principal.userId,
          clinicId: principal.clinicId,
          ip: request.ip,
        });
        return request.ok(await buildSessionView(trx, principal));
      });
    },
  );

  // The session's `avatar` is this link: it answers a fresh signed read link each time (those last an hour).
  app.get(
    '/account/avatar',
    {
      ...signedIn,
      schema: {
        summary: 'Redirects to the signed-in user’s avatar',
        querystring: z.object({ v: z.string().max(64).optional() }),
      },
    },
    async (request, reply) => {
      const key = await avatarKeyOf(db, requireSignIn(request).userId);
      if (!key) throw notFound();
      reply.header('cache-control', 'private, max-age=300');
      return reply.redirect(signReadLink(key), 302);
    },
  );

  app.post(
    '/v1/single-auth',
    {
      schema: {
        summary: 'Company sign-in: account and password, starting in the company’s clinic',
        querystring: ZSingleAuthQuery,
        body: ZSingleAuthRequest,
        response: { 200: envelopeOf(ZSession) },
      },
    },
    async (request, reply) => {
      const { companyId } = request.query;
      const view = await signInByPassword(db, request, reply, request.body, {
        method: 'company',
        chooseClinic: async (userId) => {
          const clinicId = clinicInCompany(await findCompaniesOfUser(db, userId), companyId);
          if (clinicId === null) throw authError(AuthErrorCode.notAMember);
          return () => clinicId;
        },
      });
      return request.ok(view, { extra: { companyId } });
    },
  );
};

/** User service: sign-in for a user of several organisations (multiple-auth). */
export const accountExtrasUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  app.post(
    '/v1/multiple-auth',
    {
      schema: {
        summary: 'Sign in and list the companies and clinics the user works for',
        body: ZPcLoginRequest,
        response: { 200: envelopeOf(ZSession.extend({ companies: z.array(ZCompanyChoice) })) },
      },
    },
    async (request, reply) => {
      const view = await signInByPassword(db, request, reply, request.body, { method: 'organisations' });
      return request.ok({ ...view, companies: await findCompaniesOfUser(db, view.userId) });
    },
  );
};
