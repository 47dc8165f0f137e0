import { useEffect, useState, type RefObject } from 'react';
import type { BufferGeometry } from 'three';
import { errorState, isAbort, progressState, type LoadState } from './load-state';
import { sourceKey } from './source-key';
import { neighbourIndices, sourcesAt } from './staged-steps';
import { JAWS, type Jaw, type ModelSource, type StagedStep } from './types';
import type { ViewerCore, ViewerStatus } from './use-viewer-core';

export type StagedDisplay = {
  /** The step whose models are on screen (null before the first arrives). */
  shownIndex: number | null;
  loads: Record<Jaw, LoadState | null>;
};

/** What each viewer (scene and store) shows per jaw, and whether the camera has framed the models yet. */
const shownByCore = new WeakMap<ViewerCore, Record<Jaw, ModelSource | null> & { framed: boolean }>();

function shownBy(core: ViewerCore) {
  let shown = shownByCore.get(core);
  if (!shown) {
    shown = { upper: null, lower: null, framed: false };
    shownByCore.set(core, shown);
  }
  return shown;
}

function stepsKey(steps: StagedStep[]): string {
  const key = (source: ModelSource | null) => (source ? sourceKey(source) : '');
  return steps.map((step) => `${step.step}\u0000${key(step.upper)}\u0000${key(step.lower)}`).join('\u0001');
}

/**
 * Shows step `index` (each jaw's own model or the nearest earlier one) and loads the neighbouring steps ahead of
 * time. What is on screen stays until the next step's model has arrived, so scrubbing never blanks the view.
 */
export function useStagedDisplay(
  coreRef: RefObject<ViewerCore | null>,
  status: ViewerStatus,
  steps: StagedStep[],
  index: number,
): StagedDisplay {
  const key = stepsKey(steps);
  const [tracked, setTracked] = useState({ key, steps });
  if (tracked.key !== key) setTracked({ key, steps });
  const [display, setDisplay] = useState<StagedDisplay>({ shownIndex: null, loads: { upper: null, lower: null } });

  useEffect(() => {
    const core = coreRef.current;
    if (status !== 'ready' || !core) return;
    const { scene, store } = core;
    const shown = shownBy(core);
    const controller = new AbortController();
    const target = sourcesAt(tracked.steps, index);
    const done = new Set<Jaw>();
    const settle = (jaw: Jaw, state: LoadState | null) => {
      if (controller.signal.aborted) return;
      done.add(jaw);
      setDisplay((current) => ({
        shownIndex: done.size === JAWS.length ? index : current.shownIndex,
        loads: { ...current.loads, [jaw]: state },
      }));
    };
    const show = (jaw: Jaw, source: ModelSource | null, geometry: BufferGeometry | null, state: LoadState | null) => {
      const previous = shown[jaw];
      if (source) store.retain(source);
      scene.setModel(jaw, jaw, geometry);
      if (previous) store.release(previous);
      shown[jaw] = source;
      if (geometry && !previous && !shown.framed) {
        shown.framed = true;
        scene.fitView();
      }
      settle(jaw, state);
    };
    for (const jaw of JAWS) {
      const source = target[jaw];
      if (!source) {
        show(jaw, null, null, null);
        continue;
      }
      store.retain(source);
      const onProgress = (progress: Parameters<typeof progressState>[0]) => {
        if (!controller.signal.aborted)
          setDisplay((current) => ({ ...current, loads: { ...current.loads, [jaw]: progressState(progress) } }));
      };
      store.load(source, { signal: controller.signal, onProgress }).then(
        (geometry) => {
          if (!controller.signal.aborted) show(jaw, source, geometry, { status: 'ready' });
        },
        // The earlier step's model would pass for this one: take it away and say what failed.
        (error: unknown) => {
          if (!isAbort(error) && !controller.signal.aborted) show(jaw, null, null, errorState(error));
        },
      );
    }
    for (const neighbour of neighbourIndices(index, tracked.steps.length)) {
      const sources = sourcesAt(tracked.steps, neighbour);
      for (const jaw of JAWS) {
        const source = sources[jaw];
        if (source && source !== target[jaw]) store.load(source, { signal: controller.signal }).catch(() => {});
      }
    }
    return () => {
      controller.abort();
      for (const jaw of JAWS) {
        const source = target[jaw];
        if (source) store.release(source);
      }
    };
  }, [coreRef, status, tracked, index]);

  return display;
}
