import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  exifOrientation,
  orientationOnlyExif,
  PhotoMetadataError,
  stripJpegMetadata,
  stripPhotoLocation,
  stripPngMetadata,
} from './photo-metadata';
import { jpeg, png } from './testing';

/** A camera's EXIF: make and model in IFD0, a position in the GPS IFD (IFD3 in sharp's naming). */
const CAMERA_EXIF = {
  IFD0: { Make: 'Acme', Model: 'Clinic Tablet 7' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '48/1 51/1 2981/100',
    GPSLongitudeRef: 'E',
    GPSLongitude: '2/1 17/1 4321/100',
  },
};
const XMP_WITH_PLACE =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="48,51.4968N" exif:GPSLongitude="2,17.7202E"/>' +
  '</rdf:RDF></x:xmpmeta>';

/** A photo with some detail (a gradient with a disc), so that pixel comparisons mean something. */
function scene(format: 'jpeg' | 'png', options: { orientation?: number; progressive?: boolean } = {}) {
  const width = 96;
  const height = 64;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const inDisc = (x - 60) ** 2 + (y - 30) ** 2 < 200;
      pixels.set([inDisc ? 250 : x * 2, inDisc ? 240 : y * 3, (x * y) % 256], (y * width + x) * 3);
    }
  }
  let image = sharp(pixels, { raw: { width, height, channels: 3 } });
  image = format === 'jpeg' ? image.jpeg({ quality: 90, progressive: options.progressive ?? false }) : image.png();
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image;
}

/** The rational 2981/100 (seconds of latitude) as EXIF stores it, little-endian as sharp writes it. */
const GPS_SECONDS = Buffer.from([0xa5, 0x0b, 0, 0, 100, 0, 0, 0]);
/** The GPS IFD pointer tag (0x8825) as an IFD entry starts, little-endian. */
const GPS_POINTER_TAG = Buffer.from([0x25, 0x88, 0x04, 0x00]);

async function rawPixels(image: Buffer): Promise<Buffer> {
  return sharp(image, { autoOrient: false }).raw().toBuffer();
}

function jpegMarkers(bytes: Buffer): string[] {
  const markers: string[] = [];
  let position = 2;
  while (position < bytes.length) {
    const marker = bytes[position + 1]!;
    if (marker === 0xd9) return [...markers, 'EOI'];
    const length = bytes.readUInt16BE(position + 2);
    const label = bytes.toString('latin1', position + 4, position + 8).replace(/[^\x20-\x7e]/g, '.');
    markers.push(`${marker.toString(16)}:${label}`);
    position += 2 + length;
    if (marker === 0xda) {
      // Entropy data until the next real marker (stuffed 0xFF00 and restart markers are data).
      for (position; position < bytes.length; position += 1) {
        const next = bytes[position + 1]!;
        if (bytes[position] === 0xff && next !== 0 && !(next >= 0xd0 && next <= 0xd7)) break;
      }
    }
  }
  return markers;
}

function pngChunks(bytes: Buffer): { type: string; data: Buffer; crcOk: boolean }[] {
  const chunks = [];
  for (let position = 8; position < bytes.length;) {
    const length = bytes.readUInt32BE(position);
    const type = bytes.toString('latin1', position + 4, position + 8);
    const data = bytes.subarray(position + 8, position + 8 + length);
    const crcOk =
      crc32(bytes.subarray(position + 4, position + 8 + length)) === bytes.readUInt32BE(position + 8 + length);
    chunks.push({ type, data, crcOk });
    position += 12 + length;
    if (type === 'IEND') break;
  }
  return chunks;
}

/** Inserts `segments` right after SOI (and APP0 when there is one). */
function withSegments(image: Buffer, segments: Buffer[]): Buffer {
  const at = image[3] === 0xe0 ? 4 + image.readUInt16BE(4) : 2;
  return Buffer.concat([image.subarray(0, at), ...segments, image.subarray(at)]);
}
function segment(marker: number, payload: string | Buffer): Buffer {
  const body = typeof payload === 'string' ? Buffer.from(payload, 'latin1') : payload;
  const header = Buffer.from([0xff, marker, 0, 0]);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([header, body]);
}
function chunk(type: string, data: string | Buffer): Buffer {
  const body = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
  const out = Buffer.alloc(12 + body.length);
  out.writeUInt32BE(body.length, 0);
  out.write(type, 4, 'latin1');
  body.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + body.length)), 8 + body.length);
  return out;
}
/** Inserts chunks right after IHDR. */
function withChunks(image: Buffer, chunks: Buffer[]): Buffer {
  return Buffer.concat([image.subarray(0, 33), ...chunks, image.subarray(33)]);
}

describe('JPEG: location data removed, pixels untouched', () => {
  let original: Buffer;
  let stripped: Buffer;
  beforeAll(async () => {
    const camera = await scene('jpeg', { orientation: 6 })
      .withExif(CAMERA_EXIF)
      .withXmp(XMP_WITH_PLACE)
      .withIccProfile('p3')
      .toBuffer();
    // What else phones and editors add: an IPTC block naming the city, a comment, an MPF index, and a motion photo's video.
    original = Buffer.concat([
      withSegments(camera, [
        segment(0xed, 'Photoshop 3.0\0 8BIM City: Paris'),
        segment(0xfe, 'taken at 48.8583 N, 2.2945 E'),
        segment(0xe2, 'MPF\0II*\0'),
      ]),
      Buffer.from('\0\0\0\x18ftypmp42 video with its own GPS track', 'latin1'),
    ]);
    stripped = stripJpegMetadata(original);
  });

  it('starts from a photo that does carry a position (the fixture is real)', async () => {
    const metadata = await sharp(original).metadata();
    expect(metadata.exif?.includes(GPS_POINTER_TAG)).toBe(true);
    expect(metadata.exif?.includes(GPS_SECONDS)).toBe(true);
    expect(metadata.xmp?.toString()).toContain('GPSLatitude');
    expect(original.toString('latin1')).toContain('Paris');
  });

  it('leaves no GPS tag, XMP, IPTC, comment or trailing video', async () => {
    expect(stripped.includes(GPS_POINTER_TAG)).toBe(false);
    expect(stripped.includes(GPS_SECONDS)).toBe(false);
    for (const text of ['GPSLatitude', 'Paris', '48.8583', 'ftypmp42', 'Acme', 'MPF', 'http://ns.adobe.com']) {
      expect(stripped.toString('latin1')).not.toContain(text);
    }
    const metadata = await sharp(stripped).metadata();
    expect(metadata.xmp).toBeUndefined();
    const appSegments = (bytes: Buffer) => jpegMarkers(bytes).filter((m) => /^e|^fe/.test(m));
    expect(appSegments(original)).toEqual(['ed:Phot', 'fe:take', 'e2:MPF.', 'e1:Exif', 'e1:http', 'e2:ICC_']);
    expect(appSegments(stripped)).toEqual(['e1:Exif', 'e2:ICC_']);
    // Tables, frame and scan headers all kept, in order.
    expect(jpegMarkers(stripped).filter((m) => !/^e|^fe/.test(m))).toEqual(
      jpegMarkers(original).filter((m) => !/^e|^fe/.test(m)),
    );
  });

  it('keeps the orientation (as the only EXIF tag) and the colour profile', async () => {
    const metadata = await sharp(stripped).metadata();
    expect(metadata.orientation).toBe(6);
    expect(metadata.exif?.subarray(6)).toEqual(orientationOnlyExif(metadata.exif!.subarray(6)));
    expect(metadata.exif?.length).toBe(6 + 26);
    expect(metadata.icc?.length).toBeGreaterThan(0);
    expect(metadata.autoOrient).toEqual({ width: 64, height: 96 });
  });

  it('is lossless: the compressed image data is copied byte for byte, and decodes to the same pixels', async () => {
    const scanOf = (bytes: Buffer) =>
      bytes.subarray(bytes.indexOf(Buffer.from([0xff, 0xda])), bytes.lastIndexOf(Buffer.from([0xff, 0xd9])) + 2);
    expect(scanOf(stripped).equals(scanOf(original))).toBe(true);
    expect((await rawPixels(stripped)).equals(await rawPixels(original))).toBe(true);
  });

  it('is stable: stripping a stripped photo changes nothing (same Buffer back)', () => {
    expect(stripJpegMetadata(stripped)).toBe(stripped);
  });

  it('drops EXIF entirely when it has no orientation', async () => {
    const photo = await scene('jpeg').withExif(CAMERA_EXIF).toBuffer();
    const result = stripPhotoLocation(photo);
    expect(result.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);
    expect(result.includes(GPS_SECONDS)).toBe(false);
    expect((await rawPixels(result)).equals(await rawPixels(photo))).toBe(true);
  });

  it('walks a progressive JPEG (many scans, tables between them) and fill bytes before markers', async () => {
    const photo = await scene('jpeg', { progressive: true, orientation: 3 }).withExif(CAMERA_EXIF).toBuffer();
    const sos = photo.indexOf(Buffer.from([0xff, 0xda]));
    const filled = Buffer.concat([photo.subarray(0, sos), Buffer.from([0xff, 0xff]), photo.subarray(sos)]);
    const result = stripJpegMetadata(filled);
    expect(jpegMarkers(result).filter((m) => m.startsWith('da')).length).toBeGreaterThan(2);
    expect(result.includes(GPS_POINTER_TAG)).toBe(false);
    expect((await sharp(result).metadata()).orientation).toBe(3);
    expect((await rawPixels(result)).equals(await rawPixels(photo))).toBe(true);
  });

  it('returns a photo without metadata as it is (same Buffer)', async () => {
    const plain = await scene('jpeg').toBuffer();
    expect(stripPhotoLocation(plain)).toBe(plain);
  });

  it.each([
    ['a segment that runs past the end', (photo: Buffer) => photo.subarray(0, 30)],
    [
      'garbage where a marker should be',
      (photo: Buffer) => Buffer.concat([photo.subarray(0, 2), Buffer.from('garbage'), photo.subarray(2)]),
    ],
    ['only the start marker', () => Buffer.from([0xff, 0xd8, 0xff])],
    ['the test kit’s stand-in JPEG (a header and filler)', () => jpeg(4096)],
  ])('refuses %s', async (_name, damage) => {
    const photo = await scene('jpeg').withExif(CAMERA_EXIF).toBuffer();
    expect(() => stripPhotoLocation(damage(photo))).toThrow(PhotoMetadataError);
  });
});

describe('PNG: location data removed, pixels untouched', () => {
  let original: Buffer;
  let stripped: Buffer;
  beforeAll(async () => {
    const camera = await scene('png', { orientation: 8 }).withExif(CAMERA_EXIF).withXmp(XMP_WITH_PLACE).toBuffer();
    original = Buffer.concat([
      withChunks(camera, [
        chunk('tEXt', 'Location\0Paris, 7e arrondissement'),
        chunk('iTXt', 'XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta>GPSLongitude 2,17.7202E</x:xmpmeta>'),
        chunk(
          'zTXt',
          Buffer.concat([
            Buffer.from('Raw profile type exif\0\0', 'latin1'),
            Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]),
          ]),
        ),
        chunk('iDOT', Buffer.alloc(28, 1)),
      ]),
      Buffer.from('trailing bytes after IEND: GPS 48.8583', 'latin1'),
    ]);
    stripped = stripPngMetadata(original);
  });

  it('starts from a photo that does carry a position (the fixture is real)', async () => {
    const metadata = await sharp(original).metadata();
    expect(metadata.exif?.includes(GPS_POINTER_TAG)).toBe(true);
    expect(metadata.xmp?.toString()).toContain('GPSLatitude');
    expect(pngChunks(original).map((c) => c.type)).toEqual(
      expect.arrayContaining(['eXIf', 'zTXt', 'tEXt', 'iTXt', 'iDOT']),
    );
  });

  it('keeps the pixel chunks in order, the orientation as the only EXIF tag, nothing else', async () => {
    const chunks = pngChunks(stripped);
    expect(chunks.map((c) => c.type).filter((type, i, all) => type !== all[i - 1])).toEqual([
      'IHDR',
      'iCCP',
      'eXIf',
      'pHYs',
      'IDAT',
      'IEND',
    ]);
    expect(chunks.every((c) => c.crcOk)).toBe(true);
    const exif = chunks.find((c) => c.type === 'eXIf')!.data;
    expect(exifOrientation(exif)).toBe(8);
    expect(exif.length).toBe(26);
    for (const text of ['GPS', 'Paris', 'xmpmeta', '48.8583', 'Acme'])
      expect(stripped.toString('latin1')).not.toContain(text);
    const metadata = await sharp(stripped).metadata();
    expect(metadata.orientation).toBe(8);
    expect(metadata.xmp).toBeUndefined();
  });

  it('is lossless: IDAT byte for byte, the same pixels', async () => {
    const idat = (bytes: Buffer) =>
      Buffer.concat(
        pngChunks(bytes)
          .filter((c) => c.type === 'IDAT')
          .map((c) => c.data),
      );
    expect(idat(stripped).equals(idat(original))).toBe(true);
    expect((await rawPixels(stripped)).equals(await rawPixels(original))).toBe(true);
  });

  it('returns a PNG without metadata as it is (same Buffer), and a stripped one too', async () => {
    const plain = await sharp(await scene('png').toBuffer())
      .png()
      .toBuffer();
    const withoutPhys = Buffer.concat(pngChunks(plain).map((c) => chunk(c.type, c.data)));
    const bare = Buffer.concat([plain.subarray(0, 8), withoutPhys]);
    expect(stripPhotoLocation(bare)).toBe(bare);
    expect(stripPngMetadata(stripped)).toBe(stripped);
  });

  it.each([
    ['a chunk cut off', (photo: Buffer) => photo.subarray(0, photo.length - 20)],
    ['no IEND', (photo: Buffer) => photo.subarray(0, photo.length - 12)],
    [
      'a chunk before IHDR',
      (photo: Buffer) => Buffer.concat([photo.subarray(0, 8), chunk('tEXt', 'a\0b'), photo.subarray(8)]),
    ],
    ['the test kit’s stand-in PNG (a header and filler)', () => png(2048)],
  ])('refuses %s', async (_name, damage) => {
    const photo = await scene('png').withExif(CAMERA_EXIF).toBuffer();
    expect(() => stripPhotoLocation(damage(photo))).toThrow(PhotoMetadataError);
  });
});

describe('EXIF orientation', () => {
  it('reads a big-endian block (Motorola order), and rebuilds it little-endian with that orientation only', () => {
    const big = Buffer.alloc(8 + 2 + 12 * 2 + 4);
    big.write('MM', 0, 'latin1');
    big.writeUInt16BE(42, 2);
    big.writeUInt32BE(8, 4);
    big.writeUInt16BE(2, 8);
    big.writeUInt16BE(0x010f, 10); // Make, ASCII, 4 bytes in place
    big.writeUInt16BE(2, 12);
    big.writeUInt32BE(4, 14);
    big.write('Acm\0', 18, 'latin1');
    big.writeUInt16BE(0x0112, 22); // Orientation, SHORT, 1
    big.writeUInt16BE(3, 24);
    big.writeUInt32BE(1, 26);
    big.writeUInt16BE(5, 30);
    expect(exifOrientation(big)).toBe(5);
    const rebuilt = orientationOnlyExif(big)!;
    expect(rebuilt.toString('latin1', 0, 2)).toBe('II');
    expect(exifOrientation(rebuilt)).toBe(5);
    expect(rebuilt.includes(Buffer.from('Acm'))).toBe(false);
  });

  it.each([
    ['an empty block', Buffer.alloc(0)],
    ['a wrong byte order mark', Buffer.from('XX*\0\x08\0\0\0', 'latin1')],
    ['an IFD offset past the end', Buffer.from('II*\0\xff\0\0\0', 'latin1')],
  ])('answers null for %s', (_name, block) => {
    expect(exifOrientation(block)).toBeNull();
    expect(orientationOnlyExif(block)).toBeNull();
  });

  it('answers null for an orientation outside 1-8', () => {
    const block = orientationOnlyExif(
      Buffer.from('II*\0\x08\0\0\0\x01\0\x12\x01\x03\0\x01\0\0\0\x06\0\0\0\0\0\0\0', 'latin1'),
    )!;
    expect(exifOrientation(block)).toBe(6);
    block.writeUInt16LE(9, 18);
    expect(exifOrientation(block)).toBeNull();
  });
});
