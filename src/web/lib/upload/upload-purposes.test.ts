import { describe, expect, it } from 'vitest';
import {
  ALL_UPLOAD_PURPOSES,
  detectModelFormat,
  fileTooLargeMessage,
  findFileProblem,
  uploadMessages,
} from './upload-purposes';

const ascii = (text: string) => new TextEncoder().encode(text);

function binaryStl(facets: number, declared = facets): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(84 + 50 * facets);
  bytes.set(ascii('solid but binary: some exporters start the header like this'));
  new DataView(bytes.buffer).setUint32(80, declared, true);
  return bytes;
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]);

describe('detectModelFormat', () => {
  it.each([
    { case: 'a binary STL (84 + 50·n bytes, n in the header)', bytes: binaryStl(3), format: 'stl' },
    {
      case: 'an ASCII STL',
      bytes: ascii('solid jaw\n  facet normal 0 0 1\n    outer loop\n      vertex 0 0 0\n'),
      format: 'stl',
    },
    { case: 'a PLY', bytes: ascii('ply\nformat binary_little_endian 1.0\nend_header\n'), format: 'ply' },
    { case: 'an OBJ', bytes: ascii('# exported\nmtllib jaw.mtl\nv 1.0 -2.5 3e2\nv 0 0 0\n'), format: 'obj' },
    { case: 'a binary STL whose size does not match its facet count', bytes: binaryStl(3, 4), format: 'stl' },
    { case: 'a PNG', bytes: PNG, format: null },
    { case: 'text that is no model', bytes: ascii('hello\nworld\n'), format: null },
  ])('says $format for $case', ({ bytes, format }) => {
    expect(detectModelFormat(bytes, bytes.length)).toBe(format);
  });
});

describe('findFileProblem for the outbox purposes', () => {
  it('takes photos as JPG or PNG up to 30 MB and models as STL, OBJ or PLY up to 500 MB', async () => {
    expect(ALL_UPLOAD_PURPOSES.photo.maxBytes).toBe(30 * 1024 * 1024);
    expect(ALL_UPLOAD_PURPOSES.model.maxBytes).toBe(500 * 1024 * 1024);
    expect(await findFileProblem(new Blob([JPEG]), 'photo')).toBeNull();
    expect(await findFileProblem(new Blob([PNG]), 'photo')).toBeNull();
    expect(await findFileProblem(new Blob([binaryStl(2)]), 'model')).toBeNull();
  });

  it('says what is wrong otherwise, in words that fit the purpose', async () => {
    expect(await findFileProblem(new Blob([PNG]), 'model')).toBe(uploadMessages.modelNotAllowed);
    expect(await findFileProblem(new Blob([binaryStl(2)]), 'photo')).toBe(uploadMessages.notAllowed);
    expect(await findFileProblem(new Blob([]), 'model')).toBe(uploadMessages.empty);
    const tooBig = { size: 500 * 1024 * 1024 + 1, slice: () => new Blob() } as unknown as Blob;
    expect(await findFileProblem(tooBig, 'model')).toEqual(fileTooLargeMessage(500 * 1024 * 1024));
  });
});
