import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { PRODUCT_LINE_CODE } from '../../domain/product-lines';
import type { TCaseSummary } from '../../domain/orders/list';
import { orderProductText } from './registry';

const row = (orderType: number, brand = '', series = '') => ({ orderType, brand, series }) as TCaseSummary;

describe('orderProductText (a list cell saying what the order is)', () => {
  it("writes an aligner order's brand as named and its series translated", () => {
    expect(orderProductText(i18n, row(PRODUCT_LINE_CODE.invisible, 'cuspid-clear', 'lite'))).toBe(
      'Cuspid Clear · Lite (up to 20 steps)',
    );
    expect(orderProductText(i18n, row(PRODUCT_LINE_CODE.invisible, 'cuspid-clear', ''))).toBe('Cuspid Clear');
  });

  it('shows a dash for an aligner draft without a brand, and values this version does not know as written', () => {
    expect(orderProductText(i18n, row(PRODUCT_LINE_CODE.invisible))).toBe('—');
    expect(orderProductText(i18n, row(PRODUCT_LINE_CODE.invisible, 'newer-brand', 'max'))).toBe('newer-brand · max');
  });

  it('names the line for a line that has no words of its own, and a dash for a type no line has', () => {
    expect(orderProductText(i18n, row(PRODUCT_LINE_CODE.dentureTeeth))).toBe('Fixed dentures');
    expect(orderProductText(i18n, row(999))).toBe('—');
  });
});
