import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

type Route = `/${string}`;
type HexColour = `#${string}`;

type ProductLineDefinition<Code extends number, Type extends string> = {
  code: Code;
  type: Type;
  /** Brand colour; each one reads at 4.5:1 or better against white, both as text and as a badge behind white text. */
  color: HexColour;
  name: MessageDescriptor;
  intro: MessageDescriptor;
  /** Most lines follow `/{type}OrderDetail` and `/{type}CreateOrder`; aligners and the mall do not. */
  routes?: { detailRoute: Route; createRoute: Route };
  /** The statuses the line reads with their second wording (src/domain/order-status.ts; aligners: 26 "treatment completed"). */
  secondaryWording?: readonly number[];
};

function productLine<const Code extends number, const Type extends string>({
  routes,
  secondaryWording = [],
  ...line
}: ProductLineDefinition<Code, Type>) {
  const { detailRoute, createRoute } = routes ?? {
    detailRoute: `/${line.type}OrderDetail` satisfies Route,
    createRoute: `/${line.type}CreateOrder` satisfies Route,
  };
  return {
    ...line,
    detailRoute,
    createRoute,
    secondaryWording: secondaryWording as readonly number[],
    icon: `/product-lines/${line.type}.svg`,
    brandImage: `/product-lines/${line.type}-brand.svg`,
  };
}

/** The nine product lines and the mall (spec section 1), in code order. */
export const PRODUCT_LINES = [
  productLine({
    code: 1,
    type: 'invisible',
    color: '#0F766E',
    name: msg`Invisible aligners`,
    intro: msg`Clear, removable aligners made from the patient's scan that straighten teeth step by step.`,
    // /confirmOrder highlights the menu entry of its query type; type 1 belongs to /invisibleOrthodontic.
    routes: { detailRoute: '/invisibleOrthodontic', createRoute: '/confirmOrder?type=1' },
    secondaryWording: [26],
  }),
  productLine({
    code: 2,
    type: 'dentureTeeth',
    color: '#1D4ED8',
    name: msg`Fixed dentures`,
    intro: msg`Crowns, bridges and implant restorations designed to the patient's bite and shade.`,
  }),
  productLine({
    code: 3,
    type: 'sportsBraces',
    color: '#C2410C',
    name: msg`Sports braces`,
    intro: msg`Custom-fitted mouthguards that protect the teeth during sport, in the colour and thickness you choose.`,
  }),
  productLine({
    code: 4,
    type: 'whiteBraces',
    color: '#7E22CE',
    name: msg`Aesthetic braces`,
    intro: msg`Discreet, tooth-coloured braces made to measure in the colour and thickness you choose.`,
  }),
  productLine({
    code: 5,
    type: 'retainer',
    color: '#15803D',
    name: msg`Retainers`,
    intro: msg`Custom retainers that hold the teeth in their new position once active treatment ends.`,
  }),
  productLine({
    code: 6,
    type: 'bracketGuide',
    color: '#B91C1C',
    name: msg`Bracket guides`,
    intro: msg`Indirect bonding trays that seat every bracket exactly where the digital plan puts it.`,
  }),
  productLine({
    code: 7,
    type: 'removeAppliance',
    color: '#A16207',
    name: msg`Removable appliances`,
    intro: msg`Removable orthodontic appliances in soft or hard film, made from the patient's model.`,
  }),
  productLine({
    code: 8,
    type: 'childCorrect',
    color: '#BE185D',
    name: msg`Early correction silicone for children`,
    intro: msg`Customised silicone trainers that guide growing teeth and jaws during early correction in children.`,
  }),
  productLine({
    code: 9,
    type: 'removeDenture',
    color: '#4338CA',
    name: msg`Removable dentures`,
    intro: msg`Partial and complete removable dentures that fit comfortably and restore chewing.`,
  }),
  productLine({
    code: 20,
    type: 'mall',
    color: '#475569',
    name: msg`Points mall`,
    intro: msg`Exchange your points for clinic supplies and rewards.`,
    // The mall has no order form: orders start from the mall itself.
    routes: { detailRoute: '/pointsMall/detail', createRoute: '/pointsMall' },
  }),
] as const;

export type ProductLine = (typeof PRODUCT_LINES)[number];
export type ProductLineCode = ProductLine['code'];
export type ProductLineType = ProductLine['type'];

export const PRODUCT_LINE_CODES: readonly ProductLineCode[] = PRODUCT_LINES.map((line) => line.code);
export const PRODUCT_LINE_TYPES: readonly ProductLineType[] = PRODUCT_LINES.map((line) => line.type);

/** Each line's code by its type key, so code never writes a line as a bare number: `PRODUCT_LINE_CODE.invisible`. */
export const PRODUCT_LINE_CODE = Object.fromEntries(PRODUCT_LINES.map((line) => [line.type, line.code])) as {
  readonly [Line in ProductLine as Line['type']]: Line['code'];
};

const byCode = new Map<number, ProductLine>(PRODUCT_LINES.map((line) => [line.code, line]));
const byType = new Map<string, ProductLine>(PRODUCT_LINES.map((line) => [line.type, line]));

export function isProductLineCode(code: number): code is ProductLineCode {
  return byCode.has(code);
}

export function findProductLine(code: ProductLineCode): ProductLine;
export function findProductLine(code: number): ProductLine | undefined;
export function findProductLine(code: number): ProductLine | undefined {
  return byCode.get(code);
}

/** Which wording a status has on a line's screens: the second where the line declares it (aligners: 26). */
export function statusWordingOf(productLine: number, status: number): 'primary' | 'secondary' {
  return byCode.get(productLine)?.secondaryWording.includes(status) ? 'secondary' : 'primary';
}

export function productLineByType(type: ProductLineType): ProductLine;
export function productLineByType(type: string): ProductLine | undefined;
export function productLineByType(type: string): ProductLine | undefined {
  return byType.get(type);
}

/** Spec section 2 shapes every order detail link with `orderType=1`; what other values mean is not shown. */
export const ORDER_DETAIL_ORDER_TYPE = 1;

/** `/{detailRoute}/{orderId}?orderType=1`, e.g. `/dentureTeethOrderDetail/42?orderType=1`. */
export function orderDetailPath(line: { detailRoute: string }, orderId: string | number): string {
  return `${line.detailRoute}/${encodeURIComponent(String(orderId))}?orderType=${ORDER_DETAIL_ORDER_TYPE}`;
}
