import { z } from 'zod';
import { ZCaseSide, ZFileLink } from './fields';

export const ZCaseEventKind = z.enum([
  'created',
  'status',
  'restart',
  'plan',
  'production',
  'payment',
  'shipment',
  'completion',
  'reassign',
]);

/** One entry of the timeline: every status change and what came with it, kept forever. */
export const ZCaseEvent = z.object({
  id: z.number().int(),
  kind: ZCaseEventKind,
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int(),
  stageNo: z.number().int(),
  actorName: z.string(),
  actorSide: ZCaseSide,
  reason: z.string().nullable(),
  attachments: z.array(ZFileLink),
  /** What the change carried (steps, carrier and tracking number, amount...), by kind. */
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.number().int(),
});
export type TCaseEvent = z.infer<typeof ZCaseEvent>;

/** `data` of a 45005 conflict: the case as it is now and the change that moved it. */
export const ZCaseConflict = z.object({
  orderId: z.number().int(),
  status: z.number().int(),
  stageNo: z.number().int(),
  lastEvent: ZCaseEvent.nullable(),
});
export type TCaseConflict = z.infer<typeof ZCaseConflict>;
