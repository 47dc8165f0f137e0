import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { z } from 'zod';

/**
 * The drug reference (emr service, spec section 7): POST /emr-api/v1/medical-tools/drug/list with lastId, name, page
 * and size, and POST …/drug/detail/{id}. The list is keyset-paged in ascending id order: `lastId` is the id of the
 * last row already shown (absent or 0 for the first page) and the answer's `lastId` is the cursor of the next page, or
 * null on the last. `page` is the caller's page number, echoed and never used to skip rows, so an item added or
 * removed meanwhile never shifts a page. `name` searches the names in every language.
 */
export const DRUG_PAGE_SIZE_MAX = 50;
export const DRUG_NAME_QUERY_MAX = 50;

export const drugMessages = {
  sizeInvalid: msg`Ask for 1 to 50 drugs per page.`,
  lastIdInvalid: msg`The list position is not valid. Reload the list.`,
  pageInvalid: msg`The page number must be a whole number from 1.`,
  nameTooLong: msg`Search for at most 50 characters.`,
  notFound: msg`This drug is not in the reference.`,
} satisfies Record<string, MessageDescriptor>;

const error = (message: MessageDescriptor) => ({ error: message.id });

export const ZDrugListRequest = z.object({
  lastId: z
    .number(error(drugMessages.lastIdInvalid))
    .int(error(drugMessages.lastIdInvalid))
    .min(0, error(drugMessages.lastIdInvalid))
    .optional(),
  name: z.string().trim().max(DRUG_NAME_QUERY_MAX, error(drugMessages.nameTooLong)).optional(),
  page: z
    .number(error(drugMessages.pageInvalid))
    .int(error(drugMessages.pageInvalid))
    .min(1, error(drugMessages.pageInvalid))
    .default(1),
  size: z
    .number(error(drugMessages.sizeInvalid))
    .int(error(drugMessages.sizeInvalid))
    .min(1, error(drugMessages.sizeInvalid))
    .max(DRUG_PAGE_SIZE_MAX, error(drugMessages.sizeInvalid))
    .default(10),
});
export type TDrugListRequest = z.input<typeof ZDrugListRequest>;

/** A drug's texts in one language. */
export const ZDrugText = z.object({
  name: z.string(),
  category: z.string(),
  indications: z.string(),
  adultDose: z.string(),
  childDose: z.string(),
  contraindications: z.string(),
  cautions: z.string(),
  pregnancy: z.string(),
});
export type TDrugText = z.infer<typeof ZDrugText>;

export const ZDrugSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  updatedAt: z.number().int(),
});
export type TDrugSummary = z.infer<typeof ZDrugSummary>;

export const ZDrugPage = z.object({
  list: z.array(ZDrugSummary),
  lastId: z.number().int().nullable(),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type TDrugPage = z.infer<typeof ZDrugPage>;

export const ZDrugDetail = ZDrugText.extend({ id: z.number().int(), code: z.string(), updatedAt: z.number().int() });
export type TDrugDetail = z.infer<typeof ZDrugDetail>;

export const ZDrugDetailParams = z.object({
  id: z.coerce
    .number(error(drugMessages.notFound))
    .int(error(drugMessages.notFound))
    .positive(error(drugMessages.notFound)),
});
