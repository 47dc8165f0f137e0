import type { I18n, MessageDescriptor } from '@lingui/core';
import { GENDERS, PATIENT_SOURCES, ageOn, isValidBirthDate, todayText } from '../../../../domain/patients/patient';
import { UNKNOWN_AGE } from '../../../../domain/validation/age';

/** A coded choice as its label; an unknown code (a newer server's) as "—" rather than a number. */
function labelOf(i18n: I18n, options: readonly { value: number; label: MessageDescriptor }[], value: number) {
  const option = options.find((candidate) => candidate.value === value);
  return option ? i18n._(option.label) : '—';
}

export const genderLabel = (i18n: I18n, gender: number) => labelOf(i18n, GENDERS, gender);
export const sourceLabel = (i18n: I18n, source: number) => labelOf(i18n, PATIENT_SOURCES, source);

/** The age case label: whole years today, or "-" for a birth date that is not a valid date (spec section 5). */
export function ageLabel(birthDate: string, today: string = todayText()): string {
  return isValidBirthDate(birthDate, today) ? String(ageOn(birthDate, today)) : UNKNOWN_AGE;
}
