/** The longest side of a local preview: enough for a gallery thumbnail, small enough to keep beside the parts. */
export const PREVIEW_LONGEST_SIDE_PX = 320;
const PREVIEW_QUALITY = 0.8;

type Surface = {
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;
  toJpeg: () => Promise<Blob | null>;
};

function surfaceOf(width: number, height: number): Surface | null {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    return context
      ? { context, toJpeg: () => canvas.convertToBlob({ type: 'image/jpeg', quality: PREVIEW_QUALITY }) }
      : null;
  }
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  return context
    ? { context, toJpeg: () => new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', PREVIEW_QUALITY)) }
    : null;
}

/**
 * A small JPEG of a photo (longest side 320 px), to show it before it is synced. Undefined where the browser cannot
 * decode it (or there is no canvas, as in tests): the photo is still uploaded, only shown later.
 */
export async function makePhotoPreview(photo: Blob): Promise<Blob | undefined> {
  if (typeof createImageBitmap !== 'function') return undefined;
  let bitmap: ImageBitmap | undefined;
  try {
    bitmap = await createImageBitmap(photo);
    const scale = Math.min(1, PREVIEW_LONGEST_SIDE_PX / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const surface = surfaceOf(width, height);
    if (!surface) return undefined;
    surface.context.drawImage(bitmap, 0, 0, width, height);
    return (await surface.toJpeg()) ?? undefined;
  } catch {
    return undefined;
  } finally {
    bitmap?.close();
  }
}
