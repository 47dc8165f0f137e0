import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { z } from 'zod';
import { ZEditBase } from '../edits/field-merge';
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
  /** Optional (a new hire may not have handed it in yet); when given, a valid resident ID number, unique in the clinic. */
  idNumber: ZResidentIdNumber.nullable().default(null),
  job: requiredText(25),
  jobType: z.enum(valuesOf(JOB_TYPES), invalid),
  workType: z.enum(valuesOf(WORK_TYPES), invalid),
  workStatus: z.enum(valuesOf(WORK_STATUSES), invalid),
  position: requiredText(25),
  entryDate: ZDate,
  /** Only someone who left has one: required with the work status "left", optional otherwise (docs/clinics.md). */
  departureDate: ZDate.nullable().default(null),
  remark: optionalText(100),
  titlePost: z.enum(valuesOf(PROFESSIONAL_TITLES), invalid).nullable().default(null),
  certPath: ZObjectKey.nullable().default(null),
  idCardPath: ZObjectKey.nullable().default(null),
});

/** The work status of someone who left the clinic: the one status that has a departure date. */
export const LEFT_WORK_STATUS = 'resigned' satisfies (typeof WORK_STATUSES)[number]['value'];

const departureRules = (
  value: { entryDate: string; departureDate: string | null; workStatus: string },
  context: z.RefinementCtx,
) => {
  if (value.departureDate === null) {
    if (value.workStatus === LEFT_WORK_STATUS)
      context.addIssue({ code: 'custom', path: ['departureDate'], message: messageId('required') });
    return;
  }
  // Both are strict YYYY-MM-DD here, so text order is date order.
  if (value.departureDate < value.entryDate)
    context.addIssue({ code: 'custom', path: ['departureDate'], message: clinicMessageId('departureBeforeEntry') });
};

/** POST /api/tenant/v1/employee/add. */
export const ZAddEmployeeRequest = employeeFields.superRefine(departureRules);
export type TAddEmployeeRequest = z.infer<typeof ZAddEmployeeRequest>;

/**
 * POST /api/tenant/v1/employee/update: every field again (the form sends the whole record), with `base`, the record as
 * the form opened on it (`employeeEditBase`): only what the admin changed is written, and a field another admin changed
 * meanwhile is a conflict (domain/edits/field-merge.ts).
 */
export const ZUpdateEmployeeRequest = employeeFields
  .extend({ employeeId: ZId, base: ZEditBase.optional() })
  .superRefine(departureRules);
export type TUpdateEmployeeRequest = z.infer<typeof ZUpdateEmployeeRequest>;

/** The fields an employee edit may change, in the API's names (every field of the record). */
export const EMPLOYEE_FIELDS = employeeFields.keyof().options;
type EmployeeField = (typeof EMPLOYEE_FIELDS)[number];

/** The form's field labels, as an edit conflict names them (the same texts as the staff form's). */
export const employeeFieldLabels = {
  realName: msg`Name`,
  phone: msg`Contact phone`,
  idNumber: msg`ID number`,
  job: msg`Job`,
  jobType: msg`Job type`,
  workType: msg`Work type`,
  workStatus: msg`Work status`,
  position: msg`Position`,
  entryDate: msg`Entry date`,
  departureDate: msg`Departure date`,
  remark: msg`Remark`,
  titlePost: msg`Professional title`,
  certPath: msg`Practising certificate`,
  idCardPath: msg`ID card`,
} satisfies Record<EmployeeField, MessageDescriptor>;

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
  /** Patients may book appointments with this person / register with them (spec section 3; set-booking). */
  bookable: z.boolean(),
  registrable: z.boolean(),
  isAdmin: z.boolean(),
  isDoctor: z.boolean(),
});
export type TEmployee = z.infer<typeof ZEmployee>;
export const ZEmployeePage = pageOf(ZEmployee);

/** The record's editable fields as an update names them: the `base` of an edit opened on `employee`. */
export function employeeEditBase(employee: TEmployee): Record<EmployeeField, string | null> {
  return {
    realName: employee.realName,
    phone: employee.phone,
    idNumber: employee.idNumber,
    job: employee.job,
    jobType: employee.jobType,
    workType: employee.workType,
    workStatus: employee.workStatus,
    position: employee.position,
    entryDate: employee.entryDate,
    departureDate: employee.departureDate,
    remark: employee.remark,
    titlePost: employee.titlePost,
    certPath: employee.certPath?.path ?? null,
    idCardPath: employee.idCardPath?.path ?? null,
  };
}
