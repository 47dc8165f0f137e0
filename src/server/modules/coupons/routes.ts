import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COUPON_PATHS,
  ZClaimableCoupon,
  ZCouponUserPage,
  ZCouponUserPageRequest,
  ZCreateCouponRequest,
  ZReceivePage,
  ZReceivePageRequest,
  ZReceiveParams,
  ZUserCoupon,
} from '../../../domain/coupons/contracts';
import { couponSuccessMessages } from '../../../domain/coupons/coupon-messages';
import { ErrorCode } from '../../../domain/response-codes';
import { requireClinic, requireFactoryPermission } from '../../auth/guards';
import { requirePayer } from '../../auth/payer-guard';
import { guardedBy } from '../../http/access';
import { AppError, envelopeOf } from '../../http/envelope';
import { runMutation } from '../../http/idempotency';
import { countClaimable } from './claimable';
import { claimCoupon, createCoupon, findClaimable, findUserCoupons } from './coupons';

const requireFinance = requireFactoryPermission('desk:finance');

/**
 * Design service (spec section 7): the clinic's coupons (couponUserPage), what it may claim (receivePage,
 * receiveCount) and claiming (receive/{id}); factory finance issues coupons. coupon/order is with the payment calls
 * (it answers for payment orders). Claiming takes the Idempotency-Key.
 */
export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    COUPON_PATHS.couponUserPage,
    {
      ...guardedBy(requireClinic),
      schema: {
        summary: 'The clinic’s claimed coupons: available, used or expired',
        body: ZCouponUserPageRequest,
        response: { 200: envelopeOf(ZCouponUserPage) },
      },
    },
    async (request) =>
      request.ok(await findUserCoupons(app.db.kysely, requireClinic(request).clinicId, request.body, Date.now())),
  );

  app.post(
    COUPON_PATHS.receivePage,
    {
      ...guardedBy(requireClinic),
      schema: {
        summary: 'The coupons the clinic may claim',
        body: ZReceivePageRequest,
        response: { 200: envelopeOf(ZReceivePage) },
      },
    },
    async (request) =>
      request.ok(await findClaimable(app.db.kysely, requireClinic(request).clinicId, request.body, Date.now())),
  );

  app.get(
    COUPON_PATHS.receiveCount,
    {
      ...guardedBy(requireClinic),
      schema: {
        summary: 'How many coupons the clinic may claim (0 for staff whose prices are hidden: they cannot)',
        response: { 200: envelopeOf(z.number().int()) },
      },
    },
    async (request) => {
      const principal = requireClinic(request);
      return request.ok(principal.hidePrices ? 0 : await countClaimable(app.db.kysely, principal.clinicId, Date.now()));
    },
  );

  app.post(
    COUPON_PATHS.receive,
    {
      ...guardedBy(requirePayer),
      schema: {
        summary: 'Claim a coupon for the clinic (once; while its period and quota last)',
        params: ZReceiveParams,
        response: { 200: envelopeOf(ZUserCoupon) },
      },
    },
    async (request, reply) => {
      const principal = requirePayer(request);
      return runMutation(request, reply, async (trx) =>
        request.ok(await claimCoupon(trx, principal, request.params.id, Date.now()), {
          message: couponSuccessMessages.claimed,
        }),
      );
    },
  );

  app.post(
    COUPON_PATHS.create,
    {
      ...guardedBy(requireFinance),
      schema: {
        summary: 'Factory finance issues a coupon',
        body: ZCreateCouponRequest,
        response: { 200: envelopeOf(ZClaimableCoupon) },
      },
    },
    async (request, reply) => {
      const principal = requireFinance(request);
      const factoryId = principal.factoryId;
      if (factoryId === null) throw new AppError(ErrorCode.forbidden);
      return runMutation(request, reply, async (trx) =>
        request.ok(await createCoupon(trx, { userId: principal.userId, factoryId }, request.body, Date.now()), {
          message: couponSuccessMessages.created,
        }),
      );
    },
  );
};
