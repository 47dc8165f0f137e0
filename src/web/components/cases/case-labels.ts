import type { I18n, MessageDescriptor } from '@lingui/core';
import { GENDERS } from '../../../domain/patients/patient';

/** What a summary shows for a value not given (yet), or one this version does not know. */
export const MISSING = '—';

export type LabelledOption<Value extends string | number = string> = {
  readonly value: Value;
  readonly label: MessageDescriptor;
};

/** A stored option value as its translated label; a missing or unknown value (a newer server's) as "—". */
export function optionLabel<Value extends string | number>(
  i18n: I18n,
  options: readonly LabelledOption<Value>[],
  value: Value | null | undefined,
): string {
  const option = options.find((candidate) => candidate.value === value);
  return option ? i18n._(option.label) : MISSING;
}

/** Several values as their labels, in the options' order; unknown values are left out. */
export function optionLabels<Value extends string>(
  i18n: I18n,
  options: readonly LabelledOption<Value>[],
  values: readonly string[] | null | undefined,
): string[] {
  const chosen = new Set(values ?? []);
  return options.filter((option) => chosen.has(option.value)).map((option) => i18n._(option.label));
}

export const genderLabel = (i18n: I18n, gender: number | null | undefined) => optionLabel(i18n, GENDERS, gender);
