import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromCents } from '../../../domain/money';
import {
  PAYMENT_PATHS,
  ZOrderPayments,
  ZOrderPaymentsRequest,
  ZPayOrderDetail,
  ZPriceDifferenceRequest,
  type TOrderPayments,
} from '../../../domain/payments/contracts';
import { paymentSuccessMessages } from '../../../domain/payments/payment-messages';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { requireFactoryPermission } from '../../auth/guards';
import { guardedBy } from '../../http/access';
import { envelopeOf } from '../../http/envelope';
import { runMutation } from '../../http/idempotency';
import { caseActorOf, findCase } from '../cases';
import { clinicBalance } from '../money';
import { issuePriceDifference } from './price-difference';
import { payOrderDetail } from './unpaid';

const requireFinance = requireFactoryPermission('desk:finance');

/** An order's payment orders with their figures, oldest first, and its clinic's balance (the ledger's sums). */
export async function orderPayments(
  db: Kysely<Database>,
  order: { id: number; clinic_id: number },
): Promise<TOrderPayments> {
  const payIds = await db
    .selectFrom('payment_orders')
    .select('id')
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute();
  const clinic = await db
    .selectFrom('clinics')
    .select('name')
    .where('id', '=', order.clinic_id)
    .executeTakeFirstOrThrow();
  return {
    orderId: order.id,
    clinicId: order.clinic_id,
    clinicName: clinic.name,
    balanceAmount: fromCents(await clinicBalance(db, order.clinic_id)),
    list: await Promise.all(payIds.map((row) => payOrderDetail(db, row.id))),
  };
}

/**
 * Factory finance's view of one order's money (the factory order page's payments panel, docs/payments.md): what each
 * payment order asked, was paid and was refunded, and what the clinic holds in its balance. The refund and the
 * balance credit are the payment routes' own calls. A price difference (payment kind 9) asked of a paid order.
 */
export const financeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    PAYMENT_PATHS.orderPayments,
    {
      ...guardedBy(requireFinance),
      schema: {
        summary: 'An order’s payment orders (asked, paid, refunded) and its clinic’s balance',
        body: ZOrderPaymentsRequest,
        response: { 200: envelopeOf(ZOrderPayments) },
      },
    },
    async (request) => {
      const actor = caseActorOf(requireFinance(request));
      const order = await findCase(app.db.kysely, actor, request.body.orderId);
      return request.ok(await orderPayments(app.db.kysely, order));
    },
  );

  app.post(
    PAYMENT_PATHS.priceDifference,
    {
      ...guardedBy(requireFinance),
      schema: {
        summary: 'Ask a paid order’s clinic for a price difference (payment kind 9), with the reason',
        body: ZPriceDifferenceRequest,
        response: { 200: envelopeOf(ZPayOrderDetail) },
      },
    },
    async (request, reply) => {
      const actor = caseActorOf(requireFinance(request));
      return runMutation(request, reply, async (trx) =>
        request.ok(await issuePriceDifference(trx, actor, request.body, Date.now()), {
          message: paymentSuccessMessages.priceDifferenceIssued,
        }),
      );
    },
  );
};
