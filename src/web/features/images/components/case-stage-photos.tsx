import { useId, useMemo, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { CasePhotosProps } from '../../../components/cases/case-photos-slot';
import { cardClass } from '../../../components/ui/styles';
import { compareImages, imageFromServer } from '../lib/gallery-model';
import { ImageGallery } from './image-gallery';
import { ImageViewer } from './image-viewer';
import { DateText } from '../../../components/ui/date-text';

/**
 * The photos of the image stage a case names, on the order detail and the factory's case page: the stage, how many
 * photos, the patient file's gallery, and its viewer (zoom, pan, next and previous) without rotating or deleting.
 */
export function CaseStagePhotos({ stage }: CasePhotosProps) {
  const titleId = useId();
  const stageKey = String(stage.id);
  const images = useMemo(
    () => stage.images.map((image) => imageFromServer(image, stageKey)).sort(compareImages),
    [stage.images, stageKey],
  );
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [hasBrokenLink, setHasBrokenLink] = useState(false);
  const count = images.length;
  return (
    <section aria-labelledby={titleId} className={`${cardClass} flex min-w-0 flex-col gap-4`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          <Trans>Photos</Trans>
        </h2>
        <p className="text-sm text-slate-600">
          {stage.name} · <DateText at={stage.stageTime} /> · {plural(count, { one: '# photo', other: '# photos' })}
        </p>
      </div>
      {count === 0 ? (
        <p className="text-base text-slate-600">
          <Trans>This image stage has no photos.</Trans>
        </p>
      ) : (
        <ImageGallery
          images={images}
          onOpen={(image) => setOpenKey(image.key)}
          onLoadError={() => setHasBrokenLink(true)}
        />
      )}
      {hasBrokenLink ? (
        <p role="status" className="text-sm text-amber-800">
          <Trans>Some photos could not be loaded. Reload the page to fetch fresh links.</Trans>
        </p>
      ) : null}
      {openKey ? (
        <ImageViewer
          images={images}
          initialKey={openKey}
          onLoadError={() => setHasBrokenLink(true)}
          onClose={() => setOpenKey(null)}
        />
      ) : null}
    </section>
  );
}
