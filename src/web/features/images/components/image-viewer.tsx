import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { dangerButtonClass, focusRing } from '../../../components/ui/styles';
import { useLocalPreviewUrl } from '../../../lib/offline/outbox';
import type { RotateDirection } from '../api/rotate-image';
import type { ImageView } from '../lib/gallery-model';
import {
  distance,
  FITTED,
  fittedSize,
  midpoint,
  panBy,
  sidewaysScale,
  wheelFactor,
  ZOOM_STEP,
  zoomAbout,
  type Point,
  type Size,
  type ViewTransform,
} from '../lib/viewer-transform';
import { usePhotoTypeLabel } from '../hooks/use-photo-type-label';
import { SyncStateBadge } from './sync-state-badge';

type ImageViewerProps = {
  /** The stage's photos in gallery order; next and previous walk through them. */
  images: readonly ImageView[];
  initialKey: string;
  /** Rotating and deleting are the patient file's; a case's photos (order detail, factory) are only looked at. */
  onRotate?: (image: ImageView, direction: RotateDirection) => Promise<void>;
  onDelete?: (image: ImageView) => Promise<void>;
  onLoadError: () => void;
  onClose: () => void;
};

const toolButtonClass = `inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-base font-medium text-white hover:bg-white/15 disabled:opacity-40 ${focusRing}`;

const isSame = (image: ImageView, key: string) => image.key === key || image.aliasKey === key;

/** The photo area's size; the window's before it is laid out (and where layout reports nothing). */
function useBoxSize(element: HTMLElement | null): Size {
  const [size, setSize] = useState<Size>({ width: window.innerWidth, height: window.innerHeight });
  useEffect(() => {
    if (!element) return undefined;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      if (width > 0 && height > 0) setSize({ width, height });
    };
    measure();
    if (typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return size;
}

/**
 * A photo full screen (a headlessui Dialog): zoom with the buttons, the mouse wheel or a pinch, pan by dragging,
 * rotate a quarter turn either way (queued: the server turns the stored photo; until then CSS turns it here), walk
 * to the next or previous photo, delete after a confirmation.
 */
export function ImageViewer({ images, initialKey, onRotate, onDelete, onLoadError, onClose }: ImageViewerProps) {
  const { t } = useLingui();
  const typeLabelOf = usePhotoTypeLabel();
  const [current, setCurrent] = useState({
    key: initialKey,
    index: Math.max(
      0,
      images.findIndex((image) => isSame(image, initialKey)),
    ),
  });
  const [view, setView] = useState<ViewTransform>(FITTED);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  const [naturalSizes, setNaturalSizes] = useState<ReadonlyMap<string, Size>>(new Map());
  const pointers = useRef(new Map<number, Point>());
  const box = useBoxSize(stage);

  const foundIndex = images.findIndex((image) => isSame(image, current.key));
  // A deleted photo leaves its place to the next one (or the last).
  const index = foundIndex === -1 ? Math.min(current.index, images.length - 1) : foundIndex;
  const image = index >= 0 ? images[index] : undefined;
  const localPreview = useLocalPreviewUrl(image && !image.server ? image.uploadItemId : null);

  useEffect(() => {
    if (images.length === 0) onClose();
  }, [images.length, onClose]);

  const imageSize: Size =
    image?.width && image.height
      ? { width: image.width, height: image.height }
      : (naturalSizes.get(image?.key ?? '') ?? { width: 4, height: 3 });
  const turns = image?.pendingTurns ?? 0;
  const upright = fittedSize(imageSize, box, 0);
  const shown = fittedSize(imageSize, box, turns);
  const extraScale = sidewaysScale(imageSize, box, turns);

  // The wheel zooms the photo, not the page: a passive React listener could not stop the page from scrolling.
  const latest = useRef({ shown, box });
  useEffect(() => {
    latest.current = { shown, box };
  });
  useEffect(() => {
    if (!stage) return undefined;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const bounds = stage.getBoundingClientRect();
      const focus = {
        x: event.clientX - bounds.left - bounds.width / 2,
        y: event.clientY - bounds.top - bounds.height / 2,
      };
      setView((previous) =>
        zoomAbout(previous, wheelFactor(event.deltaY), focus, latest.current.shown, latest.current.box),
      );
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
  }, [stage]);

  if (!image) return null;

  function goTo(nextIndex: number) {
    const next = images[nextIndex];
    if (!next) return;
    setCurrent({ key: next.key, index: nextIndex });
    setView(FITTED);
    setIsConfirmingDelete(false);
  }

  function zoomBy(factor: number) {
    setView((previous) => zoomAbout(previous, factor, { x: 0, y: 0 }, shown, box));
  }

  async function run(action: () => Promise<void>) {
    setIsBusy(true);
    try {
      await action();
    } finally {
      setIsBusy(false);
    }
  }

  function rotate(direction: RotateDirection) {
    if (!image || !onRotate) return;
    setView(FITTED);
    void run(() => onRotate(image, direction));
  }

  function confirmDelete() {
    if (!image || !onDelete) return;
    setIsConfirmingDelete(false);
    void run(() => onDelete(image));
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') goTo(index + 1);
    else if (event.key === 'ArrowLeft') goTo(index - 1);
    else if (event.key === '+' || event.key === '=') zoomBy(ZOOM_STEP);
    else if (event.key === '-') zoomBy(1 / ZOOM_STEP);
    else if (event.key === '0') setView(FITTED);
    else return;
    event.preventDefault();
  }

  function relativePoint(event: PointerEvent): Point {
    const bounds = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - bounds.left - bounds.width / 2, y: event.clientY - bounds.top - bounds.height / 2 };
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, relativePoint(event));
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const point = relativePoint(event);
    const others = [...pointers.current.entries()].filter(([id]) => id !== event.pointerId).map(([, other]) => other);
    pointers.current.set(event.pointerId, point);
    const [other] = others;
    if (others.length === 1 && other) {
      // A pinch: the distance between the two fingers sets the zoom, about the point between them.
      const before = distance(previous, other);
      if (before > 0)
        setView((last) => zoomAbout(last, distance(point, other) / before, midpoint(point, other), shown, box));
    } else if (others.length === 0) {
      setView((last) => panBy(last, { x: point.x - previous.x, y: point.y - previous.y }, shown, box));
    }
  }

  function onPointerEnd(event: PointerEvent<HTMLDivElement>) {
    pointers.current.delete(event.pointerId);
  }

  const typeLabel = typeLabelOf(image.type);
  const position = index + 1;
  const total = images.length;
  const zoomPercent = Math.round(view.zoom * 100);
  const source = image.server?.url ?? localPreview ?? image.uploadedUrl;
  const teeth = image.toothNo.split(',').filter(Boolean).join(', ');

  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div aria-hidden="true" className="fixed inset-0 bg-slate-950/95" />
      <DialogPanel className="fixed inset-0 flex flex-col text-white" onKeyDown={onKeyDown}>
        <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-2">
          <div className="min-w-0">
            <DialogTitle className="truncate text-lg font-semibold">{typeLabel}</DialogTitle>
            <p className="text-sm text-slate-300">
              <Trans>
                Photo {position} of {total}
              </Trans>
              {teeth ? (
                <>
                  {' · '}
                  <Trans>Teeth {teeth}</Trans>
                </>
              ) : null}
            </p>
          </div>
          <div className="flex items-center gap-2">
            <SyncStateBadge state={image.sync} />
            <button type="button" onClick={onClose} className={toolButtonClass} aria-label={t`Close`}>
              <span aria-hidden="true">✕</span>
            </button>
          </div>
        </div>

        <div
          ref={setStage}
          data-testid="viewer-stage"
          className="relative flex-1 touch-none select-none overflow-hidden"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          onDoubleClick={() =>
            setView((last) => (last.zoom > 1 ? FITTED : zoomAbout(last, 2, { x: 0, y: 0 }, shown, box)))
          }
        >
          {source ? (
            <img
              key={image.key}
              src={source}
              alt={typeLabel}
              draggable={false}
              onError={onLoadError}
              onLoad={(event) => {
                const { naturalWidth, naturalHeight } = event.currentTarget;
                if (naturalWidth > 0 && naturalHeight > 0) {
                  setNaturalSizes((sizes) =>
                    new Map(sizes).set(image.key, { width: naturalWidth, height: naturalHeight }),
                  );
                }
              }}
              className="absolute left-1/2 top-1/2 max-w-none"
              style={{
                width: upright.width || undefined,
                height: upright.height || undefined,
                transform: `translate(-50%, -50%) translate(${view.x}px, ${view.y}px) scale(${view.zoom * extraScale}) rotate(${turns * 90}deg)`,
              }}
            />
          ) : (
            <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-slate-300">
              <Trans>This photo is not on this device and cannot be shown until it syncs.</Trans>
            </p>
          )}
          {image.error ? (
            <p role="alert" className="absolute inset-x-4 bottom-4 rounded-lg bg-red-50 px-4 py-3 text-red-800">
              {image.error.msg}
            </p>
          ) : null}
        </div>

        {isConfirmingDelete ? (
          <div
            role="alertdialog"
            aria-label={t`Delete this photo?`}
            className="flex flex-wrap items-center justify-center gap-3 bg-slate-900 px-4 py-3"
          >
            <p className="text-base">
              <Trans>Delete this photo? This cannot be undone.</Trans>
            </p>
            <button type="button" autoFocus onClick={() => setIsConfirmingDelete(false)} className={toolButtonClass}>
              <Trans>Cancel</Trans>
            </button>
            <button type="button" onClick={confirmDelete} className={dangerButtonClass}>
              <Trans>Delete</Trans>
            </button>
          </div>
        ) : null}

        <div
          role="toolbar"
          aria-label={t`Photo tools`}
          className="flex flex-wrap items-center justify-center gap-1 px-2 py-2"
        >
          <button
            type="button"
            onClick={() => goTo(index - 1)}
            disabled={index === 0}
            className={toolButtonClass}
            aria-label={t`Previous photo`}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            onClick={() => zoomBy(1 / ZOOM_STEP)}
            disabled={view.zoom <= 1}
            className={toolButtonClass}
            aria-label={t`Zoom out`}
          >
            <span aria-hidden="true">−</span>
          </button>
          <output aria-live="polite" aria-label={t`Zoom`} className="min-w-16 text-center tabular-nums">
            {zoomPercent}%
          </output>
          <button
            type="button"
            onClick={() => zoomBy(ZOOM_STEP)}
            disabled={view.zoom >= 8}
            className={toolButtonClass}
            aria-label={t`Zoom in`}
          >
            <span aria-hidden="true">+</span>
          </button>
          <button type="button" onClick={() => setView(FITTED)} disabled={view.zoom === 1} className={toolButtonClass}>
            <Trans>Fit</Trans>
          </button>
          {onRotate ? (
            <>
              <button
                type="button"
                onClick={() => rotate('left')}
                disabled={isBusy}
                className={toolButtonClass}
                aria-label={t`Rotate left`}
              >
                <span aria-hidden="true">⟲</span>
              </button>
              <button
                type="button"
                onClick={() => rotate('right')}
                disabled={isBusy}
                className={toolButtonClass}
                aria-label={t`Rotate right`}
              >
                <span aria-hidden="true">⟳</span>
              </button>
            </>
          ) : null}
          {onDelete ? (
            <button
              type="button"
              onClick={() => setIsConfirmingDelete(true)}
              disabled={isBusy}
              className={toolButtonClass}
              aria-label={t`Delete photo`}
            >
              <Trans>Delete</Trans>
            </button>
          ) : null}
          <button
            type="button"
            onClick={() => goTo(index + 1)}
            disabled={index === images.length - 1}
            className={toolButtonClass}
            aria-label={t`Next photo`}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
