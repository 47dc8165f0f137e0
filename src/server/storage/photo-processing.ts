import sharp, { type Sharp } from 'sharp';
import { createImageQueue, IMAGE_JOBS } from './image-queue';

/** Thumbnails: JPEG, the longest side this many pixels (never enlarged), shown by the gallery's five columns. */
export const THUMBNAIL_LONGEST_SIDE = 320;
const THUMBNAIL_QUALITY = 80;
/** A rotated JPEG is encoded again at this quality (sharp cannot turn JPEG blocks losslessly). */
export const ROTATED_JPEG_QUALITY = 92;
/**
 * Photos with more pixels are refused before they are decoded (a decompression bomb: a small file that unpacks to
 * gigabytes). 150 megapixels takes the 108 MP sensors of current phones; a full decode for rotation then needs
 * about 450 MB, which is why image work also waits in a queue bounded by this many pixels in flight (below).
 */
export const MAX_INPUT_PIXELS = 150_000_000;

/**
 * Every decode of this process waits its turn here: at most IMAGE_JOBS at once and at most MAX_INPUT_PIXELS decoded
 * together, so a few photos at the cap run one after another instead of needing gigabytes at once.
 */
const imageQueue = createImageQueue({ jobs: IMAGE_JOBS, pixels: MAX_INPUT_PIXELS });

// libvips' operation cache would keep the last inputs and decoded images alive between requests; every photo is
// decoded once per request, so nothing is gained from it.
sharp.cache(false);

export type PhotoFormat = 'jpeg' | 'png';
export type ImageSize = { width: number; height: number };
export type RenderedImage = ImageSize & { bytes: Buffer; format: PhotoFormat };
export type ProcessingOptions = { maxInputPixels?: number };

/** The bytes are not an image sharp can decode, or it has more pixels than allowed. */
export class UnreadableImageError extends Error {
  readonly reason: 'too-many-pixels' | 'unreadable';
  constructor(reason: 'too-many-pixels' | 'unreadable', cause: unknown) {
    super(`image ${reason}`, { cause });
    this.reason = reason;
  }
}

/** A decoder for an untrusted photo: pixel cap, EXIF orientation applied, broken pixel data refused. */
function decode(input: Buffer, options: ProcessingOptions): Sharp {
  return sharp(input, {
    limitInputPixels: options.maxInputPixels ?? MAX_INPUT_PIXELS,
    autoOrient: true,
    failOn: 'error',
  });
}

/** The size a photo shows at (orientation applied), from its header only. */
export async function measurePhoto(
  input: Buffer,
  options: ProcessingOptions = {},
): Promise<ImageSize & { format: PhotoFormat }> {
  return readable(async () => {
    const metadata = await sharp(input).metadata();
    if (metadata.format !== 'jpeg' && metadata.format !== 'png')
      throw new Error(`unexpected format ${metadata.format}`);
    // metadata() reads the header only and does not apply the cap itself.
    if (metadata.width * metadata.height > (options.maxInputPixels ?? MAX_INPUT_PIXELS))
      throw new Error('Input image exceeds pixel limit');
    return { ...metadata.autoOrient, format: metadata.format };
  });
}

/** The gallery's thumbnail: upright, longest side 320 px, JPEG (transparency on white). */
export async function makeThumbnail(input: Buffer, options: ProcessingOptions = {}): Promise<RenderedImage> {
  const size = await measurePhoto(input, options);
  return imageQueue.run(size.width * size.height, () =>
    readable(async () => {
      const { data, info } = await decode(input, options)
        .resize(THUMBNAIL_LONGEST_SIDE, THUMBNAIL_LONGEST_SIDE, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: THUMBNAIL_QUALITY })
        .toBuffer({ resolveWithObject: true });
      return { bytes: data, width: info.width, height: info.height, format: 'jpeg' as const };
    }),
  );
}

/**
 * The photo turned clockwise by `angle` (a multiple of 90; negative turns the other way), upright first, in its own
 * format: PNG stays lossless, JPEG is encoded again at quality 92. The colour profile is kept; all other metadata
 * (and with it any location) is not.
 */
export async function rotatePhoto(
  input: Buffer,
  angle: number,
  options: ProcessingOptions = {},
): Promise<RenderedImage> {
  const { format, width, height } = await measurePhoto(input, options);
  return imageQueue.run(width * height, () =>
    readable(async () => {
      const turned = decode(input, options)
        .rotate(((angle % 360) + 360) % 360)
        .keepIccProfile();
      const encoded = format === 'png' ? turned.png() : turned.jpeg({ quality: ROTATED_JPEG_QUALITY });
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      return { bytes: data, width: info.width, height: info.height, format };
    }),
  );
}

/** Runs sharp work, turning any decoder failure into an UnreadableImageError. */
async function readable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    throw new UnreadableImageError(/pixel limit/i.test(message) ? 'too-many-pixels' : 'unreadable', error);
  }
}
