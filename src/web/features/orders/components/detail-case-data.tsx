import { useId, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { TCaseDetail } from '../../../../domain/cases/case-api';
import { CaseSummary } from '../../../components/cases/case-summary';
import { cardClass, secondaryButtonClass } from '../../../components/ui/styles';
import { LazyModelViewer } from '../../../lib/model-viewer/lazy';
import type { ViewerModel } from '../../../lib/model-viewer/types';

function viewerModelsOf(models: TCaseDetail['models']): ViewerModel[] {
  return (['upper', 'lower'] as const).flatMap((jaw) => {
    const file = models[jaw];
    return file
      ? [
          {
            id: `case-${jaw}-${file.modelId}`,
            jaw,
            source: { kind: 'url' as const, url: file.url, fileName: file.name },
          },
        ]
      : [];
  });
}

/** The case data as submitted (the prescription sheet), and its digital models in 3D on demand. */
export function DetailCaseData({ detail }: { detail: TCaseDetail }) {
  const titleId = useId();
  const [showModels, setShowModels] = useState(false);
  const models = viewerModelsOf(detail.models);
  return (
    <section aria-labelledby={titleId} className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          <Trans>Case data</Trans>
        </h2>
        {models.length > 0 ? (
          <button
            type="button"
            onClick={() => setShowModels(!showModels)}
            aria-expanded={showModels}
            className={secondaryButtonClass}
          >
            {showModels ? <Trans>Hide the 3D models</Trans> : <Trans>Show the 3D models</Trans>}
          </button>
        ) : null}
      </div>
      {showModels ? (
        <div className={cardClass}>
          <LazyModelViewer models={models} />
        </div>
      ) : null}
      <CaseSummary
        caseData={detail.caseData}
        patient={detail.patient}
        imageStage={detail.imageStage}
        modelNames={{ upper: detail.models.upper?.name ?? null, lower: detail.models.lower?.name ?? null }}
      />
    </section>
  );
}
