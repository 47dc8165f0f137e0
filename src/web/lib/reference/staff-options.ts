import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import type { TLabelledOption } from '../../../domain/clinics/company';
import { JOB_TYPES, STANDARD_JOBS, type Option } from '../../../domain/clinics/staff-options';
import { api } from '../http/api-client';
import { dataOf } from '../http/api-call-error';

/**
 * The jobs (GET tenant /v1/findInduction) and job types (GET tenant /v1/jobTypes) of spec section 7, labelled by the
 * server in the request's language: the staff form, the application approval and the staff table read these calls.
 * Until the answer arrives (or offline, before the first answer) the same lists of the shared domain stand in, so a
 * form never waits for a reference list; a reference list changes with a release, not during a visit.
 */
const LISTS = {
  jobs: { path: '/v1/findInduction', fallback: STANDARD_JOBS },
  jobTypes: { path: '/v1/jobTypes', fallback: JOB_TYPES },
} as const satisfies Record<string, { path: string; fallback: readonly Option<string>[] }>;
export type StaffOptionList = keyof typeof LISTS;

export const staffOptionsQueryKey = (list: StaffOptionList, locale: string) => ['reference', list, locale] as const;

export function useStaffOptions(list: StaffOptionList): TLabelledOption[] {
  const { i18n } = useLingui();
  const { path, fallback } = LISTS[list];
  const query = useQuery({
    queryKey: staffOptionsQueryKey(list, i18n.locale),
    queryFn: () => dataOf(api.get<TLabelledOption[]>('tenant', path, { isSilent: true })),
    staleTime: Infinity,
    retry: false,
  });
  return query.data ?? fallback.map((option) => ({ value: option.value, label: i18n._(option.label) }));
}

/** A stored value as its label in a list; a value the list does not know (a job of the clinic's own) as stored. */
export function optionLabel(options: readonly TLabelledOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
