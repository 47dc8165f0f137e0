import type { TDrugSummary } from '../../../../domain/drugs/drug-reference';

/** Whether a drug's name or group contains the search, ignoring case and surrounding spaces. */
export function matchesDrugSearch(drug: Pick<TDrugSummary, 'name' | 'category'>, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  return needle === '' || `${drug.name}\n${drug.category}`.toLocaleLowerCase().includes(needle);
}
