import { crc32 } from 'node:zlib';

/**
 * Removes location data from photos without touching a pixel: the file is rewritten segment by segment (JPEG) or
 * chunk by chunk (PNG), the compressed image data copied byte for byte. What may carry a place goes: EXIF (GPS IFD,
 * maker notes), XMP, IPTC, comments, text chunks, and anything after the image (motion-photo videos, MPF previews,
 * each with EXIF of their own). EXIF comes back as a minimal block holding only the Orientation tag, so the photo
 * still shows the right way up. What decoding needs stays: tables, frame, scans, JFIF, ICC profile, Adobe marker,
 * PNG's colour and transparency chunks.
 *
 * A file these functions cannot walk is refused (PhotoMetadataError) rather than stored with its metadata.
 */
export class PhotoMetadataError extends Error {}

/** The photo without location data; the same Buffer instance when there was nothing to remove. */
export function stripPhotoLocation(bytes: Buffer): Buffer {
  if (isPngSignature(bytes)) return stripPngMetadata(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return stripJpegMetadata(bytes);
  throw new PhotoMetadataError('neither JPEG nor PNG');
}

// ---- JPEG ------------------------------------------------------------------------------------------------------------

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const COM = 0xfe;
const EXIF_HEADER = Buffer.from('Exif\0\0', 'latin1');

/** Markers without a length: TEM and the restart markers. */
function isStandalone(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
}

/** What happens to one APPn/COM segment: kept as it is, replaced, or dropped (null). */
function jpegSegmentVerdict(marker: number, payload: Buffer, state: { exifSeen: boolean }): Buffer | 'keep' | null {
  if (marker === APP0) return 'keep'; // JFIF / JFXX: resolution and pixel aspect
  if (marker === APP1 && startsWith(payload, EXIF_HEADER)) {
    if (state.exifSeen) return null;
    state.exifSeen = true;
    const tiff = orientationOnlyExif(payload.subarray(EXIF_HEADER.length));
    if (tiff?.equals(payload.subarray(EXIF_HEADER.length))) return 'keep'; // stripped already
    return tiff ? jpegSegment(APP1, Buffer.concat([EXIF_HEADER, tiff])) : null;
  }
  if (marker === APP2 && startsWith(payload, Buffer.from('ICC_PROFILE\0', 'latin1'))) return 'keep';
  if (marker === APP14 && startsWith(payload, Buffer.from('Adobe', 'latin1'))) return 'keep'; // colour transform flag
  if ((marker >= APP0 && marker <= 0xef) || marker === COM) return null; // XMP, MPF, IPTC, vendor blocks, comments
  return 'keep'; // tables, frame and scan headers, restart interval
}

/** Walks the segments up to the image's end marker; see the module comment for what is kept. */
export function stripJpegMetadata(bytes: Buffer): Buffer {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== SOI) throw new PhotoMetadataError('no JPEG start marker');
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  const state = { exifSeen: false };
  let changed = false;
  let position = 2;
  let ended = false;
  while (position < bytes.length) {
    if (bytes[position] !== 0xff) throw new PhotoMetadataError(`no marker at ${position}`);
    // Any number of 0xFF fill bytes may precede a marker.
    while (bytes[position + 1] === 0xff) position += 1;
    const marker = bytes[position + 1];
    if (marker === undefined) throw new PhotoMetadataError('cut off at a marker');
    if (marker === EOI) {
      kept.push(bytes.subarray(position, position + 2));
      position += 2;
      ended = true;
      break;
    }
    if (isStandalone(marker)) {
      kept.push(bytes.subarray(position, position + 2));
      position += 2;
      continue;
    }
    if (position + 4 > bytes.length) throw new PhotoMetadataError('cut off in a segment header');
    const length = bytes.readUInt16BE(position + 2);
    const end = position + 2 + length;
    if (length < 2 || end > bytes.length)
      throw new PhotoMetadataError(`segment ${marker.toString(16)} runs past the end`);
    const segment = bytes.subarray(position, end);
    const verdict = jpegSegmentVerdict(marker, segment.subarray(4), state);
    if (verdict === 'keep') kept.push(segment);
    else {
      changed = true;
      if (verdict) kept.push(verdict);
    }
    position = end;
    if (marker === SOS) {
      const next = endOfEntropyData(bytes, position);
      kept.push(bytes.subarray(position, next));
      position = next;
    }
  }
  if (ended && position < bytes.length) changed = true; // trailing data (a motion photo's video, MPF images) is dropped
  return changed ? Buffer.concat(kept) : bytes;
}

/**
 * Where a scan's entropy-coded data ends: the next 0xFF that starts a marker. Inside the data a 0xFF byte is always
 * followed by 0x00 (stuffing) or a restart marker, so neither ends it; fill bytes (0xFF 0xFF) precede a real marker.
 */
function endOfEntropyData(bytes: Buffer, from: number): number {
  let position = from;
  for (;;) {
    position = bytes.indexOf(0xff, position);
    if (position < 0 || position + 1 >= bytes.length) return bytes.length; // no end marker: the scan runs to the end
    const next = bytes[position + 1]!;
    if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) return position;
    position += 2;
  }
}

function jpegSegment(marker: number, payload: Buffer): Buffer {
  const header = Buffer.from([0xff, marker, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

// ---- PNG -------------------------------------------------------------------------------------------------------------

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Chunks that describe pixels and nothing else (PNG 3rd edition, APNG). Everything else goes: eXIf (rewritten, see
 * below), tEXt/zTXt/iTXt (XMP and "Raw profile type exif" travel in them), and private chunks such as Apple's iDOT,
 * whose absolute file offsets would be wrong once anything before the image data is removed.
 */
const PIXEL_CHUNKS = new Set(
  'IHDR PLTE IDAT IEND tRNS cHRM gAMA iCCP sBIT sRGB cICP mDCV cLLI bKGD hIST pHYs sPLT acTL fcTL fdAT'.split(' '),
);

function isPngSignature(bytes: Buffer): boolean {
  return bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE);
}

/** Walks the chunks up to IEND; keeps the pixel chunks as they are, the Orientation of eXIf, nothing else. */
export function stripPngMetadata(bytes: Buffer): Buffer {
  if (!isPngSignature(bytes)) throw new PhotoMetadataError('no PNG signature');
  const kept: Buffer[] = [bytes.subarray(0, 8)];
  let changed = false;
  let exifSeen = false;
  let position = 8;
  let ended = false;
  while (position < bytes.length) {
    if (position + 12 > bytes.length) throw new PhotoMetadataError('cut off in a chunk header');
    const length = bytes.readUInt32BE(position);
    const type = bytes.toString('latin1', position + 4, position + 8);
    const end = position + 12 + length;
    if (!/^[A-Za-z]{4}$/.test(type) || end > bytes.length)
      throw new PhotoMetadataError(`chunk at ${position} runs past the end`);
    if (position === 8 && type !== 'IHDR') throw new PhotoMetadataError('IHDR is not the first chunk');
    const data = bytes.subarray(position + 8, position + 8 + length);
    const exif = type === 'eXIf' && !exifSeen ? orientationOnlyExif(data) : null;
    exifSeen ||= type === 'eXIf';
    if (PIXEL_CHUNKS.has(type) || exif?.equals(data)) kept.push(bytes.subarray(position, end));
    else {
      changed = true;
      if (exif) kept.push(pngChunk('eXIf', exif));
    }
    position = end;
    if (type === 'IEND') {
      ended = true;
      break;
    }
  }
  if (!ended) throw new PhotoMetadataError('no IEND chunk');
  if (position < bytes.length) changed = true; // bytes after IEND
  return changed ? Buffer.concat(kept) : bytes;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(data.length, 0);
  header.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(header.subarray(4))), 0);
  return Buffer.concat([header, data, crc]);
}

// ---- EXIF ------------------------------------------------------------------------------------------------------------

const ORIENTATION_TAG = 0x0112;
const TYPE_SHORT = 3;

/** The Orientation (1-8) in IFD0 of a TIFF-structured EXIF block, or null when there is none or the block is broken. */
export function exifOrientation(tiff: Buffer): number | null {
  if (tiff.length < 8) return null;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  if (u16(2) !== 42) return null;
  const ifd = u32(4);
  if (ifd < 8 || ifd + 2 > tiff.length) return null;
  const count = u16(ifd);
  for (let index = 0; index < count; index += 1) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > tiff.length) return null;
    if (u16(entry) !== ORIENTATION_TAG) continue;
    if (u16(entry + 2) !== TYPE_SHORT || u32(entry + 4) !== 1) return null;
    const value = u16(entry + 8);
    return value >= 1 && value <= 8 ? value : null;
  }
  return null;
}

/**
 * A new EXIF block (TIFF structure, little-endian) holding one tag, the Orientation of `tiff`; null when it has none
 * or it is 1, the default (then no EXIF is needed at all). Rebuilt rather than edited, so no offset into the old
 * block can survive.
 */
export function orientationOnlyExif(tiff: Buffer): Buffer | null {
  const orientation = exifOrientation(tiff);
  if (orientation === null || orientation === 1) return null;
  const block = Buffer.alloc(8 + 2 + 12 + 4);
  block.write('II', 0, 'latin1');
  block.writeUInt16LE(42, 2);
  block.writeUInt32LE(8, 4); // IFD0 right after the header
  block.writeUInt16LE(1, 8); // one entry
  block.writeUInt16LE(ORIENTATION_TAG, 10);
  block.writeUInt16LE(TYPE_SHORT, 12);
  block.writeUInt32LE(1, 14);
  block.writeUInt16LE(orientation, 18); // value in place, padded to 4 bytes
  block.writeUInt32LE(0, 22); // no next IFD (no thumbnail IFD1)
  return block;
}

function startsWith(bytes: Buffer, prefix: Buffer): boolean {
  return bytes.length >= prefix.length && bytes.subarray(0, prefix.length).equals(prefix);
}
