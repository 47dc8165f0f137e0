/**
 * Small, real files for the demo cases: dental arches as binary STL (one box per tooth along a parabola, a few KB) and
 * a one-page plan document as PDF. Generated, not shipped, so the repository holds no binaries and every demo case
 * gets files of its own that the 3D viewer and a PDF reader open.
 */

type Vec = readonly [number, number, number];

const TEETH_PER_ARCH = 14;

/**
 * A dental arch of 14 teeth. `crowding` (0: aligned, 1: as scanned) pushes alternate teeth off the arch and turns
 * them, so the staged models of a plan show the teeth moving into line step by step. `seed` varies the patient.
 */
export function archStl(options: { jaw: 'upper' | 'lower'; crowding: number; seed: number }): Buffer {
  const triangles: [Vec, Vec, Vec][] = [];
  const isUpper = options.jaw === 'upper';
  const spread = isUpper ? 25 : 22;
  for (let index = 0; index < TEETH_PER_ARCH; index += 1) {
    const t = (index / (TEETH_PER_ARCH - 1)) * 2 - 1; // -1 (left molar) .. 1 (right molar)
    const wobble = Math.sin((index + 1) * (options.seed + 1.7)) * options.crowding;
    const x = t * spread;
    const y = (isUpper ? 1 : 0.9) * 28 * (1 - t * t) + wobble * 2.5;
    const angle = Math.atan2(-2 * 28 * t, spread) + wobble * 0.35; // along the arch, turned by the crowding
    const molar = Math.abs(t) > 0.6;
    const size: Vec = [molar ? 9 : 6.5, molar ? 9 : 6, isUpper ? 9 : 8];
    // The arches meet at the bite plane (z = 0): upper crowns above it, lower crowns below.
    triangles.push(...box([x, y, isUpper ? 0.5 : -0.5], size, angle, isUpper ? 1 : -1));
  }
  return binaryStl(triangles, `cuspid demo ${options.jaw} arch`);
}

/** The 12 triangles of a box standing on `at` in the XY plane, turned by `angle`, growing towards `up` (+1/-1) in Z. */
function box(at: Vec, [width, depth, height]: Vec, angle: number, up: number): [Vec, Vec, Vec][] {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const corner = (dx: number, dy: number, dz: number): Vec => [
    at[0] + dx * cos - dy * sin,
    at[1] + dx * sin + dy * cos,
    at[2] + dz * up,
  ];
  const [w, d] = [width / 2, depth / 2];
  const c = [
    corner(-w, -d, 0),
    corner(w, -d, 0),
    corner(w, d, 0),
    corner(-w, d, 0),
    corner(-w, -d, height),
    corner(w, -d, height),
    corner(w, d, height),
    corner(-w, d, height),
  ] as const;
  const quads = [
    [0, 3, 2, 1],
    [4, 5, 6, 7],
    [0, 1, 5, 4],
    [1, 2, 6, 5],
    [2, 3, 7, 6],
    [3, 0, 4, 7],
  ] as const;
  // Mirrored in Z (up = -1), the faces keep pointing outwards only with their corners in reverse order.
  return quads.flatMap(([a, b, e, f]) =>
    up > 0
      ? [
          [c[a], c[b], c[e]],
          [c[a], c[e], c[f]],
        ]
      : [
          [c[a], c[e], c[b]],
          [c[a], c[f], c[e]],
        ],
  ) as [Vec, Vec, Vec][];
}

/** 80-byte header, the facet count, then per facet its normal, three vertices and a zero attribute (50 bytes). */
function binaryStl(triangles: readonly (readonly [Vec, Vec, Vec])[], name: string): Buffer {
  const bytes = Buffer.alloc(84 + 50 * triangles.length);
  bytes.write(name.padEnd(80, ' ').slice(0, 80), 0, 'latin1');
  bytes.writeUInt32LE(triangles.length, 80);
  triangles.forEach(([a, b, c], index) => {
    const offset = 84 + index * 50;
    [...normalOf(a, b, c), ...a, ...b, ...c].forEach((value, at) => bytes.writeFloatLE(value, offset + at * 4));
  });
  return bytes;
}

function normalOf(a: Vec, b: Vec, c: Vec): Vec {
  const u = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
  const v = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
  const n: Vec = [u[1]! * v[2]! - u[2]! * v[1]!, u[2]! * v[0]! - u[0]! * v[2]!, u[0]! * v[1]! - u[1]! * v[0]!];
  const length = Math.hypot(...n) || 1;
  return [n[0] / length, n[1] / length, n[2] / length];
}

/** A one-page PDF with a title and lines of text (Helvetica; ASCII only), with a correct cross-reference table. */
export function planPdf(title: string, lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
  const text = [
    `BT /F1 18 Tf 56 780 Td (${escape(title)}) Tj ET`,
    ...lines.map((line, index) => `BT /F1 11 Tf 56 ${748 - index * 18} Td (${escape(line)}) Tj ET`),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
