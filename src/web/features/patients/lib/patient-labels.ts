import type { I18n, MessageDescriptor } from '@lingui/core';
import { GENDERS, PATIENT_SOURCES } from '../../../../domain/patients/patient';

/** A coded choice as its label; an unknown code (a newer server's) as "—" rather than a number. */
function labelOf(i18n: I18n, options: readonly { value: number; label: MessageDescriptor }[], value: number) {
  const option = options.find((candidate) => candidate.value === value);
  return option ? i18n._(option.label) : '—';
}

export const genderLabel = (i18n: I18n, gender: number) => labelOf(i18n, GENDERS, gender);
export const sourceLabel = (i18n: I18n, source: number) => labelOf(i18n, PATIENT_SOURCES, source);

