import { useCallback } from 'react';
import { LOADING } from '../../lib/model-viewer/load-state';
import { useJawSettings } from '../../lib/model-viewer/use-jaw-settings';
import { useModelLoads } from '../../lib/model-viewer/use-model-loads';
import { useViewerCore } from '../../lib/model-viewer/use-viewer-core';
import { OpenInViewerLink } from './open-in-viewer-link';
import { ViewerStage } from './viewer-stage';
import { ViewerToolbar } from './viewer-toolbar';
import { JAWS, type ViewerModel } from '../../lib/model-viewer/types';

export type ModelViewerProps = { models: ViewerModel[]; className?: string };

/**
 * Upper and/or lower models (local files or signed links) in one 3D view: orbit, zoom and pan by mouse or touch,
 * a toggle and an opacity per jaw, and a button that frames them again. The camera frames the models as they
 * arrive until the user moves it. Where the environment has a 3D viewer host, a link opens the models there too.
 */
export function ModelViewer({ models, className }: ModelViewerProps) {
  const { hostRef, coreRef, status } = useViewerCore();
  const { settings, change } = useJawSettings(coreRef);
  const frame = useCallback(() => {
    const scene = coreRef.current?.scene;
    if (scene && !scene.hasUserMoved) scene.fitView();
  }, [coreRef]);
  const loads = useModelLoads(coreRef, status, models, frame);
  const jaws = JAWS.filter((jaw) => models.some((model) => model.jaw === jaw));
  const items = models.map((model) => ({
    id: model.id,
    name: model.label ?? model.source.fileName,
    state: loads[model.id] ?? LOADING,
  }));
  return (
    <section className={`flex flex-col gap-3 ${className ?? 'h-[28rem]'}`}>
      {status !== 'no-webgl' && (
        <ViewerToolbar
          jaws={jaws}
          settings={settings}
          onChange={change}
          onResetView={() => coreRef.current?.scene.fitView()}
        />
      )}
      <ViewerStage hostRef={hostRef} status={status} items={items} />
      <OpenInViewerLink sources={models.map((model) => model.source)} />
    </section>
  );
}
