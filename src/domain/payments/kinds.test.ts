import { describe, expect, it } from 'vitest';
import { isOrderKindCode, isPaymentKindCode, ORDER_KIND_CODES, PAYMENT_KIND_CODES, paymentKindLabel } from './kinds';

describe('payment kinds', () => {
  it.each([
    [1, 'plan payment'],
    [2, 'additional production'],
    [3, 'stage restart'],
    [5, 'bracket guide'],
    [6, 'fixed denture'],
    [8, 'removable appliance'],
    [9, 'price difference'],
    [10, 'silicone'],
    [12, 'removable denture'],
  ])('payment kind %i is %j', (code, label) => {
    expect(isPaymentKindCode(code)).toBe(true);
    expect(paymentKindLabel(code)?.message).toBe(label);
  });

  it.each([
    [4, 'appliance order'],
    [7, 'points exchange'],
    [11, 'combined payment'],
    [20, 'mall'],
  ])('order kind %i is %j', (code, label) => {
    expect(isOrderKindCode(code)).toBe(true);
    expect(paymentKindLabel(code)?.message).toBe(label);
  });

  it('lists the codes ascending, without overlap', () => {
    expect(PAYMENT_KIND_CODES).toEqual([1, 2, 3, 5, 6, 8, 9, 10, 12]);
    expect(ORDER_KIND_CODES).toEqual([4, 7, 11, 20]);
  });

  it.each([0, 13, 19, 21, -1, 1.5])('%d has no label', (code) => {
    expect(isPaymentKindCode(code)).toBe(false);
    expect(isOrderKindCode(code)).toBe(false);
    expect(paymentKindLabel(code)).toBeUndefined();
  });
});
