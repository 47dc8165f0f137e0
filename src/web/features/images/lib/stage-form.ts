import type { I18n } from '@lingui/core';
import { z } from 'zod';
import { ZStageName, ZStageTime } from '../../../../domain/images/image-schemas';
import { patientMessages } from '../../../../domain/patients/patient-messages';
import { translateIssue, VALIDATION_LOOKUPS, type FieldErrors } from '../../../lib/forms/field-errors';

export type StageFormValues = { name: string; stageTime: string };
export type StageFormField = keyof StageFormValues;

const ZStageForm = z.object({ name: ZStageName, stageTime: ZStageTime });

const findPatientMessage = (id: string) => Object.values(patientMessages).find((descriptor) => descriptor.id === id);

/**
 * The stage form's rules: the shared request schema (name 1-50 characters, a `YYYY-MM-DD` date), and a date not
 * after today on this device (the server allows one day more, for a tablet east of it).
 */
export function validateStageForm(
  i18n: I18n,
  values: StageFormValues,
  today: string,
): { errors: FieldErrors<StageFormField>; value?: undefined } | { errors?: undefined; value: StageFormValues } {
  const parsed = ZStageForm.safeParse(values);
  if (!parsed.success) {
    const errors: FieldErrors<StageFormField> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as StageFormField;
      errors[field] ??= translateIssue(i18n, issue.message, [...VALIDATION_LOOKUPS, findPatientMessage]);
    }
    return { errors };
  }
  if (parsed.data.stageTime > today) return { errors: { stageTime: i18n._(patientMessages.stageTimeInFuture) } };
  return { value: parsed.data };
}
