import { useEffect, useState, type RefObject } from 'react';
import { errorState, isAbort, LOADING, progressState, type LoadState } from './load-state';
import { sourceKey } from './source-key';
import type { ViewerModel } from './types';
import type { ViewerCore, ViewerStatus } from './use-viewer-core';

/** A key that changes only when the models do (callers may pass a new array with the same models each render). */
function modelsKey(models: ViewerModel[]): string {
  return models.map((model) => `${model.id}\u0000${model.jaw}\u0000${sourceKey(model.source)}`).join('\u0001');
}

/**
 * Loads every model into the scene (geometries go straight from the store to the scene) and returns how each load
 * is going. Calls `onShown` after a model appears, so the viewer can frame the camera.
 */
export function useModelLoads(
  coreRef: RefObject<ViewerCore | null>,
  status: ViewerStatus,
  models: ViewerModel[],
  onShown: () => void,
): Record<string, LoadState> {
  const key = modelsKey(models);
  const [tracked, setTracked] = useState({ key, models });
  if (tracked.key !== key) setTracked({ key, models });
  const [loads, setLoads] = useState<{ key: string; states: Record<string, LoadState> }>({ key, states: {} });

  useEffect(() => {
    const core = coreRef.current;
    if (status !== 'ready' || !core) return;
    const controller = new AbortController();
    const set = (id: string, state: LoadState) => {
      if (controller.signal.aborted) return;
      setLoads((current) => ({
        key: tracked.key,
        states: { ...(current.key === tracked.key ? current.states : {}), [id]: state },
      }));
    };
    for (const model of tracked.models) {
      core.store.retain(model.source);
      core.store
        .load(model.source, {
          signal: controller.signal,
          onProgress: (progress) => set(model.id, progressState(progress)),
        })
        .then(
          (geometry) => {
            if (controller.signal.aborted) return;
            core.scene.setModel(model.id, model.jaw, geometry);
            set(model.id, { status: 'ready' });
            onShown();
          },
          (error: unknown) => {
            if (!isAbort(error)) set(model.id, errorState(error));
          },
        );
    }
    return () => {
      controller.abort();
      for (const model of tracked.models) {
        core.scene.setModel(model.id, model.jaw, null);
        core.store.release(model.source);
      }
    };
  }, [coreRef, status, tracked, onShown]);
  // Until its first progress, a model of the current set is loading (the states of an earlier set do not count).
  const states = loads.key === tracked.key ? loads.states : {};
  return Object.fromEntries(tracked.models.map((model) => [model.id, states[model.id] ?? LOADING]));
}
