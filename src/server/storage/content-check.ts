import { FORMAT_CONTENT_TYPES, purposeRule, type FileFormat, type StoredPurpose } from './purposes';

/** How much of a file the check sees: its first and last bytes (the stream meter keeps them) and its size. */
export const HEAD_BYTES = 64 * 1024;
export const TAIL_BYTES = 1024;

export type ContentSample = { head: Buffer; tail: Buffer; size: number };

export type ContentVerdict =
  { ok: true; format: FileFormat; contentType: string } | { ok: false; reason: 'too-large' | 'empty' | 'not-allowed' };

/** Whether a file of this purpose may be stored: size within the purpose's limit, format (by its bytes) among its formats. */
export function checkContent(purpose: StoredPurpose, sample: ContentSample): ContentVerdict {
  const rule = purposeRule(purpose);
  if (sample.size > rule.maxBytes) return { ok: false, reason: 'too-large' };
  if (sample.size === 0) return { ok: false, reason: 'empty' };
  const format = detectFormat(sample);
  if (!format || !rule.formats.includes(format)) return { ok: false, reason: 'not-allowed' };
  return { ok: true, format, contentType: FORMAT_CONTENT_TYPES[format] };
}

/** The format the bytes say, or null. Names are never consulted. */
export function detectFormat(sample: ContentSample): FileFormat | null {
  if (isPng(sample)) return 'png';
  if (isJpeg(sample)) return 'jpeg';
  if (isPdf(sample)) return 'pdf';
  if (isPly(sample)) return 'ply';
  // Some exporters start a binary STL's 80-byte header with "solid": the size rule decides first.
  if (isBinaryStl(sample) || isAsciiStl(sample)) return 'stl';
  if (isObj(sample)) return 'obj';
  return null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Signature, then the IHDR chunk (length 13) with a non-zero width and height. */
function isPng({ head }: ContentSample): boolean {
  if (head.length < 8 + 8 + 13 || !head.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  return (
    head.readUInt32BE(8) === 13 &&
    head.toString('latin1', 12, 16) === 'IHDR' &&
    head.readUInt32BE(16) > 0 &&
    head.readUInt32BE(20) > 0
  );
}

/**
 * SOI (FF D8) followed by a marker. The end marker is not required: tablets' "motion photos" carry a video after it,
 * and a cut-off upload is already caught by the whole-file SHA-256 check at completion.
 */
function isJpeg({ head }: ContentSample): boolean {
  if (head.length < 4 || head[0] !== 0xff || head[1] !== 0xd8 || head[2] !== 0xff) return false;
  const marker = head[3] ?? 0;
  return marker >= 0xc0 && marker <= 0xfe;
}

/** `%PDF-1.x` (or 2.x) at the start and the `%%EOF` marker within the last 1024 bytes (where readers look for it). */
function isPdf({ head, tail }: ContentSample): boolean {
  return /^%PDF-[12]\.\d/.test(head.toString('latin1', 0, 8)) && tail.includes('%%EOF', 0, 'latin1');
}

/** `ply`, then `format ascii|binary_little_endian|binary_big_endian 1.0`, and the header's end within the first 64 KiB. */
function isPly({ head }: ContentSample): boolean {
  const text = head.toString('latin1');
  return (
    /^ply\r?\nformat (ascii|binary_little_endian|binary_big_endian) 1\.0[ \t]*\r?\n/.test(text) &&
    /\nend_header\r?\n/.test(text)
  );
}

/** 80-byte header, uint32 facet count n at offset 80 (little-endian), then exactly 50 bytes per facet. */
function isBinaryStl({ head, size }: ContentSample): boolean {
  if (size < 84 + 50 || head.length < 84) return false;
  const facets = head.readUInt32LE(80);
  return facets > 0 && size === 84 + 50 * facets;
}

/** Text: `solid [name]`, facets with vertices, and `endsolid [name]` as the last line. */
function isAsciiStl({ head, tail }: ContentSample): boolean {
  if (!isText(head) || !isText(tail)) return false;
  const start = head.toString('latin1');
  if (!/^\s*solid(?=[ \t\r\n])/i.test(start) || !/facet\s+normal\s/i.test(start) || !/\svertex\s/i.test(start))
    return false;
  const end = tail.toString('latin1').trimEnd();
  const at = end.toLowerCase().lastIndexOf('endsolid');
  return at >= 0 && (at === 0 || /\s/.test(end[at - 1] ?? '')) && !/[\r\n]/.test(end.slice(at));
}

const NUMBER = String.raw`[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?`;
const VERTEX_LINE = new RegExp(String.raw`^v[ \t]+${NUMBER}[ \t]+${NUMBER}[ \t]+${NUMBER}`, 'm');

/** Text with at least one `v x y z` vertex line near the start. */
function isObj({ head, tail }: ContentSample): boolean {
  return isText(head) && isText(tail) && VERTEX_LINE.test(head.toString('latin1'));
}

/** No NUL and no control bytes other than tab, CR, LF (UTF-8 bytes above 0x7f are fine). */
function isText(bytes: Buffer): boolean {
  for (const byte of bytes) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return false;
    if (byte === 0x7f) return false;
  }
  return true;
}
