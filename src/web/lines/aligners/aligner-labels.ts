import type { I18n } from '@lingui/core';
import { TREATMENT_METHOD_GROUPS } from '../../../domain/lines/aligners/case-options';
import { ALIGNER_BRANDS, seriesOf } from '../../../domain/lines/aligners/brands';
import { MISSING, optionLabel, optionLabels } from '../../components/cases/case-labels';

/** The aligner case's own values as the summaries, the lists and the factory console write them. */

/** A brand is a proper name: shown as written, not translated. */
export function brandName(brand: string | null | undefined): string {
  return ALIGNER_BRANDS.find((candidate) => candidate.value === brand)?.name ?? MISSING;
}

export function seriesLabel(i18n: I18n, brand: string | null | undefined, series: string | null | undefined) {
  return optionLabel(i18n, seriesOf(brand ?? ''), series);
}

/** The chosen treatment methods group by group (groups with none chosen are left out), each method translated. */
export function treatmentMethodsByGroup(i18n: I18n, methods: readonly string[] | null | undefined) {
  return TREATMENT_METHOD_GROUPS.map((group) => ({
    group: group.group,
    label: i18n._(group.label),
    methods: optionLabels(i18n, group.methods.list, methods),
  })).filter((group) => group.methods.length > 0);
}
