import type { I18n } from '@lingui/core';
import { anestheticDrugNames, type AnestheticProduct } from '../../../../domain/anesthetics/drugs';

/** A number in the reader's locale with at most `digits` decimals. */
export function formatNumber(i18n: I18n, value: number, digits = 1): string {
  return new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: digits }).format(value);
}

/** "1:100,000" in the reader's digits; "" for a plain solution. */
export function formatDilution(i18n: I18n, dilution: number | null): string {
  return dilution === null ? '' : `1:${formatNumber(i18n, dilution, 0)}`;
}

/** "Articaine 4% 1:100,000": the drug's name, its strength and its epinephrine. */
export function productName(i18n: I18n, product: AnestheticProduct): string {
  const dilution = formatDilution(i18n, product.epinephrineDilution);
  return [i18n._(anestheticDrugNames[product.drug]), `${formatNumber(i18n, product.percent)}%`, dilution]
    .filter(Boolean)
    .join(' ');
}
