import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePhotoPreview, PREVIEW_LONGEST_SIDE_PX } from './photo-preview';

type Drawn = { width: number; height: number; drawnAt?: [number, number, number, number] };

function stubCanvas(photo: { width: number; height: number }, options: { decodes?: boolean } = {}) {
  const drawn: Drawn[] = [];
  const close = vi.fn();
  vi.stubGlobal('createImageBitmap', async () => {
    if (options.decodes === false)
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    return { ...photo, close };
  });
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      readonly record: Drawn;
      constructor(width: number, height: number) {
        this.record = { width, height };
        drawn.push(this.record);
      }
      getContext() {
        return {
          drawImage: (_image: unknown, x: number, y: number, width: number, height: number) =>
            (this.record.drawnAt = [x, y, width, height]),
        };
      }
      async convertToBlob(options: { type: string; quality: number }) {
        return new Blob(['jpeg'], { type: options.type });
      }
    },
  );
  return { drawn, close };
}

afterEach(() => vi.unstubAllGlobals());

describe('makePhotoPreview', () => {
  it('draws the photo with its longest side at 320 px, as a JPEG, and frees the decoded image', async () => {
    const { drawn, close } = stubCanvas({ width: 4000, height: 3000 });
    const preview = await makePhotoPreview(new Blob(['photo']));
    expect(preview?.type).toBe('image/jpeg');
    expect(drawn).toEqual([{ width: PREVIEW_LONGEST_SIDE_PX, height: 240, drawnAt: [0, 0, 320, 240] }]);
    expect(close).toHaveBeenCalled();
  });

  it('keeps a portrait photo upright and never enlarges a small one', async () => {
    const portrait = stubCanvas({ width: 3000, height: 4000 });
    await makePhotoPreview(new Blob(['photo']));
    expect(portrait.drawn[0]).toMatchObject({ width: 240, height: 320 });
    const small = stubCanvas({ width: 200, height: 100 });
    await makePhotoPreview(new Blob(['photo']));
    expect(small.drawn[0]).toMatchObject({ width: 200, height: 100 });
  });

  it('gives none when the photo cannot be decoded, or the browser cannot decode at all', async () => {
    stubCanvas({ width: 1, height: 1 }, { decodes: false });
    expect(await makePhotoPreview(new Blob(['not a photo']))).toBeUndefined();
    vi.unstubAllGlobals();
    vi.stubGlobal('createImageBitmap', undefined);
    expect(await makePhotoPreview(new Blob(['photo']))).toBeUndefined();
  });
});
