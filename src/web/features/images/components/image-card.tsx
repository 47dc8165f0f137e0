import { Trans, useLingui } from '@lingui/react/macro';
import { focusRing } from '../../../components/ui/styles';
import { useUploadProgress } from '../../../lib/offline/outbox';
import { usePhotoTypeLabel } from '../hooks/use-photo-type-label';
import type { ImageView } from '../lib/gallery-model';
import { PhotoThumbnail } from './photo-thumbnail';
import { ProgressBar } from './progress-bar';
import { SyncStateBadge } from './sync-state-badge';

type ImageCardProps = {
  image: ImageView;
  onOpen: () => void;
  onLoadError: () => void;
};

/** The bytes of a photo on its way: a thin bar and the state with its percentage, from the stored progress. */
function UploadState({ image, uploadItemId }: { image: ImageView; uploadItemId: string }) {
  const { t } = useLingui();
  const progress = useUploadProgress(uploadItemId);
  const name = image.photoName;
  return (
    <>
      <SyncStateBadge state={image.sync} uploadFraction={progress?.fraction ?? null} />
      {progress && image.sync !== 'attention' ? (
        <ProgressBar size="sm" fraction={progress.fraction} label={t`Upload of ${name}`} />
      ) : null}
    </>
  );
}

/** One photo of the gallery: its thumbnail, its type and teeth, and where it stands if not yet on the server. */
export function ImageCard({ image, onOpen, onLoadError }: ImageCardProps) {
  const { t } = useLingui();
  const typeLabel = usePhotoTypeLabel()(image.type);
  const teeth = image.toothNo.split(',').filter(Boolean).join(', ');
  return (
    <figure className="flex flex-col gap-1.5">
      <button
        type="button"
        onClick={onOpen}
        aria-label={t`Open photo: ${typeLabel}`}
        className={`block w-full rounded-lg ${focusRing}`}
      >
        <PhotoThumbnail image={image} onLoadError={onLoadError} />
      </button>
      <figcaption className="flex flex-col gap-1 text-sm">
        <span className="font-medium text-slate-900">{typeLabel}</span>
        {teeth ? (
          <span className="text-slate-600">
            <Trans>Teeth {teeth}</Trans>
          </span>
        ) : null}
        {image.uploadItemId ? (
          <UploadState image={image} uploadItemId={image.uploadItemId} />
        ) : (
          <SyncStateBadge state={image.sync} />
        )}
        {image.error ? <span className="text-red-700">{image.error.msg}</span> : null}
      </figcaption>
    </figure>
  );
}
