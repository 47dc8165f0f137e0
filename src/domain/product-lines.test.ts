import type { MessageDescriptor } from '@lingui/core';
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  findProductLine,
  isProductLineCode,
  orderDetailPath,
  PRODUCT_LINE_CODES,
  PRODUCT_LINES,
  productLineByType,
} from './product-lines';
import { toOrderTypeEntry, ZOrderTypeEntry, ZProductLineCode } from './product-line-schemas';
import type { ProductLineCode, ProductLineType } from './product-lines';
import { findMessage } from './validation/messages';

/** WCAG 2 contrast ratio of a colour against white. */
function contrastWithWhite(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [red = 0, green = 0, blue = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 1.05 / (0.2126 * red + 0.7152 * green + 0.0722 * blue + 0.05);
}

describe('product lines', () => {
  it('lists the nine lines and the mall in code order (spec section 1)', () => {
    expect(PRODUCT_LINES.map((line) => [line.code, line.type])).toEqual([
      [1, 'invisible'],
      [2, 'dentureTeeth'],
      [3, 'sportsBraces'],
      [4, 'whiteBraces'],
      [5, 'retainer'],
      [6, 'bracketGuide'],
      [7, 'removeAppliance'],
      [8, 'childCorrect'],
      [9, 'removeDenture'],
      [20, 'mall'],
    ]);
    expectTypeOf<ProductLineCode>().toEqualTypeOf<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 20>();
    expectTypeOf<ProductLineType>().toEqualTypeOf<
      | 'invisible'
      | 'dentureTeeth'
      | 'sportsBraces'
      | 'whiteBraces'
      | 'retainer'
      | 'bracketGuide'
      | 'removeAppliance'
      | 'childCorrect'
      | 'removeDenture'
      | 'mall'
    >();
  });

  it('routes aligners, dentures, the rest and the mall as the spec says', () => {
    expect(productLineByType('invisible')).toMatchObject({
      detailRoute: '/invisibleOrthodontic',
      createRoute: '/confirmOrder?type=1',
    });
    expect(productLineByType('dentureTeeth')).toMatchObject({
      detailRoute: '/dentureTeethOrderDetail',
      createRoute: '/dentureTeethCreateOrder',
    });
    expect(productLineByType('removeAppliance')).toMatchObject({
      detailRoute: '/removeApplianceOrderDetail',
      createRoute: '/removeApplianceCreateOrder',
    });
    expect(productLineByType('mall')).toMatchObject({ detailRoute: '/pointsMall/detail' });
    for (const line of PRODUCT_LINES) {
      expect(line.icon).toBe(`/product-lines/${line.type}.svg`);
      expect(line.brandImage).toMatch(/^\/product-lines\/.+\.svg$/);
    }
  });

  it('gives every line a distinct brand colour that passes 4.5:1 against white', () => {
    const colours = PRODUCT_LINES.map((line) => line.color.toLowerCase());
    expect(new Set(colours).size).toBe(colours.length);
    for (const colour of colours) {
      expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastWithWhite(colour), colour).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('has a name and a one-sentence intro per line', () => {
    for (const line of PRODUCT_LINES) {
      expect(line.name.id).toBeTruthy();
      expect(line.name.message).toBeTruthy();
      expect(line.intro.message).toMatch(/^[A-Z].*\.$/);
    }
    expect(findProductLine(8).name.message).toBe('Early correction silicone for children');
  });

  it('finds by code and type, and nothing for unknown ones', () => {
    expect(findProductLine(20).type).toBe('mall');
    expect(findProductLine(10)).toBeUndefined();
    expect(findProductLine(0)).toBeUndefined();
    expect(productLineByType('removeDenture').code).toBe(9);
    expect(productLineByType('bracket')).toBeUndefined();
    expect(isProductLineCode(9)).toBe(true);
    expect(isProductLineCode(11)).toBe(false);
    expect(ZProductLineCode.safeParse(20).success).toBe(true);
    expect(findMessage(ZProductLineCode.safeParse(19).error?.issues[0]?.message ?? '')?.message).toBe(
      'This value is not valid.',
    );
    expect(PRODUCT_LINE_CODES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 20]);
  });

  it('property: a code finds a line exactly when it is listed', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        (code) => (findProductLine(code) !== undefined) === PRODUCT_LINES.some((line) => line.code === code),
      ),
    );
  });

  it('builds order detail paths with one slash and orderType=1 (spec section 2)', () => {
    expect(orderDetailPath(findProductLine(2), 42)).toBe('/dentureTeethOrderDetail/42?orderType=1');
    expect(orderDetailPath(findProductLine(1), 'A-7')).toBe('/invisibleOrthodontic/A-7?orderType=1');
    expect(orderDetailPath(findProductLine(3), 'a/b?c')).toBe('/sportsBracesOrderDetail/a%2Fb%3Fc?orderType=1');
  });

  it('turns a line into the order type list entry of section 3', () => {
    const translate = (descriptor: MessageDescriptor) => `[${descriptor.message ?? descriptor.id}]`;
    const entry = toOrderTypeEntry(findProductLine(5), translate);
    expect(ZOrderTypeEntry.safeParse({ ...entry, color: 'teal' }).success).toBe(false);
    expect(ZOrderTypeEntry.parse(entry)).toEqual({
      value: 5,
      label: '[Retainers]',
      type: 'retainer',
      color: '#15803D',
      intro: '[Custom retainers that hold the teeth in their new position once active treatment ends.]',
      icon: '/product-lines/retainer.svg',
      brandImage: '/product-lines/retainer-brand.svg',
      detailRoute: '/retainerOrderDetail',
      createRoute: '/retainerCreateOrder',
    });
  });
});
