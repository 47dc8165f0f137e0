/**
 * Spec section 5 and 9: "patient image data should be submitted within 3 months". A stage's photos older than this
 * (by the stage date) are stale for a new case: the gallery and the case wizard warn, and a case cannot use them
 * without the doctor's confirmation (aligner issue).
 */
export const IMAGE_FRESHNESS_MONTHS = 3;

/** Whether a stage dated `stageTime` (`YYYY-MM-DD`) is older than three calendar months on `today`. */
export function isStageStale(stageTime: string, today: string): boolean {
  const [y, m, d] = stageTime.split('-').map(Number) as [number, number, number];
  const limit = new Date(Date.UTC(y, m - 1 + IMAGE_FRESHNESS_MONTHS, d));
  // 30 Nov + 3 months rolls to 2 Mar: clamp to the month's end as people count months.
  if (limit.getUTCDate() !== d) limit.setUTCDate(0);
  return today > limit.toISOString().slice(0, 10);
}
