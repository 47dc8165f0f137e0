import { z } from 'zod';
import { ZClinicImage } from '../images/image-schemas';
import { ZFactory } from '../cases/factory-assignment-api';
import { ZCaseSummary } from './list';
import { ZCaseEvent } from './events';

/** What every product line's order detail shows; a line adds its own sections (its lines/<line>/detail.ts). */

export const ZShipment = z.object({
  carrier: z.string(),
  trackingNo: z.string(),
  estimatedDelivery: z.string(),
  shippedAt: z.number().int(),
  receivedAt: z.number().int().nullable(),
});
export type TShipment = z.infer<typeof ZShipment>;

export const ZCaseModelFile = z.object({
  modelId: z.number().int(),
  name: z.string(),
  url: z.string(),
  size: z.number().int(),
});

/** The core of the order detail, the plan review and the factory console: the order, its patient and its timeline. */
export const ZOrderDetail = ZCaseSummary.extend({
  patient: z.object({
    id: z.number().int(),
    name: z.string(),
    gender: z.number().int(),
    birthDate: z.string(),
    phone: z.string(),
  }),
  /** The image stage the case names, with its photos (signed links, one hour) for the clinic and the factory alike. */
  imageStage: z
    .object({ id: z.number().int(), name: z.string(), stageTime: z.string(), images: z.array(ZClinicImage) })
    .nullable(),
  models: z.object({ upper: ZCaseModelFile.nullable(), lower: ZCaseModelFile.nullable() }),
  events: z.array(ZCaseEvent),
  /** The factory the order is assigned to (docs/orders.md); null while none exists. */
  factory: ZFactory.nullable().optional(),
  shipments: z.array(ZShipment),
  paidAmount: z.number(),
  /** The payment order waiting to be paid (status 21), if any. */
  dueAmount: z.number().nullable(),
  /** The statuses the caller may move the case to now (buttons), from the status machine. */
  nextStatuses: z.array(z.number().int()),
});
export type TOrderDetail = z.infer<typeof ZOrderDetail>;
