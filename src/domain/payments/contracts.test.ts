import { describe, expect, it } from 'vitest';
import { ZMergePayRequest, ZRefundRequest } from './contracts';
import { paymentMessages } from './payment-messages';
import { MERCHANT_NO_PATTERN } from './methods';

describe('payment contracts', () => {
  it('takes balance, a wallet, or both, and refuses a payment with no method', () => {
    expect(ZMergePayRequest.parse({ payIds: [1], useBalance: true })).toEqual({ payIds: [1], useBalance: true });
    expect(ZMergePayRequest.parse({ payIds: [1, 2], useBalance: true, wallet: 'wechat' }).wallet).toBe('wechat');
    const none = ZMergePayRequest.safeParse({ payIds: [1] });
    expect(none.success).toBe(false);
    expect(none.error?.issues[0]?.message).toBe(paymentMessages.methodRequired.id);
  });

  it('refuses no order, the same order twice and an unknown wallet', () => {
    expect(ZMergePayRequest.safeParse({ payIds: [], useBalance: true }).error?.issues[0]?.message).toBe(
      paymentMessages.payOrdersRequired.id,
    );
    expect(ZMergePayRequest.safeParse({ payIds: [3, 3], useBalance: true }).error?.issues[0]?.message).toBe(
      paymentMessages.payOrdersRepeated.id,
    );
    expect(ZMergePayRequest.safeParse({ payIds: [3], wallet: 'paypal' }).success).toBe(false);
  });

  it('refunds whole cents with a reason', () => {
    expect(ZRefundRequest.safeParse({ payId: 1, amount: 1.005, reason: 'x' }).success).toBe(false);
    expect(ZRefundRequest.safeParse({ payId: 1, amount: 1.05, reason: ' ' }).error?.issues[0]?.message).toBe(
      paymentMessages.reasonRequired.id,
    );
    expect(ZRefundRequest.parse({ payId: 1, reason: 'Overcharged' })).toEqual({ payId: 1, reason: 'Overcharged' });
  });

  it('writes merchant order numbers as wallets take them: 6 to 32 characters', () => {
    expect(MERCHANT_NO_PATTERN.test('CP0000001')).toBe(true);
    expect(MERCHANT_NO_PATTERN.test('CP01')).toBe(false);
    expect(MERCHANT_NO_PATTERN.test('C'.repeat(33))).toBe(false);
  });
});
