import { useCallback, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { sortSteps, indexOfStep, sourcesAt } from '../../lib/model-viewer/staged-steps';
import { OpenInViewerLink } from './open-in-viewer-link';
import { StepControls } from './step-controls';
import { usePlayback } from '../../lib/model-viewer/use-playback';
import { useJawSettings } from '../../lib/model-viewer/use-jaw-settings';
import { useStagedDisplay } from '../../lib/model-viewer/use-staged-display';
import { useViewerCore } from '../../lib/model-viewer/use-viewer-core';
import { useViewerMessages } from '../../lib/model-viewer/viewer-messages';
import { ViewerStage, type LoadItem } from './viewer-stage';
import { ViewerToolbar } from './viewer-toolbar';
import { JAWS, type StagedStep } from '../../lib/model-viewer/types';

export type StagedModelViewerProps = {
  steps: StagedStep[];
  className?: string;
  /** The step number to open on (default: the first step). */
  initialStep?: number;
  onStepChange?: (step: number) => void;
};

/**
 * A staged treatment plan in 3D: the doctor scrubs or plays through the steps. Each step's models are loaded once
 * and kept in a bounded cache, the neighbouring steps load ahead, and the view keeps its camera from step to step.
 */
export function StagedModelViewer({ steps, className, initialStep, onStepChange }: StagedModelViewerProps) {
  const { t } = useLingui();
  const { jawName } = useViewerMessages();
  const sorted = useMemo(() => sortSteps(steps), [steps]);
  const [requestedIndex, setIndex] = useState(() => indexOfStep(sorted, initialStep));
  const index = Math.min(requestedIndex, Math.max(0, sorted.length - 1));
  const { hostRef, coreRef, status } = useViewerCore();
  const { settings, change } = useJawSettings(coreRef);
  const display = useStagedDisplay(coreRef, status, sorted, index);
  const go = useCallback(
    (next: number) => {
      const step = sorted[next];
      if (!step) return;
      setIndex(next);
      onStepChange?.(step.step);
    },
    [sorted, onStepChange],
  );
  const playback = usePlayback(index, sorted.length, display.shownIndex === index, go);

  if (sorted.length === 0) {
    return (
      <p className={`text-base text-slate-600 ${className ?? ''}`}>
        <Trans>This plan has no staged models.</Trans>
      </p>
    );
  }
  const jaws = JAWS.filter((jaw) => sorted.some((step) => step[jaw]));
  const items: LoadItem[] = jaws.flatMap((jaw) => {
    const state = display.loads[jaw];
    return state ? [{ id: jaw, name: jawName(jaw), state }] : [];
  });
  const isWaiting =
    display.shownIndex !== null &&
    display.shownIndex !== index &&
    items.every((item) => item.state.status !== 'loading');
  return (
    <section className={`flex flex-col gap-3 ${className ?? 'h-[32rem]'}`}>
      {status !== 'no-webgl' && (
        <ViewerToolbar
          jaws={jaws}
          settings={settings}
          onChange={change}
          onResetView={() => coreRef.current?.scene.fitView()}
        />
      )}
      <ViewerStage
        hostRef={hostRef}
        status={status}
        items={items}
        notice={
          isWaiting ? (
            <span className="rounded-lg bg-white/90 px-3 py-2 text-sm text-slate-700 shadow-sm">{t`Loading the step…`}</span>
          ) : undefined
        }
      />
      <StepControls
        index={index}
        stepNumbers={sorted.map((step) => step.step)}
        isPlaying={playback.isPlaying}
        onTogglePlay={playback.toggle}
        onGo={(next) => {
          playback.stop();
          go(next);
        }}
      />
      <OpenInViewerLink sources={JAWS.map((jaw) => sourcesAt(sorted, index)[jaw])} />
    </section>
  );
}
