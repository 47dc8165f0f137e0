/** Spec section 9: "Image columns balanced across 5 columns" on a wide screen. */
export const MAX_GALLERY_COLUMNS = 5;

/**
 * The narrowest a column may get (px) before the gallery drops a column: a laptop beside the menu and the stage list
 * shows 5, a tablet in portrait 4, a phone 2.
 */
export const MIN_COLUMN_WIDTH_PX = 136;

/** How many columns fit in `containerWidth` px: from 1 on a phone up to the spec's 5. */
export function columnCountFor(containerWidth: number, gapPx = 12): number {
  if (!Number.isFinite(containerWidth) || containerWidth <= 0) return MAX_GALLERY_COLUMNS;
  const fitting = Math.floor((containerWidth + gapPx) / (MIN_COLUMN_WIDTH_PX + gapPx));
  return Math.min(MAX_GALLERY_COLUMNS, Math.max(1, fitting));
}

/** Where a photo's proportions are not known yet (a local photo before its preview loads): a landscape camera frame. */
export const DEFAULT_ASPECT = 3 / 4;

/** An item's height as a share of the column width (height / width); the caption adds `extra`, in the same unit. */
export function relativeHeight(width: number | null | undefined, height: number | null | undefined, extra = 0): number {
  const ratio = width && height && width > 0 && height > 0 ? height / width : DEFAULT_ASPECT;
  return ratio + extra;
}

/**
 * Deals items into `columnCount` columns so they end level: each item, in order, goes to the column that is
 * shortest so far (the leftmost on a tie). Keeping the order means a reader still meets the photos row by row,
 * and the columns never differ by more than the tallest single item.
 */
export function balanceColumns<T>(items: readonly T[], columnCount: number, heightOf: (item: T) => number): T[][] {
  const count = Math.max(1, Math.floor(columnCount));
  const columns: T[][] = Array.from({ length: count }, () => []);
  const heights = new Array<number>(count).fill(0);
  for (const item of items) {
    let shortest = 0;
    for (let index = 1; index < count; index += 1) if (heights[index]! < heights[shortest]!) shortest = index;
    columns[shortest]!.push(item);
    heights[shortest]! += Math.max(0, heightOf(item));
  }
  return columns;
}
