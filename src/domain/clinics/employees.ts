import { z } from 'zod';
import { messageId } from '../validation/messages';
import { ZMobile } from '../validation/mobile';
import { ZDate } from '../validation/typed-date';
import { clinicMessageId } from './clinic-messages';
import { ZId, ZObjectKey, ZPageRequest, ZStoredFile, optionalText, pageOf, requiredText } from './fields';
import { ZResidentIdNumber } from './id-number';
import { JOB_TYPES, WORK_STATUSES, WORK_TYPES, valuesOf } from './staff-options';
import { PROFESSIONAL_TITLES } from './titles';

const invalid = { error: messageId('invalidValue') };

/**
 * An employee record (spec sections 3 and 5). The clinic is always the admin's current clinic, from the session:
 * a clinicId in the body is ignored.
 */
const employeeFields = z.object({
  realName: requiredText(25),
  /** The contact phone: required, a valid mobile, unique in the clinic. */
  phone: ZMobile,
  idNumber: ZResidentIdNumber,
  job: requiredText(25),
  jobType: z.enum(valuesOf(JOB_TYPES), invalid),
  workType: z.enum(valuesOf(WORK_TYPES), invalid),
  workStatus: z.enum(valuesOf(WORK_STATUSES), invalid),
  position: requiredText(25),
  entryDate: ZDate,
  departureDate: ZDate,
  remark: optionalText(100),
  titlePost: z.enum(valuesOf(PROFESSIONAL_TITLES), invalid).nullable().default(null),
  certPath: ZObjectKey.nullable().default(null),
  idCardPath: ZObjectKey.nullable().default(null),
});

const departureNotBeforeEntry = (value: { entryDate: string; departureDate: string }, context: z.RefinementCtx) => {
  // Both are strict YYYY-MM-DD here, so text order is date order.
  if (value.departureDate < value.entryDate)
    context.addIssue({ code: 'custom', path: ['departureDate'], message: clinicMessageId('departureBeforeEntry') });
};

/** POST /api/tenant/v1/employee/add. */
export const ZAddEmployeeRequest = employeeFields.superRefine(departureNotBeforeEntry);
export type TAddEmployeeRequest = z.infer<typeof ZAddEmployeeRequest>;

/** POST /api/tenant/v1/employee/update: every field again (the form sends the whole record). */
export const ZUpdateEmployeeRequest = employeeFields.extend({ employeeId: ZId }).superRefine(departureNotBeforeEntry);
export type TUpdateEmployeeRequest = z.infer<typeof ZUpdateEmployeeRequest>;

/** POST /api/tenant/v1/employee/delete. */
export const ZDeleteEmployeeRequest = z.object({ employeeId: ZId });

/** POST /api/tenant/v1/employee/set-price-visibility: the per-staff switch that hides product prices. */
export const ZSetPriceVisibilityRequest = z.object({ employeeId: ZId, hidePrices: z.boolean(invalid) });

/** POST /api/tenant/v1/employee/list. */
export const ZEmployeeListRequest = ZPageRequest;

export const ZEmployee = z.object({
  employeeId: z.number().int(),
  clinicId: z.number().int(),
  /** The account linked to the record (through an approved application); null for a record only. */
  userId: z.number().int().nullable(),
  realName: z.string(),
  phone: z.string(),
  idNumber: z.string().nullable(),
  job: z.string().nullable(),
  jobType: z.string().nullable(),
  workType: z.string().nullable(),
  workStatus: z.string().nullable(),
  position: z.string().nullable(),
  entryDate: z.string().nullable(),
  departureDate: z.string().nullable(),
  remark: z.string(),
  titlePost: z.string().nullable(),
  certPath: ZStoredFile.nullable(),
  idCardPath: ZStoredFile.nullable(),
  hidePrices: z.boolean(),
  isAdmin: z.boolean(),
  isDoctor: z.boolean(),
});
export type TEmployee = z.infer<typeof ZEmployee>;
export const ZEmployeePage = pageOf(ZEmployee);
