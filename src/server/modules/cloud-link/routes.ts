import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CLOUD_LINK_PATHS,
  ZCloudLinkComplete,
  ZCloudLinkInfo,
  ZCloudLinkStart,
} from '../../../domain/accounts/cloud-link-api';
import { ErrorCode } from '../../../domain/response-codes';
import { requireSignIn } from '../../auth/guards';
import { AppError, envelopeOf } from '../../http/envelope';
import { guardedBy } from '../../http/access';
import { completeLink, findLink, startLink, unlink } from './cloud-link';
import { LocalCloudProvider } from './local-cloud-provider';

const signedIn = guardedBy(requireSignIn);

/** The provider in use: only the local one exists (README, "Cloud-platform linking", says what a real one needs). */
function providerOf(app: Parameters<FastifyPluginAsyncZod>[0]): LocalCloudProvider {
  return new LocalCloudProvider(app.db.kysely);
}

/** Tenant service: the signed-in user's own cloud-platform link (personal center, location 6). */
export const cloudLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = providerOf(app);
  if (app.config.mode === 'production') app.log.warn('Cloud linking: only the local provider exists; links made here reach no cloud platform');

  app.post(CLOUD_LINK_PATHS.info, { ...signedIn, schema: { summary: "The user's cloud-platform link, if any", response: { 200: envelopeOf(ZCloudLinkInfo) } } }, async (request) => {
    const { userId } = requireSignIn(request);
    return request.ok({ link: await findLink(app.db.kysely, userId) });
  });

  app.post(CLOUD_LINK_PATHS.start, { ...signedIn, schema: { summary: 'Start a link: the platform page to approve it (PKCE S256)', response: { 200: envelopeOf(ZCloudLinkStart) } } }, async (request) => {
    const { userId } = requireSignIn(request);
    return request.ok(await startLink(app.db.kysely, provider, userId, Date.now()));
  });

  app.post(
    CLOUD_LINK_PATHS.complete,
    { ...signedIn, schema: { summary: 'Complete a link: exchange the code and the kept verifier', body: ZCloudLinkComplete, response: { 200: envelopeOf(ZCloudLinkInfo) } } },
    async (request) => {
      const { userId } = requireSignIn(request);
      return request.ok({ link: await completeLink(app.db.kysely, provider, userId, request.body, Date.now()) });
    },
  );

  app.post(CLOUD_LINK_PATHS.unlink, { ...signedIn, schema: { summary: 'Revoke the link', response: { 200: envelopeOf(ZCloudLinkInfo) } } }, async (request) => {
    const { userId } = requireSignIn(request);
    await unlink(app.db.kysely, provider, userId, Date.now());
    return request.ok({ link: null });
  });
};

/**
 * Platform service, demo and test mode only: the local provider's authorization page. It approves at once and sends
 * the user back to the portal route named (a path of this site only) with `code` and `codeChallenge`.
 */
export const localCloudRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = providerOf(app);
  app.get(
    '/dev/cloud-authorize',
    {
      schema: {
        summary: 'The local cloud platform\'s authorization page (demo and test mode)',
        hide: true,
        querystring: z.object({ codeChallenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/), redirectUri: z.string().regex(/^\/[A-Za-z]/) }),
      },
    },
    async (request, reply) => {
      if (app.config.mode === 'production') throw new AppError(ErrorCode.notFound);
      const { code } = await provider.issueCode(request.query.codeChallenge, Date.now());
      const query = new URLSearchParams({ code, codeChallenge: request.query.codeChallenge });
      return reply.redirect(`${request.query.redirectUri}?${query.toString()}`);
    },
  );
};
