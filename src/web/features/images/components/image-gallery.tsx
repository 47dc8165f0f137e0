import { useId, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { balanceColumns, relativeHeight } from '../lib/balance-columns';
import type { ImageView } from '../lib/gallery-model';
import { groupByPhotoGroup } from '../lib/photo-groups';
import { useColumnCount } from '../hooks/use-column-count';
import { ImageCard } from './image-card';
import { turnedAspect } from './photo-thumbnail';

/** The caption under a thumbnail (type, teeth, state), as a share of the column width. */
const CAPTION_HEIGHT = 0.3;

type ImageGalleryProps = {
  images: readonly ImageView[];
  onOpen: (image: ImageView) => void;
  onLoadError: () => void;
};

function GallerySection({
  label,
  images,
  columnCount,
  onOpen,
  onLoadError,
}: ImageGalleryProps & { label: string; columnCount: number }) {
  const headingId = useId();
  const columns = balanceColumns(images, columnCount, (image) => {
    const aspect = turnedAspect(image);
    return relativeHeight(aspect.width, aspect.height, CAPTION_HEIGHT);
  });
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-base font-semibold text-slate-800">
        {label}
      </h3>
      <div className="flex items-start gap-3">
        {columns.map((column, index) => (
          <div key={index} className="flex min-w-0 flex-1 flex-col gap-3" data-testid="gallery-column">
            {column.map((image) => (
              <ImageCard key={image.key} image={image} onOpen={() => onOpen(image)} onLoadError={onLoadError} />
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}

/**
 * A stage's photos, sectioned by kind (extraoral, intraoral, X-rays, other) in the standard set's order, each
 * section dealt across up to 5 columns that end level (spec section 9), fewer on a narrow screen.
 */
export function ImageGallery({ images, onOpen, onLoadError }: ImageGalleryProps) {
  const { i18n } = useLingui();
  const containerRef = useRef<HTMLDivElement>(null);
  const columnCount = useColumnCount(containerRef);
  return (
    <div ref={containerRef} className="flex flex-col gap-6">
      {groupByPhotoGroup(images).map((section) => (
        <GallerySection
          key={section.group}
          label={i18n._(section.label)}
          images={section.images}
          columnCount={columnCount}
          onOpen={onOpen}
          onLoadError={onLoadError}
        />
      ))}
    </div>
  );
}
