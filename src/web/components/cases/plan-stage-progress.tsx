import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { planStageOf } from '../../../domain/lines/registry';
import {
  progressStages,
  stagePosition,
  type PlanStage,
  type PlanStagePlace,
  type PlanReviewStep,
  type ProductionStep,
} from '../../../domain/orders/plan-stages';

const STAGE_LABELS: Record<PlanStage, MessageDescriptor> = {
  dataCollection: msg({ message: 'Data collection', context: 'plan stage' }),
  planDesign: msg({ message: 'Plan design', context: 'plan stage' }),
  planReview: msg({ message: 'Plan review', context: 'plan stage' }),
  production: msg({ message: 'Production', context: 'plan stage' }),
  treatmentComplete: msg({ message: 'Treatment complete', context: 'plan stage' }),
  terminated: msg({ message: 'Terminated', context: 'plan stage' }),
};

const STEP_LABELS: Record<PlanReviewStep | ProductionStep, MessageDescriptor> = {
  pending: msg({ message: 'pending', context: 'plan review' }),
  passed: msg({ message: 'passed', context: 'plan review' }),
  failed: msg({ message: 'failed', context: 'plan review' }),
  inProduction: msg({ message: 'in production', context: 'production step' }),
  shipped: msg({ message: 'shipped', context: 'production step' }),
  received: msg({ message: 'received', context: 'production step' }),
};

type PlanStageProgressProps = {
  productLine: number;
  status: number;
  /** `full` (the order detail): every stage in a row; `compact` (lists): the current stage and a small bar. */
  variant?: 'full' | 'compact';
};

function useStageText() {
  const { i18n } = useLingui();
  return (place: PlanStagePlace) => {
    const stage = i18n._(STAGE_LABELS[place.stage]);
    return 'step' in place ? `${stage} · ${i18n._(STEP_LABELS[place.step])}` : stage;
  };
}

/**
 * Where a case stands among the plan stages (spec section 4), derived from its status through its line's status
 * table: a doctor reads it without knowing status codes. Nothing is drawn for a line not on the order core.
 */
export function PlanStageProgress({ productLine, status, variant = 'full' }: PlanStageProgressProps) {
  const { i18n, t } = useLingui();
  const stageText = useStageText();
  const place = planStageOf(productLine, status);
  if (!place) return null;
  const stages = progressStages(place);
  const { index, count } = stagePosition(place);
  const isStopped = place.stage === 'terminated';
  const name = t`Plan stages`;

  if (variant === 'compact') {
    return (
      <span className="mt-1 flex flex-col gap-1 text-sm text-slate-700" data-testid="plan-stage">
        <span className="whitespace-nowrap">{stageText(place)}</span>
        <span role="img" aria-label={t`Plan stage ${index} of ${count}`} className="flex gap-0.5">
          {stages.map((stage, at) => (
            <span
              key={stage}
              className={`h-1.5 w-4 rounded-full ${at < index ? (isStopped && at === index - 1 ? 'bg-rose-600' : 'bg-teal-700') : 'bg-slate-200'}`}
            />
          ))}
        </span>
      </span>
    );
  }

  return (
    <ol aria-label={name} className="flex flex-wrap gap-x-1 gap-y-2 text-sm" data-testid="plan-stage">
      {stages.map((stage, at) => {
        const isCurrent = at === index - 1;
        const isDone = at < index - 1;
        const tone = isCurrent
          ? isStopped
            ? 'bg-rose-700 text-white'
            : 'bg-teal-700 text-white'
          : isDone
            ? 'bg-teal-50 text-teal-900 ring-1 ring-teal-200'
            : 'bg-slate-100 text-slate-600';
        return (
          <li
            key={stage}
            aria-current={isCurrent ? 'step' : undefined}
            className={`flex min-h-8 items-center gap-1 rounded-full px-3 py-1 font-medium ${tone}`}
          >
            <span aria-hidden="true">{isDone ? '✓' : `${at + 1}`}</span>
            <span>{isCurrent ? stageText(place) : i18n._(STAGE_LABELS[stage])}</span>
          </li>
        );
      })}
    </ol>
  );
}
