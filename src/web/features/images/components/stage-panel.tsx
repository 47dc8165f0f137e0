import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormAlert } from '../../../components/ui/form-alert';
import { dangerOutlineButtonClass, secondaryButtonClass } from '../../../components/ui/styles';
import { defaultPhotoTypes } from '../lib/photo-slots';
import { useUploadsProgress } from '../../../lib/offline/outbox';
import type { ImageView, StageView } from '../lib/gallery-model';
import { AddPhotosDialog, type PhotoDraft } from './add-photos-dialog';
import { ImageGallery } from './image-gallery';
import { PhotoInputs } from './photo-inputs';
import { ProgressBar } from './progress-bar';
import { StageStaleWarning } from './stage-stale-warning';
import { SyncStateBadge } from './sync-state-badge';
import { useCan } from '../../../lib/session/permissions';
import { DateText } from '../../../components/ui/date-text';

type StagePanelProps = {
  stage: StageView;
  images: readonly ImageView[];
  today: string;
  canChange: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onQueuePhoto: (draft: PhotoDraft, toothNo: string) => Promise<string[]>;
  onPhotosQueued: (itemIds: string[]) => void;
  onOpen: (image: ImageView) => void;
  onLoadError: () => void;
};

/** All the stage's photos on their way, as one bar (per-photo bars sit under each thumbnail). */
function StageUploadProgress({ images }: { images: readonly ImageView[] }) {
  const { t } = useLingui();
  const uploadIds = images.flatMap((image) =>
    image.uploadItemId && image.sync !== 'synced' ? [image.uploadItemId] : [],
  );
  const progress = useUploadsProgress(uploadIds);
  if (!progress || progress.fraction >= 1) return null;
  const count = progress.fileCount;
  const percent = Math.floor(progress.fraction * 100);
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm text-slate-700">
        {plural(count, { one: `Uploading # photo: ${percent}%`, other: `Uploading # photos: ${percent}%` })}
      </p>
      <ProgressBar fraction={progress.fraction} label={t`Upload of this stage's photos`} />
    </div>
  );
}

/** The open stage: its name and date, the 3-month warning, photos in (camera or files), progress and the gallery. */
export function StagePanel({
  stage,
  images,
  today,
  canChange,
  onEdit,
  onDelete,
  onQueuePhoto,
  onPhotosQueued,
  onOpen,
  onLoadError,
}: StagePanelProps) {
  const { t } = useLingui();
  const [drafts, setDrafts] = useState<PhotoDraft[] | null>(null);
  const name = stage.name;
  // Editing and deleting the stage and adding photos: the image:manage button.
  const mayManage = useCan('image:manage');

  function onFiles(files: File[]) {
    const types = defaultPhotoTypes(
      images.map((image) => image.type),
      files.length,
    );
    setDrafts(files.map((file, index) => ({ id: crypto.randomUUID(), file, type: types[index] ?? 99, toothNo: '' })));
  }

  return (
    <section aria-label={t`Stage ${name}`} className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-xl font-semibold text-slate-900">{stage.name}</h3>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-base text-slate-600">
            <DateText at={stage.stageTime} />
            <SyncStateBadge state={stage.sync} />
          </p>
          {stage.error ? <p className="mt-1 text-sm text-red-700">{stage.error.msg}</p> : null}
        </div>
        {mayManage ? (
          <div className="flex flex-wrap gap-2">
            <button type="button" onClick={onEdit} disabled={!canChange} className={secondaryButtonClass}>
              <Trans>Edit stage</Trans>
            </button>
            <button type="button" onClick={onDelete} disabled={!canChange} className={dangerOutlineButtonClass}>
              <Trans>Delete stage</Trans>
            </button>
          </div>
        ) : null}
      </div>

      <StageStaleWarning stageTime={stage.stageTime} today={today} />
      {mayManage ? <PhotoInputs onFiles={onFiles} isDisabled={!canChange} /> : null}
      <StageUploadProgress images={images} />

      {images.length === 0 ? (
        <FormAlert tone="info" size="sm">
          <Trans>No photos in this stage yet. Take photos or add them from files.</Trans>
        </FormAlert>
      ) : (
        <ImageGallery images={images} onOpen={onOpen} onLoadError={onLoadError} />
      )}

      {drafts ? (
        <AddPhotosDialog
          initialDrafts={drafts}
          stageName={stage.name}
          onQueue={onQueuePhoto}
          onQueued={onPhotosQueued}
          onClose={() => setDrafts(null)}
        />
      ) : null}
    </section>
  );
}
