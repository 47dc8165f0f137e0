import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TCaseDetail } from '../../../../domain/lines/aligners/detail';
import { cardClass } from '../../../components/ui/styles';
import { correctSituationLabels } from '../moves/completion-form-dialog';
import { DetailFact } from '../../../features/orders/components/detail-fact';

/** How the treatment ended, once the doctor completed it. */
export function CompletionSummary({ completion }: { completion: NonNullable<TCaseDetail['completion']> }) {
  const { i18n } = useLingui();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cardClass}>
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        <Trans>Treatment completion</Trans>
      </h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <DetailFact term={<Trans>Completion date</Trans>}>{completion.completeDate}</DetailFact>
        <DetailFact term={<Trans>Correction result</Trans>}>
          {i18n._(correctSituationLabels[completion.correctSituation])}
        </DetailFact>
        {completion.correctRemark ? (
          <DetailFact term={<Trans>Correction remark</Trans>}>{completion.correctRemark}</DetailFact>
        ) : null}
        <DetailFact term={<Trans>Retainers</Trans>}>
          {completion.customRetainer ? completion.retainerProdRequire || <Trans>Ordered</Trans> : <Trans>None</Trans>}
        </DetailFact>
      </dl>
    </section>
  );
}
