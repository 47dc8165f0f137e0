import { Trans, useLingui } from '@lingui/react/macro';
import { PHOTO_TYPES, type PhotoType } from '../../../../../domain/images/photo-types';
import { PhotoSourceButtons } from '../../../../components/upload/photo-source-buttons';
import { toast } from '../../../../components/ui/toast/toast-store';
import { queueAddImage } from '../../../../lib/images/add-image';
import type { ImageOutboxContext } from '../../../../lib/images/image-outbox';
import { useLocalPreviewUrl, isEnqueueUploadError } from '../../../../lib/offline/outbox';
import type { PhotoView } from '../../../../features/cases/wizard/use-patient-records';

function SlotPhoto({ photo }: { photo: PhotoView }) {
  const localUrl = useLocalPreviewUrl(photo.uploadId);
  const url = photo.url ?? localUrl;
  return url ? (
    <img src={url} alt={photo.name} className="aspect-[4/3] w-full rounded-md object-cover" />
  ) : (
    <span className="grid aspect-[4/3] w-full place-items-center rounded-md bg-slate-100 px-2 text-center text-sm text-slate-600">
      {photo.name}
    </span>
  );
}

/**
 * The standard photo set of the chosen stage, one labelled slot per photo type: each takes a photo with the camera
 * or a file from the device (an X-ray, an export) and queues it for the stage, offline too. What the slot already holds is shown (synced or not).
 */
export function StagePhotoSlots({
  context,
  stageKey,
  photos,
}: {
  context: ImageOutboxContext;
  stageKey: string;
  photos: readonly PhotoView[];
}) {
  const { i18n, t } = useLingui();

  async function onChosen(files: readonly File[], type: PhotoType) {
    for (const file of files) {
      const fileName = file.name || 'photo.jpg';
      try {
        await queueAddImage(context, { file, fileName, stageKey, type, toothNo: '' });
      } catch (error) {
        toast.error(
          isEnqueueUploadError(error)
            ? `${fileName}: ${i18n._(error.text)}`
            : t`${fileName} could not be saved on this device.`,
        );
      }
    }
  }

  return (
    <section className="flex flex-col gap-3" aria-label={t`Photos of the stage`}>
      <h3 className="text-base font-semibold text-slate-900">
        <Trans>Photos of the stage</Trans>
      </h3>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
        {PHOTO_TYPES.map((type) => {
          const inSlot = photos.filter((photo) => photo.type === type.value);
          const label = i18n._(type.label);
          return (
            <li
              key={type.value}
              className="flex flex-col gap-2 rounded-lg border border-slate-200 p-2"
              data-testid={`case-photo-slot-${type.value}`}
            >
              <span className="text-sm font-medium text-slate-800">{label}</span>
              {inSlot.length > 0 ? (
                inSlot.map((photo) => <SlotPhoto key={photo.key} photo={photo} />)
              ) : (
                <span className="grid aspect-[4/3] w-full place-items-center rounded-md border border-dashed border-slate-300 text-sm text-slate-500">
                  <Trans>No photo</Trans>
                </span>
              )}
              <div className="flex flex-col gap-2">
                <PhotoSourceButtons
                  onFiles={(files) => void onChosen(files, type.value)}
                  isMultiple
                  takeLabel={inSlot.length > 0 ? <Trans>Add another</Trans> : <Trans>Take photo</Trans>}
                  takeAriaLabel={t`Take photo: ${label}`}
                  chooseAriaLabel={t`Choose from files: ${label}`}
                  testId={`case-photo-input-${type.value}`}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
