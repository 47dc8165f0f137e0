import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COUPON_PATHS, ZCouponOrder, ZCouponOrderRequest } from '../../../domain/coupons/contracts';
import { toCents } from '../../../domain/money';
import {
  PAYMENT_PATHS,
  ZBalanceView,
  ZCombineCheck,
  ZCombineCheckRequest,
  ZCreditBalanceRequest,
  ZLocalWalletDecideRequest,
  ZLocalWalletDecision,
  ZMergePayRequest,
  ZPaymentStatusRequest,
  ZPaymentView,
  ZPayOrderDetail,
  ZPayOrderDetailRequest,
  ZRefundRequest,
  ZRefundView,
  ZSavePayTypeRequest,
  ZUnPayList,
  ZUnPayListRequest,
} from '../../../domain/payments/contracts';
import { PaymentErrorCode, paymentSuccessMessages } from '../../../domain/payments/payment-messages';
import { ErrorCode } from '../../../domain/response-codes';
import { requireClinic, requireFactoryPermission, type ClinicPrincipal } from '../../auth/guards';
import { guardedBy } from '../../http/access';
import { AppError, envelopeOf } from '../../http/envelope';
import { runMutation } from '../../http/idempotency';
import { caseActorOf, findCase } from '../cases';
import { countOpenPaymentOrders } from '../money';
import { requirePayer } from '../../auth/payer-guard';
import { createLocalWallet, LOCAL_WALLET, localWalletSecret } from './local-wallet';
import { creditClinicBalance } from './outside-money';
import { requireFeeAgreement } from './fee-agreement';
import { checkPayPasswordFor } from './pay-password';
import { paymentError } from './payment-errors';
import {
  applyProviderState,
  combineCheck,
  couponsForPayment,
  findClinicPayment,
  findWalletPayment,
  mergePay,
  paymentView,
  refreshExpired,
  refreshPayment,
  savePayType,
  type Payer,
} from './payments';
import { refundPaymentOrder } from './refunds';
import { findUnpaid, payOrderDetail } from './unpaid';

const payerOf = (principal: ClinicPrincipal): Payer => ({ userId: principal.userId, clinicId: principal.clinicId });
const requireFinance = requireFactoryPermission('desk:finance');

/**
 * Design service (spec section 7): the clinic's unpaid payment orders, combined payment, the payment's state; the
 * wallet's notifications and the local wallet's payer side; factory finance's refunds and balance credits
 * (docs/payments.md). Every state-changing call takes the Idempotency-Key.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const wallet = createLocalWallet(app.db.kysely, localWalletSecret(app.config.storageSigningSecret));
  const provider = wallet.provider;
  if (app.config.mode === 'production')
    app.log.warn('Payments: only the local wallet exists; wallet payments cannot be approved in production mode');

  app.post(
    PAYMENT_PATHS.unPayList,
    {
      ...guardedBy(requireClinic),
      schema: {
        summary: 'The clinic’s payment orders waiting to be paid (filters, paging)',
        body: ZUnPayListRequest,
        response: { 200: envelopeOf(ZUnPayList) },
      },
    },
    async (request) =>
      request.ok(await findUnpaid(app.db.kysely, requireClinic(request).clinicId, request.body, Date.now())),
  );

  app.post(
    PAYMENT_PATHS.unPayCount,
    {
      ...guardedBy(requireClinic),
      schema: { summary: 'How many payment orders wait to be paid', response: { 200: envelopeOf(z.number().int()) } },
    },
    async (request) => request.ok(await countOpenPaymentOrders(app.db.kysely, requireClinic(request).clinicId)),
  );

  app.post(
    PAYMENT_PATHS.combineCheck,
    {
      ...guardedBy(requirePayer),
      schema: {
        summary: 'What paying these payment orders takes, and what the balance covers',
        body: ZCombineCheckRequest,
        response: { 200: envelopeOf(ZCombineCheck) },
      },
    },
    async (request) =>
      request.ok(
        await combineCheck(
          app.db.kysely,
          payerOf(requirePayer(request)),
          request.body.payIds,
          Date.now(),
          request.body.couponId,
        ),
      ),
  );

  app.post(
    COUPON_PATHS.order,
    {
      ...guardedBy(requirePayer),
      schema: {
        summary: 'The clinic’s coupons for a payment of these payment orders, the best first',
        body: ZCouponOrderRequest,
        response: { 200: envelopeOf(ZCouponOrder) },
      },
    },
    async (request) =>
      request.ok(
        await couponsForPayment(app.db.kysely, payerOf(requirePayer(request)), request.body.payIds, Date.now()),
      ),
  );

  app.post(
    PAYMENT_PATHS.mergePay,
    {
      ...guardedBy(requirePayer),
      schema: {
        summary: 'Pay one or several payment orders by balance, a wallet, or both (a QR code while the wallet waits)',
        body: ZMergePayRequest,
        response: { 200: envelopeOf(ZPaymentView) },
      },
    },
    async (request, reply) => {
      const payer = payerOf(requirePayer(request));
      // Outside the payment's transaction: a wrong payment password counts even though the payment is refused.
      await requireFeeAgreement(app.db.kysely, payer.userId);
      await checkPayPasswordFor(app.db.kysely, payer.clinicId, request.body, Date.now());
      await refreshExpired(app.db.kysely, provider, request.body.payIds, Date.now());
      return runMutation(request, reply, async (trx) => {
        const view = await mergePay(trx, provider, payer, request.body, Date.now());
        return request.ok(view, view.state === 'paid' ? { message: paymentSuccessMessages.paid } : {});
      });
    },
  );

  app.post(
    PAYMENT_PATHS.savePayType,
    {
      ...guardedBy(requirePayer),
      schema: {
        summary: 'Remember the payment method the user chose',
        body: ZSavePayTypeRequest,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request, reply) => {
      const payer = payerOf(requirePayer(request));
      return runMutation(request, reply, async (trx) => {
        await savePayType(trx, payer, request.body.payType, Date.now());
        return request.ok(null, { message: paymentSuccessMessages.saved });
      });
    },
  );

  app.post(
    PAYMENT_PATHS.status,
    {
      ...guardedBy(requirePayer),
      schema: {
        summary: 'The payment’s state, asking the wallet when no notification came',
        body: ZPaymentStatusRequest,
        response: { 200: envelopeOf(ZPaymentView) },
      },
    },
    async (request) => {
      const payer = payerOf(requirePayer(request));
      const payment = await findClinicPayment(app.db.kysely, payer.clinicId, request.body.paymentId);
      await refreshPayment(app.db.kysely, provider, payment.id, Date.now());
      return request.ok(await paymentView(app.db.kysely, payment.id));
    },
  );

  app.post(
    PAYMENT_PATHS.notify,
    {
      schema: {
        summary: 'A wallet’s signed notification: applied once, however often or late it comes',
        params: z.object({ provider: z.string().max(20) }),
        body: z.unknown(),
        response: { 200: envelopeOf(z.object({ received: z.boolean() })) },
      },
    },
    async (request) => {
      const notice = request.params.provider === provider.name ? provider.verifyNotification(request.body) : null;
      if (!notice) throw paymentError(PaymentErrorCode.notificationInvalid);
      const payment = await findWalletPayment(app.db.kysely, provider.name, notice.merchantNo);
      if (!payment) throw paymentError(PaymentErrorCode.notificationInvalid);
      const word =
        notice.state === 'paid'
          ? { state: 'paid' as const, providerTxnId: notice.providerTxnId, amountFen: notice.amountFen }
          : { state: 'closed' as const };
      await app.db.kysely.transaction().execute((trx) => applyProviderState(trx, payment.id, word, Date.now()));
      return request.ok({ received: true });
    },
  );

  app.post(
    PAYMENT_PATHS.localWalletDecide,
    {
      schema: {
        summary: 'The local wallet’s payer: approve or decline a QR code (the wallet then notifies the portal)',
        body: ZLocalWalletDecideRequest,
        response: { 200: envelopeOf(ZLocalWalletDecision) },
      },
    },
    async (request) => {
      // Anyone holding a code could approve it: the payer's side of the local wallet is for demos and tests only.
      if (app.config.mode === 'production') throw new AppError(ErrorCode.notFound);
      const decided = await wallet.decide(request.body.qrPayload, request.body.decision, Date.now());
      if (decided === null) throw paymentError(PaymentErrorCode.notificationInvalid);
      if (decided === 'expired') throw paymentError(PaymentErrorCode.qrExpired);
      if (request.body.deliver)
        await app.inject({
          method: 'POST',
          url: `${app.prefix}${PAYMENT_PATHS.notify.replace(':provider', LOCAL_WALLET)}`,
          payload: decided,
        });
      return request.ok({ notification: decided });
    },
  );

  app.post(
    PAYMENT_PATHS.refund,
    {
      ...guardedBy(requireFinance),
      schema: {
        summary: 'Refund a payment order, whole or in part, the way it was paid',
        body: ZRefundRequest,
        response: { 200: envelopeOf(ZRefundView) },
      },
    },
    async (request, reply) => {
      const actor = caseActorOf(requireFinance(request));
      return runMutation(request, reply, async (trx) => {
        await findCase(trx, actor, await orderOfPayment(trx, request.body.payId));
        return request.ok(await refundPaymentOrder(trx, provider, actor, request.body, Date.now()), {
          message: paymentSuccessMessages.refunded,
        });
      });
    },
  );

  app.post(
    PAYMENT_PATHS.creditBalance,
    {
      ...guardedBy(requireFinance),
      schema: {
        summary: 'Credit a clinic’s balance with money received outside the portal',
        body: ZCreditBalanceRequest,
        response: { 200: envelopeOf(ZBalanceView) },
      },
    },
    async (request, reply) => {
      const principal = requireFinance(request);
      return runMutation(request, reply, async (trx) => {
        const clinic = await trx
          .selectFrom('clinics')
          .select('id')
          .where('id', '=', request.body.clinicId)
          .executeTakeFirst();
        if (!clinic) throw paymentError(PaymentErrorCode.payOrderNotFound);
        const { clinicId, amount, reason } = request.body;
        return request.ok(
          await creditClinicBalance(
            trx,
            { clinicId, cents: toCents(amount), userId: principal.userId, reason },
            Date.now(),
          ),
        );
      });
    },
  );

  app.post(
    PAYMENT_PATHS.payOrderDetail,
    {
      ...guardedBy(requireFinance),
      schema: {
        summary: 'A payment order’s amount, paid and refunded (from the ledger)',
        body: ZPayOrderDetailRequest,
        response: { 200: envelopeOf(ZPayOrderDetail) },
      },
    },
    async (request) => {
      const actor = caseActorOf(requireFinance(request));
      await findCase(app.db.kysely, actor, await orderOfPayment(app.db.kysely, request.body.payId));
      return request.ok(await payOrderDetail(app.db.kysely, request.body.payId));
    },
  );
};

/** The order a payment order is for (46001 when there is none). */
async function orderOfPayment(db: Parameters<typeof findClinicPayment>[0], payId: number): Promise<number> {
  const row = await db.selectFrom('payment_orders').select('order_id').where('id', '=', payId).executeTakeFirst();
  if (!row) throw paymentError(PaymentErrorCode.payOrderNotFound);
  return row.order_id;
}
