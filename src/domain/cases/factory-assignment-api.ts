import { z } from 'zod';
import { ZRowId } from '../validation/row-id';
import { caseMessageId } from './case-messages';

/**
 * Which factory makes an order (spec section 9: Hangzhou and Zhuhai; the rule: docs/orders.md, "Which factory makes
 * an order"). A factory admin (the manufacturer's dispatcher) moves an order to another factory with a reason; the
 * move is on the case's timeline.
 */
export const FACTORY_ASSIGNMENT_PATHS = {
  factories: '/v1/factory/factories',
  reassign: '/v1/factory/case/reassign',
} as const;

export const ZFactory = z.object({ id: z.number().int(), code: z.string(), name: z.string(), city: z.string() });
export type TFactory = z.infer<typeof ZFactory>;

export const ZFactoryList = z.object({ list: z.array(ZFactory) });
export type TFactoryList = z.infer<typeof ZFactoryList>;

export const ZReassignRequest = z.object({
  orderId: ZRowId,
  factoryId: ZRowId,
  reason: z
    .string()
    .trim()
    .min(1, { error: caseMessageId('reasonRequired') })
    .max(500, { error: caseMessageId('reasonTooLong') }),
});
export type TReassignRequest = z.input<typeof ZReassignRequest>;

/** After the move: the order and the factory it now belongs to (the admin's own factory no longer shows it). */
export const ZReassignAnswer = z.object({ orderId: z.number().int(), factory: ZFactory });
export type TReassignAnswer = z.infer<typeof ZReassignAnswer>;
