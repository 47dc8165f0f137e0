import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TCaseDetail } from '../../../../domain/lines/aligners/detail';
import { CaseSummary } from './case-summary';
import { CollapsibleSection } from '../../../components/ui/collapsible-section';
import { cardClass, secondaryButtonClass } from '../../../components/ui/styles';
import { LazyModelViewer } from '../../../components/model-viewer/lazy';
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

/**
 * The case data as submitted (the prescription sheet), and its digital models in 3D on demand; folded on a tablet
 * (the sheet alone is over 2,000 px tall there).
 */
export function DetailCaseData({ detail }: { detail: TCaseDetail }) {
  const { t } = useLingui();
  const [showModels, setShowModels] = useState(false);
  const models = viewerModelsOf(detail.models);
  return (
    <>
      {models.length > 0 ? (
        <section aria-label={t`Patient’s models`} className={`${cardClass} flex min-w-0 flex-col items-start gap-3`}>
          <button
            type="button"
            onClick={() => setShowModels(!showModels)}
            aria-expanded={showModels}
            className={secondaryButtonClass}
          >
            {showModels ? <Trans>Hide the 3D models</Trans> : <Trans>Show the 3D models</Trans>}
          </button>
          {showModels ? (
            <div className="w-full">
              <LazyModelViewer models={models} />
            </div>
          ) : null}
        </section>
      ) : null}
      <CollapsibleSection title={<Trans>Case data</Trans>} isBare>
        <CaseSummary
          caseData={detail.caseData}
          patient={detail.patient}
          imageStage={detail.imageStage}
          modelNames={{ upper: detail.models.upper?.name ?? null, lower: detail.models.lower?.name ?? null }}
        />
      </CollapsibleSection>
    </>
  );
}
