import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export type Option<Value extends string> = { value: Value; label: MessageDescriptor };

/**
 * The jobs offered when a member joins or an employee is recorded (GET /api/tenant/v1/findInduction). A job is
 * free text of up to 25 characters; these are the standard ones. `doctor` makes the member a doctor.
 */
export const STANDARD_JOBS = [
  { value: 'doctor', label: msg({ context: 'job', message: 'Doctor' }) },
  { value: 'nurse', label: msg({ context: 'job', message: 'Nurse' }) },
  { value: 'assistant', label: msg({ context: 'job', message: 'Dental assistant' }) },
  { value: 'technician', label: msg({ context: 'job', message: 'Dental technician' }) },
  { value: 'receptionist', label: msg({ context: 'job', message: 'Receptionist' }) },
  { value: 'manager', label: msg({ context: 'job', message: 'Clinic manager' }) },
  { value: 'other', label: msg({ context: 'job', message: 'Other' }) },
] as const satisfies readonly Option<string>[];

export const DOCTOR_JOB = 'doctor';

export function isDoctorJob(job: string | null | undefined): boolean {
  return job === DOCTOR_JOB;
}

/** Spec section 3: job types official and internship (GET /api/tenant/v1/jobTypes). */
export const JOB_TYPES = [
  { value: 'official', label: msg({ context: 'job type', message: 'Official' }) },
  { value: 'internship', label: msg({ context: 'job type', message: 'Internship' }) },
] as const satisfies readonly Option<string>[];
export type JobType = (typeof JOB_TYPES)[number]['value'];

/** Not named by the spec: full-time or part-time (docs/clinics.md). */
export const WORK_TYPES = [
  { value: 'full-time', label: msg({ context: 'work type', message: 'Full-time' }) },
  { value: 'part-time', label: msg({ context: 'work type', message: 'Part-time' }) },
] as const satisfies readonly Option<string>[];
export type WorkType = (typeof WORK_TYPES)[number]['value'];

/** Spec section 3: trial, confirmed, left or resigned, in service. */
export const WORK_STATUSES = [
  { value: 'trial', label: msg({ context: 'work status', message: 'On trial' }) },
  { value: 'confirmed', label: msg({ context: 'work status', message: 'Confirmed' }) },
  { value: 'resigned', label: msg({ context: 'work status', message: 'Left' }) },
  { value: 'in-service', label: msg({ context: 'work status', message: 'In service' }) },
] as const satisfies readonly Option<string>[];
export type WorkStatus = (typeof WORK_STATUSES)[number]['value'];

export const valuesOf = <Value extends string>(options: readonly Option<Value>[]): [Value, ...Value[]] => {
  const values = options.map((option) => option.value);
  if (values.length === 0) throw new Error('An option list is empty');
  return values as [Value, ...Value[]];
};
