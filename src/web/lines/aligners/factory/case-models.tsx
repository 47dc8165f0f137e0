import { Trans } from '@lingui/react/macro';
import type { TCaseDetail, TPlan } from '../../../../domain/lines/aligners/detail';
import type { TFileLink } from '../../../../domain/orders/fields';
import { cardClass } from '../../../components/ui/styles';
import { LazyModelViewer } from '../../../components/model-viewer/lazy';
import type { ModelSource, ViewerModel } from '../../../lib/model-viewer/types';

/** A stored file as the viewer's source (a signed link). */
export const sourceOf = (file: Pick<TFileLink, 'url' | 'name'>): ModelSource => ({
  kind: 'url',
  url: file.url,
  fileName: file.name,
});

/** The plan's staged models, step by step, for the staged viewer. */
export const stagedStepsOf = (plan: TPlan) =>
  plan.steps.map((step) => ({
    step: step.step,
    upper: step.upper ? sourceOf(step.upper) : null,
    lower: step.lower ? sourceOf(step.lower) : null,
  }));

/** The patient's digital models the case was submitted with, in 3D; nothing for a mailed model. */
export function CaseModels({ models }: { models: TCaseDetail['models'] }) {
  const list: ViewerModel[] = [];
  if (models.upper) list.push({ id: `model-${models.upper.modelId}`, jaw: 'upper', source: sourceOf(models.upper) });
  if (models.lower) list.push({ id: `model-${models.lower.modelId}`, jaw: 'lower', source: sourceOf(models.lower) });
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="factory-models-title" className={`${cardClass} flex flex-col gap-3`}>
      <h2 id="factory-models-title" className="text-lg font-semibold text-slate-900">
        <Trans>Patient’s models</Trans>
      </h2>
      <LazyModelViewer models={list} />
    </section>
  );
}
