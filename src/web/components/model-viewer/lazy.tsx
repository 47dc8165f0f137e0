import { lazy, Suspense, type JSX } from 'react';
import { Trans } from '@lingui/react/macro';
import type { ModelViewerProps } from './model-viewer';
import type { StagedModelViewerProps } from './staged-model-viewer';

// three.js travels in the viewer's own chunk: pages that show a viewer stay light until it is on screen.
const ModelViewer = lazy(() => import('./model-viewer').then((module) => ({ default: module.ModelViewer })));
const StagedModelViewer = lazy(() =>
  import('./staged-model-viewer').then((module) => ({ default: module.StagedModelViewer })),
);

function ViewerFallback({ className }: { className?: string }) {
  return (
    <div
      role="status"
      aria-busy="true"
      className={`flex items-center justify-center rounded-xl border border-slate-200 bg-slate-100 text-base text-slate-600 ${className ?? 'h-[28rem]'}`}
    >
      <Trans>Opening the 3D viewer…</Trans>
    </div>
  );
}

export function LazyModelViewer(props: ModelViewerProps): JSX.Element {
  return (
    <Suspense fallback={<ViewerFallback className={props.className} />}>
      <ModelViewer {...props} />
    </Suspense>
  );
}

export function LazyStagedModelViewer(props: StagedModelViewerProps): JSX.Element {
  return (
    <Suspense fallback={<ViewerFallback className={props.className} />}>
      <StagedModelViewer {...props} />
    </Suspense>
  );
}
