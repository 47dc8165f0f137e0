import { msg } from '@lingui/core/macro';

/**
 * The aligner brands and their series the clinic orders (spec: brand, series). The brand names are proper names and
 * stay as written; the series names are translated. `maxSteps` null means unlimited.
 */
export const ALIGNER_BRANDS = [
  {
    value: 'cuspid-clear',
    name: 'Cuspid Clear',
    series: [
      { value: 'comprehensive', label: msg`Comprehensive`, maxSteps: null },
      { value: 'lite', label: msg`Lite (up to 20 steps)`, maxSteps: 20 },
      { value: 'teen', label: msg`Teen`, maxSteps: null },
    ],
  },
  {
    value: 'cuspid-express',
    name: 'Cuspid Express',
    series: [{ value: 'express', label: msg`Express (up to 10 steps)`, maxSteps: 10 }],
  },
] as const;

export type AlignerBrand = (typeof ALIGNER_BRANDS)[number]['value'];
export const ALIGNER_BRAND_VALUES = ALIGNER_BRANDS.map((brand) => brand.value) as [AlignerBrand, ...AlignerBrand[]];

export function seriesOf(brand: string) {
  return ALIGNER_BRANDS.find((candidate) => candidate.value === brand)?.series ?? [];
}

export function isSeriesOfBrand(brand: string, series: string): boolean {
  return seriesOf(brand).some((candidate) => candidate.value === series);
}
