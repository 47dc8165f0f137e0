import type { ChangeEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PHOTO_TYPES, type PhotoType } from '../../../../../domain/images/photo-types';
import { secondaryButtonClass } from '../../../../components/ui/styles';
import { toast } from '../../../../components/ui/toast/toast-store';
import { queueAddImage } from '../../../../lib/images/add-image';
import type { ImageOutboxContext } from '../../../../lib/images/image-outbox';
import { useLocalPreviewUrl } from '../../../../lib/offline/outbox/upload-progress';
import { isEnqueueUploadError } from '../../../../lib/offline/outbox/uploads';
import type { PhotoView } from '../use-patient-records';

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
 * (or a file) and queues it for the stage, offline too. What the slot already holds is shown (synced or not).
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

  async function onChosen(event: ChangeEvent<HTMLInputElement>, type: PhotoType) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
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
              <label
                className={`${secondaryButtonClass} cursor-pointer focus-within:outline-2 focus-within:outline-teal-700`}
              >
                <input
                  type="file"
                  accept="image/*"
                  capture="environment"
                  className="sr-only"
                  aria-label={t`Take photo: ${label}`}
                  data-testid={`case-photo-input-${type.value}`}
                  onChange={(event) => void onChosen(event, type.value)}
                />
                {inSlot.length > 0 ? <Trans>Add another</Trans> : <Trans>Take photo</Trans>}
              </label>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
