import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { pngImage } from './images.ts';

/** A file on disk for `setInputFiles` (a path: Chromium reads it itself, nothing large crosses the driver's pipe). */
export type TestFile = { path: string; name: string; size: number; sha256: string };

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cuspid-e2e-files-'));
process.on('exit', () => fs.rmSync(folder, { recursive: true, force: true }));

function write(name: string, bytes: Buffer | Uint8Array): TestFile {
  const file = path.join(folder, name);
  fs.writeFileSync(file, bytes);
  return { path: file, name, size: bytes.byteLength, sha256: crypto.createHash('sha256').update(bytes).digest('hex') };
}

/** A real JPEG (a colour gradient, so it is not a flat block a decoder could shortcut), as a tablet camera gives. */
export async function jpegPhoto(name: string, width = 640, height = 480): Promise<TestFile> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) pixels.set([(x * 255) / width, (y * 255) / height, 128], (y * width + x) * 3);
  }
  return write(
    name,
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 85 })
      .toBuffer(),
  );
}

/** A real PNG (see images.ts). */
export function pngPhoto(name: string, width = 64, height = 48): TestFile {
  return write(name, pngImage(width, height));
}

/** The binary STL facet count whose file is closest to `megabytes` MiB (a binary STL is 84 + 50·n bytes). */
export function facetsFor(megabytes: number): number {
  return Math.round((megabytes * 1024 * 1024 - 84) / 50);
}

/**
 * A binary STL: an 80-byte header (not starting with "solid", which would read as ASCII), the facet count, then per
 * facet a normal, three vertices (float32 LE) and a zero attribute word. The triangles march along a strip, so every
 * part of a multipart upload differs from the others (a server that mixed parts up would fail the hash check).
 */
export function binaryStl(name: string, facets: number): TestFile {
  const bytes = Buffer.alloc(84 + 50 * facets);
  bytes.write('Cuspid end-to-end test scan (binary STL)', 0, 'ascii');
  bytes.writeUInt32LE(facets, 80);
  for (let i = 0; i < facets; i++) {
    const at = 84 + 50 * i;
    const x = i * 0.01;
    const values = [0, 0, 1, x, 0, 0, x + 0.01, 0, 0, x, 0.01, (i % 97) * 0.001];
    values.forEach((value, k) => bytes.writeFloatLE(value, at + 4 * k));
  }
  return write(name, bytes);
}

/**
 * A binary STL that looks like a dental arch: a horseshoe tube with a bump per tooth, `segments` along the arch and
 * `rings` around it (2 · segments · rings facets). A 3D view of it fills a good part of the screen, unlike the thin
 * strip of `binaryStl`, so a test can see that it was drawn. `expansion` widens the arch (0 = none): the staged models
 * of a plan differ step by step as a real expansion does.
 */
export function archStl(name: string, { segments = 240, rings = 16, expansion = 0 }: { segments?: number; rings?: number; expansion?: number } = {}): TestFile {
  const point = (i: number, j: number): [number, number, number] => {
    const t = -0.45 * Math.PI + (0.9 * Math.PI * i) / segments;
    const around = (2 * Math.PI * j) / rings;
    const radius = 3 + 1.2 * Math.abs(Math.sin(7 * t));
    const width = 22 * (1 + expansion);
    const centre = [width * Math.sin(t), 0, -26 * Math.cos(t)];
    // The tube's cross-section lies in the plane of the arch's outward direction and the vertical.
    const outward = [Math.sin(t), 0, -Math.cos(t)];
    return [
      centre[0]! + radius * Math.cos(around) * outward[0]!,
      centre[1]! + radius * Math.sin(around),
      centre[2]! + radius * Math.cos(around) * outward[2]!,
    ];
  };
  const facets = 2 * segments * rings;
  const bytes = Buffer.alloc(84 + 50 * facets);
  bytes.write('Cuspid end-to-end test arch (binary STL)', 0, 'ascii');
  bytes.writeUInt32LE(facets, 80);
  let at = 84;
  const facet = (a: number[], b: number[], c: number[]) => {
    const u = [b[0]! - a[0]!, b[1]! - a[1]!, b[2]! - a[2]!];
    const v = [c[0]! - a[0]!, c[1]! - a[1]!, c[2]! - a[2]!];
    const n = [u[1]! * v[2]! - u[2]! * v[1]!, u[2]! * v[0]! - u[0]! * v[2]!, u[0]! * v[1]! - u[1]! * v[0]!];
    const length = Math.hypot(n[0]!, n[1]!, n[2]!) || 1;
    [...n.map((value) => value / length), ...a, ...b, ...c].forEach((value, k) => bytes.writeFloatLE(value, at + 4 * k));
    at += 50;
  };
  for (let i = 0; i < segments; i++) {
    for (let j = 0; j < rings; j++) {
      const [p00, p10, p01, p11] = [point(i, j), point(i + 1, j), point(i, j + 1), point(i + 1, j + 1)];
      facet(p00, p10, p11);
      facet(p00, p11, p01);
    }
  }
  return write(name, bytes);
}
