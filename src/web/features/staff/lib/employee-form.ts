import type { I18n } from '@lingui/core';
import {
  EMPLOYEE_FIELDS,
  ZAddEmployeeRequest,
  ZUpdateEmployeeRequest,
  type TAddEmployeeRequest,
  type TEmployee,
  type TUpdateEmployeeRequest,
} from '../../../../domain/clinics/employees';
import { STANDARD_JOBS } from '../../../../domain/clinics/staff-options';
import { validationMessages } from '../../../../domain/validation/messages';
import { collectClinicIssues } from '../../../lib/forms/clinic-field-errors';
import type { FieldErrors } from '../../../lib/forms/field-errors';

/** The select's choice that reveals a text field for a job of the clinic's own (free text, up to 25 characters). */
export const OWN_JOB = '__own__';

/** Everything the form holds, as typed: nothing is converted until it is sent, so nothing typed is lost. */
export type EmployeeFormValues = {
  realName: string;
  phone: string;
  idNumber: string;
  /** A standard job's value, or OWN_JOB. */
  jobChoice: string;
  ownJob: string;
  jobType: string;
  workType: string;
  workStatus: string;
  position: string;
  entryDate: string;
  departureDate: string;
  remark: string;
  titlePost: string;
};
export type EmployeeFormField = keyof EmployeeFormValues;

/** Fields the form has no control for yet (uploads): an update sends them back as they were. */
type KeptFields = Pick<TAddEmployeeRequest, 'certPath' | 'idCardPath'>;

const isStandardJob = (job: string) => STANDARD_JOBS.some((option) => option.value === job);

export const EMPTY_EMPLOYEE_FORM: EmployeeFormValues = {
  realName: '',
  phone: '',
  idNumber: '',
  jobChoice: '',
  ownJob: '',
  jobType: '',
  workType: '',
  workStatus: '',
  position: '',
  entryDate: '',
  departureDate: '',
  remark: '',
  titlePost: '',
};

export function employeeFormValues(employee: TEmployee): EmployeeFormValues {
  const job = employee.job ?? '';
  return {
    realName: employee.realName,
    phone: employee.phone,
    idNumber: employee.idNumber ?? '',
    jobChoice: job === '' || isStandardJob(job) ? job : OWN_JOB,
    ownJob: job !== '' && !isStandardJob(job) ? job : '',
    jobType: employee.jobType ?? '',
    workType: employee.workType ?? '',
    workStatus: employee.workStatus ?? '',
    position: employee.position ?? '',
    entryDate: employee.entryDate ?? '',
    departureDate: employee.departureDate ?? '',
    remark: employee.remark,
    titlePost: employee.titlePost ?? '',
  };
}

export function keptFields(employee: TEmployee | undefined): KeptFields {
  return { certPath: employee?.certPath?.path ?? null, idCardPath: employee?.idCardPath?.path ?? null };
}

function toInput(values: EmployeeFormValues, kept: KeptFields) {
  const job = values.jobChoice === OWN_JOB ? values.ownJob : values.jobChoice;
  return {
    realName: values.realName,
    phone: values.phone.trim(),
    idNumber: values.idNumber.trim() || null,
    job,
    jobType: values.jobType || undefined,
    workType: values.workType || undefined,
    workStatus: values.workStatus || undefined,
    position: values.position,
    entryDate: values.entryDate,
    departureDate: values.departureDate || null,
    remark: values.remark,
    titlePost: values.titlePost || null,
    ...kept,
  };
}

type Validated<Request> =
  { request: Request; errors?: undefined } | { request?: undefined; errors: FieldErrors<EmployeeFormField> };

/**
 * The shared request schema decides (spec section 5: ID number, mobile, 25/100 characters, dates, departure not
 * before entry); the form only words an empty required field as "required" and puts the job's issue on the
 * control the user filled.
 */
function validate<Request>(
  i18n: I18n,
  values: EmployeeFormValues,
  parse: () =>
    | { success: true; data: Request }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } },
): Validated<Request> {
  const result = parse();
  if (result.success) return { request: result.data };
  const found = collectClinicIssues(i18n, result);
  const required = i18n._(validationMessages.required);
  const errors: FieldErrors<EmployeeFormField> = {};
  // The record's fields the form has a control of its own for (the job has two, the files none).
  const formFields = EMPLOYEE_FIELDS.filter(
    (field): field is EmployeeFormField & typeof field => field in EMPTY_EMPLOYEE_FORM,
  );
  for (const field of formFields) {
    const message = found[field];
    if (message) errors[field] = values[field].trim() === '' ? required : message;
  }
  if (found.job) {
    const jobField = values.jobChoice === OWN_JOB ? 'ownJob' : 'jobChoice';
    errors[jobField] = values[jobField].trim() === '' ? required : found.job;
  }
  return { errors };
}

export function validateNewEmployee(i18n: I18n, values: EmployeeFormValues): Validated<TAddEmployeeRequest> {
  return validate(i18n, values, () => ZAddEmployeeRequest.safeParse(toInput(values, keptFields(undefined))));
}

export function validateEmployeeChange(
  i18n: I18n,
  values: EmployeeFormValues,
  employee: TEmployee,
): Validated<TUpdateEmployeeRequest> {
  return validate(i18n, values, () =>
    ZUpdateEmployeeRequest.safeParse({ ...toInput(values, keptFields(employee)), employeeId: employee.employeeId }),
  );
}

/** A field of the server's validation answer (`data.fields[].path`) as the form's field. */
export function formFieldOf(requestField: string, values: EmployeeFormValues): EmployeeFormField | undefined {
  if (requestField === 'job') return values.jobChoice === OWN_JOB ? 'ownJob' : 'jobChoice';
  return requestField in EMPTY_EMPLOYEE_FORM ? (requestField as EmployeeFormField) : undefined;
}
