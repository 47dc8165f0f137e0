import { z } from 'zod';
import { caseMessageId } from '../cases/case-messages';
import { ZRowId } from '../validation/row-id';
import { messageId } from '../validation/messages';

/**
 * The model step the lines' wizards share (a line takes it into its own steps), and the pickup rule the model
 * shipping tool checks too. The server checks the model against the patient's files at submit
 * (src/server/modules/cases/case-data-checks.ts).
 */

const required = { error: messageId('required') };

/** Where the pickup may be booked: from now to the end of the day after tomorrow (spec section 9). */
export const PICKUP_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;
/** The longest free-text note or "other" description of a form (a mailed model's note, a line's other choices). */
export const OTHER_DESCRIPTION_MAX = 200;

/**
 * Digital: the patient's 3D scans (patient model ids), at least one of upper or lower. Mailed: the factory's courier
 * collects the impression or plaster model at `pickupAt` (epoch ms, the device computes it from the chosen day and
 * time) from an address of the address book.
 */
export const ZDigitalModel = z
  .object({
    kind: z.literal('digital'),
    upperModelId: ZRowId.nullable().default(null),
    lowerModelId: ZRowId.nullable().default(null),
  })
  .refine((model) => model.upperModelId !== null || model.lowerModelId !== null, {
    error: caseMessageId('modelRequired'),
    path: ['upperModelId'],
  });
export const ZMailedModel = z.object({
  kind: z.literal('mailed'),
  pickupAt: z.number(required).int(required),
  addressId: z
    .number({ error: caseMessageId('addressRequired') })
    .int()
    .positive({ error: caseMessageId('addressRequired') }),
  note: z
    .string()
    .trim()
    .max(OTHER_DESCRIPTION_MAX, { error: caseMessageId('otherDescriptionTooLong') })
    .default(''),
});
export const ZCaseModel = z.discriminatedUnion('kind', [ZDigitalModel, ZMailedModel], {
  error: caseMessageId('modelRequired'),
});
export type TCaseModel = z.infer<typeof ZCaseModel>;

/** The pickup rule of spec section 5, checked by the form and again by the server at submit. */
export function pickupProblem(pickupAt: number, now: number): 'pickupInPast' | 'pickupDayInvalid' | null {
  if (pickupAt <= now) return 'pickupInPast';
  if (pickupAt > now + PICKUP_WINDOW_MS) return 'pickupDayInvalid';
  return null;
}
