import { z } from 'zod';
import { ZCaseEvent } from './events';
import { ZRowId } from '../validation/row-id';
import { ZClientId } from '../patients/patient';
import { messageId } from '../validation/messages';

/**
 * The order core's calls for any registered line (docs/orders.md): submit a line's wizard data, make a status move,
 * read the order with its timeline. They answer the core's view of the order, which every line has; the aligner
 * screens keep the /case calls, whose answer is the aligner-shaped case detail.
 */
export const LINE_ORDER_PATHS = {
  submit: '/v1/line/submit',
  resubmit: '/v1/line/resubmit',
  transition: '/v1/line/transition',
  order: '/v1/line/order/:orderId',
} as const;

const required = { error: messageId('required') };

/**
 * A new order of line `type`: the core's fields (patient, doctor) and the wizard's `data`, each step's part under the
 * step's id, which the server checks against the line's step schemas. `clientId` is the outbox item id: a submit
 * delivered twice makes one order.
 */
export const ZLineSubmitRequest = z.object({
  type: z.number(required).int(required).positive(required),
  clientId: ZClientId,
  patientId: ZRowId,
  doctorName: z.string(required).trim().min(1, required).max(50),
  data: z.record(z.string(), z.unknown()),
});
export type TLineSubmitRequest = z.input<typeof ZLineSubmitRequest>;

/**
 * An order sent back (5 failed) or reopened (1 information to complete) submitted again with its corrected `data`
 * (isEdit): the same patient, the data checked as at submit, the line's own data replaced, to be reviewed (2).
 * `expectedStatus` is the status the wizard was opened on: an order that moved on meanwhile answers 45005.
 */
export const ZLineResubmitRequest = z.object({
  orderId: ZRowId,
  expectedStatus: z.number(required).int(required),
  doctorName: z.string(required).trim().min(1, required).max(50),
  data: z.record(z.string(), z.unknown()),
});
export type TLineResubmitRequest = z.input<typeof ZLineResubmitRequest>;

/** The core's view of an order: its line, status and stage, its timeline, and the moves the caller may make now. */
export const ZLineOrder = z.object({
  orderId: z.number().int(),
  productLine: z.number().int(),
  status: z.number().int(),
  stageNo: z.number().int(),
  /** Who the order is for and from: the factory's screens head the order with them. */
  patientName: z.string(),
  clinicName: z.string(),
  doctorName: z.string(),
  events: z.array(ZCaseEvent),
  nextStatuses: z.array(z.number().int()),
});
export type TLineOrder = z.infer<typeof ZLineOrder>;
