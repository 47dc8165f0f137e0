import { describe, expect, it } from 'vitest';
import { defaultPhotoTypes } from './photo-slots';

describe('defaultPhotoTypes', () => {
  it('offers the next empty standard slots in order to a stage with no photos', () => {
    expect(defaultPhotoTypes([], 3)).toEqual([1, 2, 3]);
  });

  it('skips the slots the stage has filled', () => {
    expect(defaultPhotoTypes([1, 3, 99], 3)).toEqual([2, 4, 5]);
  });

  it('falls back to Other once every standard slot is filled', () => {
    expect(defaultPhotoTypes([1, 2, 3, 4, 5, 6, 7, 8], 4)).toEqual([9, 10, 99, 99]);
    expect(defaultPhotoTypes([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 1)).toEqual([99]);
  });

  it('offers nothing for no photos', () => {
    expect(defaultPhotoTypes([], 0)).toEqual([]);
  });
});
