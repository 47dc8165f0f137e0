import { describe, expect, it } from 'vitest';
import { isPriceField, withoutPriceFields } from './price-fields';

describe('price fields', () => {
  it.each([
    'price',
    'totalPrice',
    'amount',
    'unitPrice',
    'grindCost',
    'porcelainCost',
    'markUp',
    'subsDeposit',
    'activeAPrice',
    'activeUnitPrice',
    'paidAmount',
  ])('%s is a price field', (key) => {
    expect(isPriceField(key)).toBe(true);
  });

  it.each(['priceList', 'orderId', 'count', 'amountOfTeeth', 'deposit', 'name', 'sportsNumber'])('%s is not', (key) => {
    expect(isPriceField(key)).toBe(false);
  });

  it('removes them at any depth, in objects and arrays, leaving everything else', () => {
    const answer = {
      list: [{ id: 1, price: 2, lines: [{ unitPrice: 3, tooth: 11 }] }],
      total: 1,
      totalAmount: 9,
      note: null,
    };
    expect(withoutPriceFields(answer)).toEqual({ list: [{ id: 1, lines: [{ tooth: 11 }] }], total: 1, note: null });
    expect(withoutPriceFields([1, 'a', null])).toEqual([1, 'a', null]);
  });
});
