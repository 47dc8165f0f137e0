import type { ReactNode, Ref } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LoadState } from '../../lib/model-viewer/load-state';
import type { ViewerStatus } from '../../lib/model-viewer/use-viewer-core';
import { useViewerMessages } from '../../lib/model-viewer/viewer-messages';

export type LoadItem = { id: string; name: string; state: LoadState };

type ViewerStageProps = {
  hostRef: Ref<HTMLDivElement>;
  status: ViewerStatus;
  items: LoadItem[];
  /** Shown over the view while something else is under way (the next step loading, say). */
  notice?: ReactNode;
};

/** The canvas area: the scene's host, how the loads are going, what failed, and the gestures it understands. */
export function ViewerStage({ hostRef, status, items, notice }: ViewerStageProps) {
  const { errorText } = useViewerMessages();
  const errors = items.flatMap((item) =>
    item.state.status === 'error' ? [{ id: item.id, text: errorText(item.state.code, item.name) }] : [],
  );
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2">
      <div className="relative min-h-72 flex-1 overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
        <div ref={hostRef} className="absolute inset-0 touch-none select-none" />
        {status === 'no-webgl' ? (
          <p
            role="alert"
            className="absolute inset-0 flex items-center justify-center p-6 text-center text-base text-slate-700"
          >
            <Trans>
              This browser or device cannot show 3D models (WebGL is off or not supported). The files are kept; open
              this page on another device to view them.
            </Trans>
          </p>
        ) : (
          <div className="pointer-events-none absolute inset-x-3 top-3 flex flex-col items-start gap-2">
            {items.map((item) =>
              item.state.status === 'loading' ? (
                <LoadProgressBadge key={item.id} name={item.name} state={item.state} />
              ) : null,
            )}
            {notice}
          </div>
        )}
      </div>
      {errors.length > 0 && (
        <ul
          role="alert"
          className="flex flex-col gap-1 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-base text-red-800"
        >
          {errors.map((error) => (
            <li key={error.id}>{error.text}</li>
          ))}
        </ul>
      )}
      {status !== 'no-webgl' && (
        <p className="text-sm text-slate-600">
          <Trans>Drag to rotate, pinch or scroll to zoom, drag with two fingers or the right button to pan.</Trans>
        </p>
      )}
    </div>
  );
}

function LoadProgressBadge({ name, state }: { name: string; state: Extract<LoadState, { status: 'loading' }> }) {
  const { t } = useLingui();
  const percent = state.fraction === null ? null : Math.round(state.fraction * 100);
  const label =
    state.phase === 'parsing'
      ? t`Preparing ${name}`
      : percent === null
        ? t`Loading ${name}`
        : t`Loading ${name}: ${percent}%`;
  return (
    <div className="flex min-w-48 flex-col gap-1 rounded-lg bg-white/90 px-3 py-2 text-sm text-slate-700 shadow-sm">
      <span>{label}</span>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        className="h-1.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full bg-teal-700 ${percent === null ? 'w-1/3 animate-pulse' : ''}`}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
