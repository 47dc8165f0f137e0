import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZVipAnnouncedRequest,
  ZVipGrant,
  ZVipGrantList,
  ZVipGrantRequest,
  ZVipListRequest,
  ZVipRights,
} from '../../../domain/clinics/clinic-vip';
import { requireClinic, requireFactoryPermission } from '../../auth/guards';
import { guardedBy } from '../../http/access';
import { envelopeOf } from '../../http/envelope';
import { runMutation } from '../../http/idempotency';
import { grantVip, listGrants, markAnnounced, vipRights } from './clinic-vip';

/** Design service (spec section 7: GET /clinic/vip/rights): the current clinic's VIP, for every member. */
export const clinicVipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/clinic/vip/rights',
    {
      ...guardedBy(requireClinic),
      schema: {
        summary: 'The current clinic’s VIP in force, and whether to tell the caller (a clinic admin) of it',
        response: { 200: envelopeOf(ZVipRights) },
      },
    },
    async (request) => request.ok(await vipRights(app.db.kysely, requireClinic(request))),
  );

  app.post(
    '/clinic/vip/rights/announced',
    {
      ...guardedBy(requireClinic),
      schema: {
        summary: 'The caller was shown the notice of the grant in force: not again, on any device',
        body: ZVipAnnouncedRequest,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request, reply) => {
      const principal = requireClinic(request);
      return runMutation(request, reply, async (trx) => {
        await markAnnounced(trx, principal, request.body.grantId);
        return request.ok(null);
      });
    },
  );
};

const requireVipGranter = requireFactoryPermission('factory:vip-grant');

/** Tenant service, factory admins: a clinic's VIP grants, and a new one (next to the authentication reviews). */
export const factoryVipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/factory/vip/list',
    {
      ...guardedBy(requireVipGranter),
      schema: {
        summary: 'A clinic’s VIP grants, newest first',
        body: ZVipListRequest,
        response: { 200: envelopeOf(ZVipGrantList) },
      },
    },
    async (request) => {
      requireVipGranter(request);
      return request.ok({ list: await listGrants(app.db.kysely, request.body.clinicId) });
    },
  );

  app.post(
    '/factory/vip/grant',
    {
      ...guardedBy(requireVipGranter),
      schema: {
        summary: 'Grant a clinic a VIP level for a number of days from now (recorded in the audit log)',
        body: ZVipGrantRequest,
        response: { 200: envelopeOf(ZVipGrant) },
      },
    },
    async (request, reply) => {
      const admin = requireVipGranter(request);
      return runMutation(request, reply, async (trx) =>
        request.ok(await grantVip(trx, { userId: admin.userId, ip: request.ip }, request.body)),
      );
    },
  );
};
