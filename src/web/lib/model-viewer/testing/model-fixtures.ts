/** Small model files made in the test: a triangle is three [x, y, z] vertices. */
export type Triangle = [number, number, number][];

export const TRIANGLES: Triangle[] = [
  [
    [0, 0, 0],
    [1, 0, 0],
    [0, 1, 0],
  ],
  [
    [0, 0, 1],
    [2, 0, 1],
    [0, -3, 1.5],
  ],
];

/** A binary STL; `normal` is written for every facet (zero by default, as many exporters do). */
export function binaryStl(triangles: Triangle[], { header = 'binary fixture', normal = [0, 0, 0] } = {}): ArrayBuffer {
  const buffer = new ArrayBuffer(84 + 50 * triangles.length);
  const view = new DataView(buffer);
  new Uint8Array(buffer).set(new TextEncoder().encode(header.slice(0, 80)));
  view.setUint32(80, triangles.length, true);
  triangles.forEach((triangle, i) => {
    const at = 84 + 50 * i;
    [...normal, ...triangle.flat()].forEach((value, k) => view.setFloat32(at + 4 * k, value, true));
  });
  return buffer;
}

/** A binary STL of `count` triangles on a grid (for sizes the hand-written ones do not reach). */
export function gridStl(count: number): ArrayBuffer {
  return binaryStl(
    Array.from({ length: count }, (_, i): Triangle => [
      [i, 0, 0],
      [i + 1, 0, 0],
      [i, 1, i % 7],
    ]),
  );
}

export function asciiStl(triangles: Triangle[], name = 'fixture'): string {
  const facets = triangles.map((triangle) =>
    [
      ' facet normal 0 0 1',
      '  outer loop',
      ...triangle.map((v) => `   vertex ${v.join(' ')}`),
      '  endloop',
      ' endfacet',
    ].join('\n'),
  );
  return [`solid ${name}`, ...facets, `endsolid ${name}`, ''].join('\n');
}

export function objText(triangles: Triangle[], { withNormals = false } = {}): string {
  const lines = ['# fixture', 'o teeth'];
  triangles.forEach((triangle) => triangle.forEach((v) => lines.push(`v ${v.join(' ')}`)));
  if (withNormals) triangles.forEach(() => lines.push('vn 0 0 1'));
  triangles.forEach((_, t) => {
    const a = 3 * t + 1;
    lines.push(withNormals ? `f ${a}//${t + 1} ${a + 1}//${t + 1} ${a + 2}//${t + 1}` : `f ${a} ${a + 1} ${a + 2}`);
  });
  return lines.join('\n') + '\n';
}

/** An indexed ASCII PLY: the four corners of a square, two faces, with vertex colours. */
export function asciiPly({ faces = true } = {}): string {
  const vertices = ['0 0 0 255 0 0', '1 0 0 0 255 0', '1 1 0 0 0 255', '0 1 0 255 255 255'];
  return [
    'ply',
    'format ascii 1.0',
    'element vertex 4',
    'property float x',
    'property float y',
    'property float z',
    'property uchar red',
    'property uchar green',
    'property uchar blue',
    `element face ${faces ? 2 : 0}`,
    'property list uchar int vertex_indices',
    'end_header',
    ...vertices,
    ...(faces ? ['3 0 1 2', '3 0 2 3'] : []),
    '',
  ].join('\n');
}

/** The same square as a binary little-endian PLY without colours. */
export function binaryPly(): ArrayBuffer {
  const header = new TextEncoder().encode(
    [
      'ply',
      'format binary_little_endian 1.0',
      'element vertex 4',
      'property float x',
      'property float y',
      'property float z',
      'element face 2',
      'property list uchar int vertex_indices',
      'end_header',
      '',
    ].join('\n'),
  );
  const body = new DataView(new ArrayBuffer(4 * 12 + 2 * 13));
  [0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0].forEach((value, i) => body.setFloat32(4 * i, value, true));
  [
    [0, 1, 2],
    [0, 2, 3],
  ].forEach((face, f) => {
    const at = 48 + 13 * f;
    body.setUint8(at, 3);
    face.forEach((index, k) => body.setInt32(at + 1 + 4 * k, index, true));
  });
  const bytes = new Uint8Array(header.length + body.byteLength);
  bytes.set(header);
  bytes.set(new Uint8Array(body.buffer), header.length);
  return bytes.buffer;
}

export const encode = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
