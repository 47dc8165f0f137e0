import { http, HttpResponse } from 'msw';
import { REMITTANCE_PATHS, type TRemittanceView } from '../../../../domain/payments/remittances';
import { server } from '../../../testing/msw-server';
import { apiUrl, envelope } from '../../../testing/session-generators';
import type { Answer } from './payments-api';

export function buildRemittance(overrides: Partial<TRemittanceView> = {}): TRemittanceView {
  return {
    remittanceId: 5,
    paymentId: 41,
    merchantNo: 'RT00112233445566778899aabb',
    state: 'submitted',
    clinicId: 11,
    clinicName: 'Bright Smile Clinic',
    payerAccountName: 'Bright Smile Clinic',
    payerAccountNo: '6222021234567890',
    payerBank: 'ICBC Hangzhou',
    amount: 1500.5,
    couponAmount: 0,
    remittedOn: '2026-11-20',
    proof: { path: 'remittance/1-receipt.png', prefix: '/files/', url: '/files/remittance/1-receipt.png?sig=x' },
    orders: [
      { payId: 1, orderId: 101, amount: 1000.25 },
      { payId: 2, orderId: 102, amount: 500.25 },
    ],
    rejectReason: null,
    submittedAt: new Date(2026, 10, 20, 10, 0).getTime(),
    decidedAt: null,
    ...overrides,
  };
}

export const TRANSFER_ACCOUNT = {
  accountName: 'Cuspid Dental Manufacturing Co., Ltd.',
  accountNo: '6222 0000 1234 5678 901',
  bankName: 'Demo Bank, Hangzhou Branch',
  reference: 'CUSPID-C000011',
};

const reply = (answer: Answer) =>
  'data' in answer
    ? HttpResponse.json(envelope(answer.data))
    : HttpResponse.json(envelope(answer.errorData ?? null, answer.code, answer.msg), { status: answer.status });

/** Serves one remittance call with the answers in turn (the last repeats), recording what was sent. */
export function serveRemittanceCall(path: keyof typeof REMITTANCE_PATHS, ...answers: Answer[]) {
  const requests: { body: unknown; idempotencyKey: string | null }[] = [];
  server.use(
    http.post(apiUrl('design', REMITTANCE_PATHS[path]), async ({ request }) => {
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
