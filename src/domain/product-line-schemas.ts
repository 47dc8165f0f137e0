import type { MessageDescriptor } from '@lingui/core';
import { z } from 'zod';
import { messageId } from './validation/messages';
import { PRODUCT_LINES, type ProductLine } from './product-lines';

// Kept apart from product-lines.ts: importing zod pulls the whole library into the first route's bundle.

const invalidValue = { error: messageId('invalidValue') };
export const ZProductLineCode = z.literal(
  PRODUCT_LINES.map((line) => line.code),
  invalidValue,
);
export type TProductLineCode = z.infer<typeof ZProductLineCode>;
export const ZProductLineType = z.enum(
  PRODUCT_LINES.map((line) => line.type),
  invalidValue,
);
export type TProductLineType = z.infer<typeof ZProductLineType>;

/** The order type list entry of spec section 3, as sent over the wire with its texts translated. */
const text = z.string(invalidValue);
export const ZOrderTypeEntry = z.object(
  {
    value: ZProductLineCode,
    label: text,
    type: ZProductLineType,
    color: text.regex(/^#[0-9A-Fa-f]{6}$/, invalidValue),
    intro: text,
    icon: text,
    brandImage: text,
    detailRoute: text,
    createRoute: text,
  },
  invalidValue,
);
export type TOrderTypeEntry = z.infer<typeof ZOrderTypeEntry>;

/** Pass `(descriptor) => i18n._(descriptor)` to translate into the request's language. */
export function toOrderTypeEntry(
  line: ProductLine,
  translate: (descriptor: MessageDescriptor) => string,
): TOrderTypeEntry {
  return {
    value: line.code,
    label: translate(line.name),
    type: line.type,
    color: line.color,
    intro: translate(line.intro),
    icon: line.icon,
    brandImage: line.brandImage,
    detailRoute: line.detailRoute,
    createRoute: line.createRoute,
  };
}
