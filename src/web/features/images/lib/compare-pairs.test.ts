import { describe, expect, it } from 'vitest';
import { pairByType, photoTypeRank } from './compare-pairs';

const photo = (type: number, name: string) => ({ type, name });

describe('pairByType', () => {
  it('puts the same photo type side by side, row by row, in the order of the standard set', () => {
    const before = [photo(99, 'b-other'), photo(4, 'b-frontal'), photo(1, 'b-face')];
    const after = [photo(1, 'a-face'), photo(4, 'a-frontal')];
    expect(pairByType(before, after)).toEqual([
      { type: 1, before: photo(1, 'b-face'), after: photo(1, 'a-face') },
      { type: 4, before: photo(4, 'b-frontal'), after: photo(4, 'a-frontal') },
      { type: 99, before: photo(99, 'b-other'), after: null },
    ]);
  });

  it('pairs several photos of one type in their order and leaves the shorter side empty', () => {
    const before = [photo(99, 'b1'), photo(99, 'b2'), photo(99, 'b3')];
    const after = [photo(99, 'a1')];
    expect(pairByType(before, after).map((row) => [row.before?.name ?? null, row.after?.name ?? null])).toEqual([
      ['b1', 'a1'],
      ['b2', null],
      ['b3', null],
    ]);
  });

  it('shows a type only one stage has, on its own side', () => {
    expect(pairByType([], [photo(9, 'pano')])).toEqual([{ type: 9, before: null, after: photo(9, 'pano') }]);
    expect(pairByType([], [])).toEqual([]);
  });

  it('places an unknown type code after the standard set', () => {
    expect(photoTypeRank(1)).toBe(0);
    expect(photoTypeRank(99)).toBeLessThan(photoTypeRank(42));
    expect(pairByType([photo(42, 'odd')], [photo(99, 'other')]).map((row) => row.type)).toEqual([99, 42]);
  });
});
