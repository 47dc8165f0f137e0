import type { I18n } from '@lingui/core';
import { ALIGNER_BRANDS, seriesOf } from '../../../domain/lines/aligners/brands';

// The line's declaration loads this with the first route: it imports the brands alone.

/** What an aligner order is, in one cell of a list: "Cuspid Clear · Lite (up to 20 steps)"; "—" before a brand is chosen. */
export function alignerProductText(i18n: I18n, order: { brand: string; series: string }): string {
  if (!order.brand) return '—';
  const brand = ALIGNER_BRANDS.find((candidate) => candidate.value === order.brand)?.name ?? order.brand;
  const series = seriesOf(order.brand).find((candidate) => candidate.value === order.series);
  const seriesName = series ? i18n._(series.label) : order.series;
  return seriesName ? `${brand} · ${seriesName}` : brand;
}
