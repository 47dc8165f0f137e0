import { describe, expect, it } from 'vitest';
import { STLLoader } from 'three/addons/loaders/STLLoader.js';
import { binaryStlTriangleCount, parseStl } from './parse-stl';
import { ModelLoadError } from './parsed-mesh';
import { asciiStl, binaryStl, encode, gridStl, TRIANGLES } from './testing/model-fixtures';

const flat = TRIANGLES.flat(2);

function expectError(run: () => unknown, code: string) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ModelLoadError);
    expect((error as ModelLoadError).code).toBe(code);
    return;
  }
  throw new Error('expected a ModelLoadError');
}

describe('parseStl, binary', () => {
  it('reads every vertex in order and no normals (drawn flat)', () => {
    const mesh = parseStl(binaryStl(TRIANGLES));
    expect(Array.from(mesh.positions)).toEqual(flat);
    expect(mesh.normals).toBeNull();
    expect(mesh.index).toBeNull();
    expect(mesh.triangleCount).toBe(2);
    expect(mesh.box).toEqual({ min: [0, -3, 0], max: [2, 1, 1.5] });
  });

  it('is binary when the size matches, even with a header that starts with "solid"', () => {
    const buffer = binaryStl(TRIANGLES, { header: 'solid exported by a scanner' });
    expect(binaryStlTriangleCount(buffer)).toBe(2);
    expect(Array.from(parseStl(buffer).positions)).toEqual(flat);
  });

  it('gives the same positions as three.js STLLoader on a larger file', () => {
    const buffer = gridStl(1001);
    const ours = parseStl(buffer);
    const theirs = new STLLoader().parse(buffer).getAttribute('position').array;
    expect(ours.triangleCount).toBe(1001);
    expect(ours.positions).toEqual(theirs);
  });

  it('refuses a binary file whose size does not match its triangle count', () => {
    const buffer = binaryStl(TRIANGLES);
    expect(binaryStlTriangleCount(buffer.slice(0, buffer.byteLength - 1))).toBeNull();
    expectError(() => parseStl(buffer.slice(0, buffer.byteLength - 1)), 'malformed');
  });

  it('says a file without triangles is empty, and a short one is not an STL', () => {
    expectError(() => parseStl(binaryStl([])), 'empty');
    expectError(() => parseStl(new ArrayBuffer(10)), 'malformed');
  });
});

describe('parseStl, ASCII', () => {
  it('reads the facets', () => {
    const mesh = parseStl(encode(asciiStl(TRIANGLES)));
    expect(Array.from(mesh.positions)).toEqual(flat);
    expect(mesh.triangleCount).toBe(2);
  });

  it('reads signs, exponents, upper case, CRLF and several solids', () => {
    const text = [
      'SOLID part one',
      'facet normal 0 0 1',
      'outer loop',
      'vertex -1.5E+1 +2.25 3e-2',
      'vertex 1 2 3',
      'vertex .5 0. -0',
      'endloop',
      'endfacet',
      'endsolid part one',
      'solid two',
      'facet normal 0 0 0',
      'outer loop',
      'vertex 0 0 0',
      'vertex 1 0 0',
      'vertex 0 1 0',
      'endloop',
      'endfacet',
      'endsolid',
    ].join('\r\n');
    const mesh = parseStl(encode(text));
    expect(mesh.triangleCount).toBe(2);
    expect(Array.from(mesh.positions.slice(0, 9))).toEqual([-15, 2.25, Math.fround(0.03), 1, 2, 3, 0.5, 0, -0]);
  });

  it('cuts a loop of four vertices into two triangles', () => {
    const text =
      'solid q\nfacet normal 0 0 1\nouter loop\nvertex 0 0 0\nvertex 1 0 0\nvertex 1 1 0\nvertex 0 1 0\nendloop\nendfacet\nendsolid q\n';
    expect(Array.from(parseStl(encode(text)).positions)).toEqual([
      0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 0, 0, 1, 1, 0, 0, 1, 0,
    ]);
  });

  it('grows past its first guess of the size', () => {
    const many = Array.from({ length: 500 }, () => TRIANGLES[0]!);
    expect(parseStl(encode(asciiStl(many).replace(/ +/g, ' '))).triangleCount).toBe(500);
  });

  it('refuses broken text and says an empty solid is empty', () => {
    expectError(
      () => parseStl(encode('solid x\nfacet normal 0 0 1\nouter loop\nvertex 0 0\nendloop\nendfacet\n')),
      'malformed',
    );
    expectError(
      () =>
        parseStl(encode('solid x\nfacet normal 0 0 1\nouter loop\nvertex 0 0 0\nvertex 1 1 1\nendloop\nendfacet\n')),
      'malformed',
    );
    expectError(() => parseStl(encode('solid x\nfacet normal a b c\n')), 'malformed');
    expectError(() => parseStl(encode('hello world')), 'malformed');
    expectError(() => parseStl(encode('solid x\nendsolid x\n')), 'empty');
  });
});
