import { Trans } from '@lingui/react/macro';
import { CaseCommentThread } from '../../../components/cases/case-comment-thread';
import { cardClass } from '../../../components/ui/styles';

/** The comments between the clinic and the factory about one case, on the factory's case page. */
export function CaseComments({ orderId }: { orderId: number }) {
  return (
    <section aria-labelledby="factory-comments-title" className={`${cardClass} flex flex-col gap-4`}>
      <h2 id="factory-comments-title" className="text-lg font-semibold text-slate-900">
        <Trans>Comments</Trans>
      </h2>
      <CaseCommentThread orderId={orderId} side="factory" />
    </section>
  );
}
