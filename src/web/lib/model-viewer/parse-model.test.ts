import { describe, expect, it, vi } from 'vitest';
import { formatOf, parseModel } from './parse-model';
import { ModelLoadError } from './parsed-mesh';
import { asciiPly, asciiStl, binaryPly, binaryStl, encode, objText, TRIANGLES } from './testing/model-fixtures';

function errorCode(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof ModelLoadError ? error.code : 'not a ModelLoadError';
  }
}

describe('formatOf', () => {
  it('goes by the extension, in any case', () => {
    expect(formatOf('upper.STL', new ArrayBuffer(0))).toBe('stl');
    expect(formatOf('scan.obj', new ArrayBuffer(0))).toBe('obj');
    expect(formatOf('scan.Ply', new ArrayBuffer(0))).toBe('ply');
  });

  it('looks at the bytes when the name says nothing', () => {
    expect(formatOf('model', binaryStl(TRIANGLES))).toBe('stl');
    expect(formatOf('model', encode(asciiStl(TRIANGLES)))).toBe('stl');
    expect(formatOf('model.bin', encode(asciiPly()))).toBe('ply');
    expect(formatOf('download', encode(objText(TRIANGLES)))).toBe('obj');
    expect(formatOf('photo.jpg', encode('\xff\xd8\xff\xe0 not a model'))).toBeNull();
  });
});

describe('parseModel', () => {
  it('refuses a file that is none of the three', () => {
    expect(errorCode(() => parseModel(encode('hello'), 'notes.txt'))).toBe('unsupported');
  });

  it('reads an OBJ without normals (OBJLoader gives them flat)', () => {
    const mesh = parseModel(encode(objText(TRIANGLES)), 'upper.obj');
    expect(Array.from(mesh.positions)).toEqual(TRIANGLES.flat(2));
    expect(Array.from(mesh.normals ?? []).slice(0, 3)).toEqual([0, 0, 1]);
    expect(mesh.triangleCount).toBe(2);
    expect(mesh.box).toEqual({ min: [0, -3, 0], max: [2, 1, 1.5] });
  });

  it("keeps an OBJ's normals", () => {
    const mesh = parseModel(encode(objText(TRIANGLES, { withNormals: true })), 'upper.obj');
    expect(Array.from(mesh.normals ?? [])).toEqual(Array.from({ length: 6 }, () => [0, 0, 1]).flat());
  });

  it('joins the objects of an OBJ into one model', () => {
    const two = `${objText([TRIANGLES[0]!])}o second\nv 5 5 5\nv 6 5 5\nv 5 6 5\nf 4 5 6\n`;
    const mesh = parseModel(encode(two), 'both.obj');
    expect(mesh.triangleCount).toBe(2);
    expect(Array.from(mesh.positions.slice(9))).toEqual([5, 5, 5, 6, 5, 5, 5, 6, 5]);
  });

  it('refuses binary or foreign text as an OBJ, and says one without faces is empty', () => {
    const warn = vi.spyOn(console, 'warn');
    expect(errorCode(() => parseModel(binaryStl(TRIANGLES), 'lower.obj'))).toBe('malformed');
    expect(errorCode(() => parseModel(encode('<html><body>Sign in</body></html>'), 'lower.obj'))).toBe('malformed');
    expect(errorCode(() => parseModel(encode('# only vertices\nv 0 0 0\nv 1 0 0\n'), 'lower.obj'))).toBe('empty');
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads an ASCII PLY with its faces (indexed), colours and smooth normals', () => {
    const mesh = parseModel(encode(asciiPly()), 'scan.ply');
    expect(mesh.triangleCount).toBe(2);
    expect(Array.from(mesh.index ?? [])).toEqual([0, 1, 2, 0, 2, 3]);
    expect(mesh.positions.length).toBe(12);
    expect(Array.from(mesh.colors ?? []).slice(0, 6)).toEqual([255, 0, 0, 0, 255, 0]);
    expect(Array.from(mesh.normals ?? []).slice(0, 3)).toEqual([0, 0, 1]);
  });

  it('reads a binary PLY', () => {
    const mesh = parseModel(binaryPly(), 'scan.ply');
    expect(Array.from(mesh.index ?? [])).toEqual([0, 1, 2, 0, 2, 3]);
    expect(mesh.colors).toBeNull();
    expect(mesh.box).toEqual({ min: [0, 0, 0], max: [1, 1, 0] });
  });

  it('says a point cloud PLY holds no surface and refuses what is not a PLY', () => {
    expect(errorCode(() => parseModel(encode(asciiPly({ faces: false })), 'cloud.ply'))).toBe('empty');
    expect(errorCode(() => parseModel(binaryStl(TRIANGLES), 'scan.ply'))).toBe('malformed');
  });
});
