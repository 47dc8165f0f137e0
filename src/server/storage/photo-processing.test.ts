import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeThumbnail, measurePhoto, rotatePhoto, UnreadableImageError } from './photo-processing';
import { jpeg } from './testing';

const RED = { r: 255, g: 0, b: 0 };
const WHITE = { r: 255, g: 255, b: 255 };

/** A white picture with a red square in its top-left corner: where the square ends up tells the turn. */
async function marked(width: number, height: number, format: 'jpeg' | 'png', orientation?: number): Promise<Buffer> {
  const square = Math.round(Math.min(width, height) / 4);
  let image = sharp({ create: { width, height, channels: 3, background: WHITE } }).composite([
    { input: { create: { width: square, height: square, channels: 3, background: RED } }, left: 0, top: 0 },
  ]);
  image = format === 'png' ? image.png() : image.jpeg({ quality: 95 });
  if (orientation) image = image.withMetadata({ orientation });
  return image.toBuffer();
}

/** Which corner is red, as the image is shown (orientation applied). */
async function redCorner(image: Buffer): Promise<string> {
  const { data, info } = await sharp(image, { autoOrient: true }).raw().toBuffer({ resolveWithObject: true });
  const isRed = (x: number, y: number) => {
    const at = (y * info.width + x) * info.channels;
    return data[at]! > 200 && data[at + 1]! < 60 && data[at + 2]! < 60;
  };
  const corners = {
    'top-left': [2, 2],
    'top-right': [info.width - 3, 2],
    'bottom-right': [info.width - 3, info.height - 3],
    'bottom-left': [2, info.height - 3],
  } as const;
  return Object.entries(corners)
    .filter(([, [x, y]]) => isRed(x, y))
    .map(([name]) => name)
    .join(',');
}

/** A real decompression bomb: a 13 000 × 13 000 one-bit PNG (169 MP) that weighs a few kilobytes. */
function pngBomb(side = 13_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'latin1');
    data.copy(out, 8);
    return out; // CRCs are not needed: the size is refused from the header
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = deflateSync(Buffer.alloc((1 + Math.ceil(side / 8)) * side));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('thumbnails', () => {
  it('are JPEG, upright, with the longest side 320 px', async () => {
    const photo = await marked(1000, 600, 'jpeg', 6); // stored landscape, shown portrait
    expect(await measurePhoto(photo)).toEqual({ width: 600, height: 1000, format: 'jpeg' });
    const thumbnail = await makeThumbnail(photo);
    expect(thumbnail).toMatchObject({ width: 192, height: 320, format: 'jpeg' });
    const metadata = await sharp(thumbnail.bytes).metadata();
    expect({
      format: metadata.format,
      width: metadata.width,
      height: metadata.height,
      orientation: metadata.orientation,
    }).toEqual({ format: 'jpeg', width: 192, height: 320, orientation: undefined });
    expect(await redCorner(thumbnail.bytes)).toBe(await redCorner(photo));
  });

  it('never enlarge a small photo', async () => {
    expect(await makeThumbnail(await marked(120, 80, 'png'))).toMatchObject({ width: 120, height: 80, format: 'jpeg' });
  });

  it('put a transparent PNG on white', async () => {
    const clear = await sharp({
      create: { width: 40, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const { data } = await sharp((await makeThumbnail(clear)).bytes)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]].every((value) => value! > 250)).toBe(true);
  });
});

describe('rotation', () => {
  it.each([
    [90, 'top-right'],
    [180, 'bottom-right'],
    [270, 'bottom-left'],
    [-90, 'bottom-left'],
  ])(
    'turns a JPEG clockwise by %i°: the red corner goes %s, the sides swap on quarter turns',
    async (angle, corner) => {
      const photo = await marked(400, 300, 'jpeg');
      const rotated = await rotatePhoto(photo, angle);
      const quarter = Math.abs(angle) % 180 === 90;
      expect(rotated).toMatchObject({ format: 'jpeg', width: quarter ? 300 : 400, height: quarter ? 400 : 300 });
      expect(await redCorner(rotated.bytes)).toBe(corner);
    },
  );

  it('applies the EXIF orientation first, and leaves none behind', async () => {
    const photo = await marked(400, 300, 'jpeg', 6); // shown turned a quarter clockwise: red top-right
    expect(await redCorner(photo)).toBe('top-right');
    const rotated = await rotatePhoto(photo, 90);
    expect(rotated).toMatchObject({ width: 400, height: 300 });
    expect(await redCorner(rotated.bytes)).toBe('bottom-right');
    expect((await sharp(rotated.bytes).metadata()).orientation).toBeUndefined();
  });

  it('keeps a PNG a PNG (lossless: a turn and back gives the same pixels) and keeps the colour profile', async () => {
    const photo = await marked(64, 48, 'png');
    const there = await rotatePhoto(photo, 90);
    const back = await rotatePhoto(there.bytes, -90);
    expect(there.format).toBe('png');
    expect(await sharp(back.bytes).raw().toBuffer()).toEqual(await sharp(photo).raw().toBuffer());
    const profiled = await sharp(await marked(64, 48, 'jpeg'))
      .withIccProfile('p3')
      .toBuffer();
    expect((await sharp((await rotatePhoto(profiled, 90)).bytes).metadata()).icc?.length).toBeGreaterThan(0);
  });
});

describe('refusals', () => {
  it('refuses a decompression bomb from its header, before decoding', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(100_000);
    for (const work of [() => makeThumbnail(bomb), () => rotatePhoto(bomb, 90), () => measurePhoto(bomb)]) {
      await expect(work()).rejects.toMatchObject({ constructor: UnreadableImageError, reason: 'too-many-pixels' });
    }
  });

  it('takes a photo exactly at the pixel cap and refuses one pixel over', async () => {
    const photo = await marked(100, 50, 'jpeg');
    await expect(makeThumbnail(photo, { maxInputPixels: 5000 })).resolves.toMatchObject({ width: 100 });
    await expect(makeThumbnail(photo, { maxInputPixels: 4999 })).rejects.toMatchObject({ reason: 'too-many-pixels' });
    await expect(rotatePhoto(photo, 90, { maxInputPixels: 4999 })).rejects.toMatchObject({ reason: 'too-many-pixels' });
  });

  it.each([
    ['bytes that are no image', Buffer.from('not an image at all')],
    ['a JPEG header with filler instead of data', jpeg(4096)],
  ])('answers UnreadableImageError for %s', async (_name, bytes) => {
    await expect(makeThumbnail(bytes)).rejects.toMatchObject({
      constructor: UnreadableImageError,
      reason: 'unreadable',
    });
    await expect(rotatePhoto(bytes, 90)).rejects.toMatchObject({ reason: 'unreadable' });
  });
});
