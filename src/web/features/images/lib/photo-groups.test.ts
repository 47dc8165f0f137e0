import { describe, expect, it } from 'vitest';
import { groupByPhotoGroup } from './photo-groups';

describe('groupByPhotoGroup', () => {
  it('sections the photos by kind in a fixed order, keeping their order, and leaves empty sections out', () => {
    const images = [{ type: 4 }, { type: 1 }, { type: 99 }, { type: 5 }, { type: 42 }];
    expect(
      groupByPhotoGroup(images).map((section) => [section.group, section.images.map((image) => image.type)]),
    ).toEqual([
      ['extraoral', [1]],
      ['intraoral', [4, 5]],
      ['other', [99, 42]],
    ]);
    expect(groupByPhotoGroup([])).toEqual([]);
  });
});
