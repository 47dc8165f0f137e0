import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceColumns, columnCountFor, DEFAULT_ASPECT, MAX_GALLERY_COLUMNS, relativeHeight } from './balance-columns';

const identity = (height: number) => height;
const columnHeights = (columns: number[][]) => columns.map((column) => column.reduce((sum, height) => sum + height, 0));

describe('balanceColumns', () => {
  it('deals photos of one size round the 5 columns, left to right, in order', () => {
    expect(balanceColumns([1, 1, 1, 1, 1, 1, 1], 5, identity)).toEqual([[1, 1], [1, 1], [1], [1], [1]]);
    const names = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(balanceColumns(names, 5, () => 1)).toEqual([['a', 'f'], ['b'], ['c'], ['d'], ['e']]);
  });

  it('puts the next photo under the shortest column, so a tall X-ray is not followed by another in the same column', () => {
    // Portrait 1.33 in column 0; the 6th item goes to the shortest (column 1), the 7th to column 2.
    expect(balanceColumns([1.33, 0.75, 0.75, 0.75, 0.75, 0.75, 0.75], 5, identity)).toEqual([
      [1.33],
      [0.75, 0.75],
      [0.75, 0.75],
      [0.75],
      [0.75],
    ]);
  });

  it('takes the leftmost column on a tie and keeps every item exactly once', () => {
    expect(balanceColumns([2, 1, 1], 2, identity)).toEqual([[2], [1, 1]]);
    expect(balanceColumns([2, 1, 1, 1], 2, identity)).toEqual([
      [2, 1],
      [1, 1],
    ]);
  });

  it('copes with fewer items than columns, no items, one column and a nonsense column count', () => {
    expect(balanceColumns([1, 2], 5, identity)).toEqual([[1], [2], [], [], []]);
    expect(balanceColumns([], 3, identity)).toEqual([[], [], []]);
    expect(balanceColumns([1, 2, 3], 1, identity)).toEqual([[1, 2, 3]]);
    expect(balanceColumns([1, 2], 0, identity)).toEqual([[1, 2]]);
  });

  it('ends the columns level: they never differ by more than the tallest photo, and order is kept per column', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.2, max: 3, noNaN: true }), { maxLength: 60 }),
        fc.integer({ min: 1, max: 5 }),
        (heights, columnCount) => {
          const items = heights.map((height, index) => ({ height, index }));
          const columns = balanceColumns(items, columnCount, (item) => item.height);
          expect(columns).toHaveLength(columnCount);
          expect(
            columns
              .flat()
              .map((item) => item.index)
              .sort((a, b) => a - b),
          ).toEqual(items.map((item) => item.index));
          for (const column of columns) {
            const order = column.map((item) => item.index);
            expect(order).toEqual([...order].sort((a, b) => a - b));
          }
          const sums = columnHeights(columns.map((column) => column.map((item) => item.height)));
          const tallest = Math.max(0, ...heights);
          expect(Math.max(...sums) - Math.min(...sums)).toBeLessThanOrEqual(tallest + 1e-9);
        },
      ),
    );
  });
});

describe('columnCountFor', () => {
  it('shows the spec 5 columns on a wide screen and drops columns as the screen narrows, down to 1', () => {
    expect(columnCountFor(1600)).toBe(MAX_GALLERY_COLUMNS);
    expect(columnCountFor(5 * 136 + 4 * 12)).toBe(5);
    expect(columnCountFor(5 * 136 + 4 * 12 - 1)).toBe(4);
    // A laptop (1280 px) beside the side menu and the stage list.
    expect(columnCountFor(746)).toBe(5);
    // A tablet in portrait: 768 px less the page padding (the menu is a drawer there).
    expect(columnCountFor(720)).toBe(4);
    // A phone: 375 px less the padding.
    expect(columnCountFor(343)).toBe(2);
    expect(columnCountFor(120)).toBe(1);
  });

  it('assumes a wide screen before the gallery has been measured', () => {
    expect(columnCountFor(0)).toBe(5);
    expect(columnCountFor(Number.NaN)).toBe(5);
  });
});

describe('relativeHeight', () => {
  it('is height over width plus the caption, and a camera frame when the size is not known', () => {
    expect(relativeHeight(4000, 3000)).toBe(0.75);
    expect(relativeHeight(3000, 4000, 0.2)).toBeCloseTo(1.5333, 4);
    expect(relativeHeight(null, null)).toBe(DEFAULT_ASPECT);
    expect(relativeHeight(0, 100)).toBe(DEFAULT_ASPECT);
  });
});
