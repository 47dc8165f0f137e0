import type { CSSProperties } from 'react';
import { Trans } from '@lingui/react/macro';
import { useLocalPreviewUrl } from '../../../lib/offline/outbox';
import type { ImageView } from '../lib/gallery-model';

type PhotoThumbnailProps = {
  image: ImageView;
  /** The image failed to load: its signed link may have expired. */
  onLoadError?: () => void;
  /** Loaded when it nears the screen (a gallery); at once for what is in view already. */
  isLazy?: boolean;
};

/** The box's proportions as the photo will be once the queued rotations are made (4:3 while unknown). */
export function turnedAspect(image: Pick<ImageView, 'width' | 'height' | 'pendingTurns'>): {
  width: number;
  height: number;
} {
  const width = image.width ?? 4;
  const height = image.height ?? 3;
  return image.pendingTurns % 2 === 1 ? { width: height, height: width } : { width, height };
}

function imageStyle(image: ImageView): CSSProperties {
  const turns = image.pendingTurns;
  if (turns === 0) return {};
  const rotate = `rotate(${turns * 90}deg)`;
  if (turns % 2 === 0) return { transform: rotate };
  // Sideways: laid out upright at the box's height as its width, then turned into the box.
  const ratio = image.width && image.height ? image.width / image.height : 4 / 3;
  return {
    position: 'absolute',
    left: '50%',
    top: '50%',
    width: `${ratio * 100}%`,
    height: 'auto',
    maxWidth: 'none',
    transform: `translate(-50%, -50%) ${rotate}`,
  };
}

/**
 * A photo's thumbnail: the server-made one (320 px) once synced, the local preview (or the stored original) before.
 * Its box has the photo's proportions before the image arrives, so nothing moves as thumbnails load.
 */
export function PhotoThumbnail({ image, onLoadError, isLazy = true }: PhotoThumbnailProps) {
  const localPreview = useLocalPreviewUrl(image.server ? null : image.uploadItemId);
  const source = image.server?.thumbUrl ?? localPreview ?? image.uploadedUrl;
  const aspect = turnedAspect(image);
  return (
    <div
      className="relative w-full overflow-hidden rounded-lg bg-slate-100"
      style={{ aspectRatio: `${aspect.width} / ${aspect.height}` }}
    >
      {source ? (
        <img
          src={source}
          alt=""
          loading={isLazy ? 'lazy' : 'eager'}
          decoding="async"
          width={image.width ?? undefined}
          height={image.height ?? undefined}
          onError={onLoadError}
          className={`h-full w-full ${image.server ? 'object-cover' : 'object-contain'} transition-transform`}
          style={imageStyle(image)}
        />
      ) : (
        <div className="flex h-full items-center justify-center p-2 text-center text-sm text-slate-600">
          <Trans>Preview not available yet</Trans>
        </div>
      )}
    </div>
  );
}
