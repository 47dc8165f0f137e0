import { boundsOf, ModelLoadError, type ParsedMesh } from './parsed-mesh';

const HEADER_BYTES = 84;
const RECORD_BYTES = 50;
/** Framing the camera needs the bounds, not exactly: on a large model one vertex in 7 gives them closely. */
const BOUNDS_STRIDE = 7;
const EXACT_BOUNDS_UP_TO = 300_000;

/** The triangle count of a binary STL, or null when the size does not match (84 + 50 n bytes): then it is ASCII. */
export function binaryStlTriangleCount(buffer: ArrayBuffer): number | null {
  if (buffer.byteLength < HEADER_BYTES) return null;
  const count = new DataView(buffer).getUint32(80, true);
  return HEADER_BYTES + RECORD_BYTES * count === buffer.byteLength ? count : null;
}

/**
 * Parses an STL file, binary or ASCII, into positions only: an STL's normals are facet normals, which the viewer
 * draws flat-shaded from the triangles themselves, so reading, copying and uploading them would buy nothing.
 */
export function parseStl(buffer: ArrayBuffer): ParsedMesh {
  const count = binaryStlTriangleCount(buffer);
  const positions = count === null ? parseAsciiStl(new Uint8Array(buffer)) : parseBinaryStl(buffer, count);
  if (positions.length === 0) throw new ModelLoadError('empty', 'The STL file holds no triangles');
  return {
    positions,
    normals: null,
    colors: null,
    index: null,
    triangleCount: positions.length / 9,
    box: boundsOf(positions, positions.length > 3 * EXACT_BOUNDS_UP_TO ? BOUNDS_STRIDE : 1),
  };
}

/** Each 50-byte record: normal (skipped), three vertices, attribute bytes (skipped). */
function parseBinaryStl(buffer: ArrayBuffer, count: number): Float32Array {
  const positions = new Float32Array(count * 9);
  const view = new DataView(buffer);
  for (let i = 0, at = HEADER_BYTES + 12, out = 0; i < count; i++, at += RECORD_BYTES, out += 9) {
    positions[out] = view.getFloat32(at, true);
    positions[out + 1] = view.getFloat32(at + 4, true);
    positions[out + 2] = view.getFloat32(at + 8, true);
    positions[out + 3] = view.getFloat32(at + 12, true);
    positions[out + 4] = view.getFloat32(at + 16, true);
    positions[out + 5] = view.getFloat32(at + 20, true);
    positions[out + 6] = view.getFloat32(at + 24, true);
    positions[out + 7] = view.getFloat32(at + 28, true);
    positions[out + 8] = view.getFloat32(at + 32, true);
  }
  return positions;
}

/**
 * ASCII STL read straight from the bytes: `facet normal nx ny nz / outer loop / vertex x y z (3 or more) / endloop /
 * endfacet`, in one or more `solid … endsolid` blocks. A loop of more than three vertices is cut into a fan.
 */
export function parseAsciiStl(bytes: Uint8Array): Float32Array<ArrayBuffer> {
  const reader = new TokenReader(bytes);
  let positions = new Float32Array(Math.max(9, Math.floor(bytes.length / 60) * 9));
  let length = 0;
  const loop: number[] = [];
  let sawSolid = false;
  for (let word = reader.word(); word !== ''; word = reader.word()) {
    if (word === 'solid' || word === 'endsolid') {
      sawSolid = true;
      reader.skipLine();
      continue;
    }
    if (word !== 'facet') throw malformed(`unexpected "${word}"`);
    reader.expect('normal');
    for (let k = 0; k < 3; k++) reader.number();
    reader.expect('outer');
    reader.expect('loop');
    loop.length = 0;
    for (let next = reader.word(); next !== 'endloop'; next = reader.word()) {
      if (next !== 'vertex') throw malformed(`expected "vertex", found "${next}"`);
      loop.push(reader.number(), reader.number(), reader.number());
    }
    reader.expect('endfacet');
    if (loop.length < 9) throw malformed('a facet with fewer than three vertices');
    for (let v = 3; v + 5 < loop.length; v += 3) {
      if (length + 9 > positions.length) positions = grow(positions);
      for (let k = 0; k < 3; k++) positions[length + k] = loop[k]!;
      for (let k = 0; k < 6; k++) positions[length + 3 + k] = loop[v + k]!;
      length += 9;
    }
  }
  if (!sawSolid && length === 0)
    throw malformed('neither a binary STL (its size does not match its triangle count) nor an ASCII one');
  return positions.slice(0, length);
}

function grow(array: Float32Array<ArrayBuffer>): Float32Array<ArrayBuffer> {
  const bigger = new Float32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}

function malformed(detail: string): ModelLoadError {
  return new ModelLoadError('malformed', `Not a valid STL file: ${detail}`);
}

const SPACE = 32;
const MINUS = 45;
const PLUS = 43;
const DOT = 46;
const ZERO = 48;
const NINE = 57;
const LOWER_E = 101;
const UPPER_E = 69;
const NEWLINE = 10;
const MAX_WORD = 20;

const isDigit = (byte: number | undefined) => byte !== undefined && byte >= ZERO && byte <= NINE;

/** Whitespace-separated words and numbers of an ASCII file, read without decoding it to a string first. */
class TokenReader {
  private at = 0;
  private readonly bytes: Uint8Array;

  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
  }

  private skipSpace(): void {
    while (this.at < this.bytes.length && this.bytes[this.at]! <= SPACE) this.at++;
  }

  /** The next word in lower case (its first 20 characters), or '' at the end. */
  word(): string {
    this.skipSpace();
    const start = this.at;
    while (this.at < this.bytes.length && this.bytes[this.at]! > SPACE) this.at++;
    let text = '';
    for (let i = start; i < Math.min(this.at, start + MAX_WORD); i++)
      text += String.fromCharCode(this.bytes[i]! | 0x20);
    return text;
  }

  expect(word: string): void {
    const found = this.word();
    if (found !== word) throw malformed(`expected "${word}", found "${found}"`);
  }

  skipLine(): void {
    while (this.at < this.bytes.length && this.bytes[this.at] !== NEWLINE) this.at++;
  }

  /** A decimal number (sign, digits, fraction, exponent), computed in double precision. */
  number(): number {
    this.skipSpace();
    const bytes = this.bytes;
    let i = this.at;
    let sign = 1;
    if (bytes[i] === MINUS || bytes[i] === PLUS) sign = bytes[i++] === MINUS ? -1 : 1;
    let mantissa = 0;
    let exponent = 0;
    let digits = 0;
    for (; isDigit(bytes[i]); i++, digits++) {
      if (digits < 17) mantissa = mantissa * 10 + bytes[i]! - ZERO;
      else exponent++;
    }
    if (bytes[i] === DOT) {
      for (i++; isDigit(bytes[i]); i++, digits++) {
        if (digits < 17) {
          mantissa = mantissa * 10 + bytes[i]! - ZERO;
          exponent--;
        }
      }
    }
    if (digits === 0) throw malformed('expected a number');
    if (bytes[i] === LOWER_E || bytes[i] === UPPER_E) {
      i++;
      let exponentSign = 1;
      if (bytes[i] === MINUS || bytes[i] === PLUS) exponentSign = bytes[i++] === MINUS ? -1 : 1;
      if (!isDigit(bytes[i])) throw malformed('expected an exponent');
      let value = 0;
      for (; isDigit(bytes[i]); i++) value = value * 10 + bytes[i]! - ZERO;
      exponent += exponentSign * value;
    }
    if (i < bytes.length && bytes[i]! > SPACE) throw malformed('expected a number');
    this.at = i;
    return sign * scale(mantissa, exponent);
  }
}

const POWERS_OF_TEN = Array.from({ length: 23 }, (_, k) => 10 ** k);

function scale(mantissa: number, exponent: number): number {
  if (exponent === 0 || mantissa === 0) return mantissa;
  if (exponent > 0) return exponent < 23 ? mantissa * POWERS_OF_TEN[exponent]! : mantissa * 10 ** exponent;
  return -exponent < 23 ? mantissa / POWERS_OF_TEN[-exponent]! : mantissa / 10 ** -exponent;
}
