import { http, HttpResponse } from 'msw';
import type { TCombineCheck, TPaymentView, TUnPaidOrder } from '../../../../domain/payments/contracts';
import { PAYMENT_PATHS } from '../../../../domain/payments/paths';
import { PAY_SECURITY_PATHS, type TPayPasswordState } from '../../../../domain/payments/pay-security';
import { server } from '../../../testing/msw-server';
import { apiUrl, envelope } from '../../../testing/session-generators';

export function buildUnpaid(overrides: Partial<TUnPaidOrder> = {}): TUnPaidOrder {
  const payId = overrides.payId ?? 1;
  return {
    payId,
    orderId: 100 + payId,
    productLine: 1,
    kind: 1,
    patientName: `Patient ${payId}`,
    doctorName: 'Dr. Ada Lin',
    amount: 1000,
    paidAmount: 0,
    dueAmount: 1000,
    paymentWaiting: false,
    createdAt: new Date(2026, 10, 20, 9, 30).getTime(),
    ...overrides,
  };
}

export function buildCheck(overrides: Partial<TCombineCheck> = {}): TCombineCheck {
  const dueAmount = overrides.dueAmount ?? 1500.5;
  return {
    dueAmount,
    coupons: [],
    couponId: null,
    couponAmount: 0,
    payAmount: dueAmount - (overrides.couponAmount ?? 0),
    balanceAmount: 2000,
    balanceCovers: true,
    walletAmount: 0,
    payType: null,
    ...overrides,
  };
}

export function buildPayment(overrides: Partial<TPaymentView> = {}): TPaymentView {
  return {
    paymentId: 31,
    merchantNo: 'CP0123456789abcdef01234567',
    state: 'paid',
    totalAmount: 1500.5,
    couponId: null,
    couponAmount: 0,
    balancePartAmount: 1500.5,
    walletPartAmount: 0,
    wallet: null,
    qrPayload: null,
    expiresAt: null,
    payIds: [1, 2],
    orderIds: [101, 102],
    ...overrides,
  };
}

type Recorded = { body: unknown; idempotencyKey: string | null };

/** An answer of the design service: data, or a refusal with its body code, HTTP status and details (`errorData`). */
export type Answer = { data: unknown } | { code: number; msg: string; status: number; errorData?: unknown };

const reply = (answer: Answer) =>
  'data' in answer
    ? HttpResponse.json(envelope(answer.data))
    : HttpResponse.json(envelope(answer.errorData ?? null, answer.code, answer.msg), { status: answer.status });

/** Serves one payment call with the answers in turn (the last repeats), recording what was sent. */
export function servePaymentCall(path: keyof typeof PAYMENT_PATHS, ...answers: Answer[]) {
  const requests: Recorded[] = [];
  server.use(
    http.post(apiUrl('design', PAYMENT_PATHS[path]), async ({ request }) => {
      const text = await request.text();
      requests.push({
        body: text ? JSON.parse(text) : undefined,
        idempotencyKey: request.headers.get('idempotency-key'),
      });
      return reply(answers[Math.min(requests.length - 1, answers.length - 1)]!);
    }),
  );
  return requests;
}

/** unPayList over `rows` (filtered by kind, product line and payIds as the server does); `hidePrices` strips the amounts. */
export function serveUnpaidList(rows: TUnPaidOrder[], { hidePrices = false } = {}) {
  const requests: Record<string, unknown>[] = [];
  server.use(
    http.post(apiUrl('design', PAYMENT_PATHS.unPayList), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      requests.push(body);
      const list = rows.filter(
        (row) =>
          (body.kind === undefined || row.kind === body.kind) &&
          (body.productLine === undefined || row.productLine === body.productLine) &&
          (body.payIds === undefined || (body.payIds as number[]).includes(row.payId)),
      );
      const sent = hidePrices
        ? list.map(({ amount: _amount, paidAmount: _paid, dueAmount: _due, ...row }) => row)
        : list;
      return HttpResponse.json(envelope({ list: sent, total: list.length }));
    }),
  );
  return requests;
}

/** The clinic's payment password state as passwordState answers it (no password set, unless told). */
export function servePayPasswordState(overrides: Partial<TPayPasswordState> = {}) {
  server.use(
    http.post(apiUrl('design', PAY_SECURITY_PATHS.passwordState), () =>
      HttpResponse.json(
        envelope({ isSet: false, lockedSeconds: 0, canManage: false, maskedPhone: null, ...overrides }),
      ),
    ),
  );
}
