import { describe, expect, it } from 'vitest';
import { UPLOAD } from './constants';
import { partCountFor, partSizeOf, ZCreateUpload } from './uploads';

const PART = UPLOAD.multipartPartSizeBytes;

describe('parts of a file', () => {
  it.each([
    { size: 1, count: 1, last: 1 },
    { size: PART - 1, count: 1, last: PART - 1 },
    { size: PART, count: 1, last: PART },
    { size: PART + 1, count: 2, last: 1 },
    { size: 3 * PART + 12_345, count: 4, last: 12_345 },
  ])('a file of $size bytes goes in $count parts, the last of $last bytes', ({ size, count, last }) => {
    expect(partCountFor(size, PART)).toBe(count);
    expect(partSizeOf(size, PART, count)).toBe(last);
    if (count > 1) expect(partSizeOf(size, PART, 1)).toBe(PART);
  });
});

describe('ZCreateUpload', () => {
  const valid = { purpose: 'model', fileName: 'jaw.stl', size: 10, sha256: 'a'.repeat(64) };

  it('takes a known purpose, a size and the whole file’s SHA-256; the content type defaults', () => {
    expect(ZCreateUpload.parse(valid)).toEqual({ ...valid, contentType: 'application/octet-stream' });
  });

  it.each([
    { ...valid, purpose: 'thumbnail' },
    { ...valid, size: 0 },
    { ...valid, sha256: 'a'.repeat(63) },
    { ...valid, fileName: '' },
  ])('refuses %o', (body) => {
    expect(ZCreateUpload.safeParse(body).success).toBe(false);
  });
});
