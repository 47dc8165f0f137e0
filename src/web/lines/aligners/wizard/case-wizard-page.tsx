import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../../components/ui/load-error';
import type { TCaseDetail } from '../../../../domain/lines/aligners/detail';
import { caseDetailQuery, caseScopeOf } from '../../../lib/cases/case-queries';
import { failureOf } from '../../../lib/forms/request-failure';
import { hasDraftToRestore } from '../../../lib/offline/drafts';
import { thisTab } from '../../../lib/offline/tab-scope';
import { useUserDatabase } from '../../../lib/offline/user-database-context';
import { useSession, type TWebSession } from '../../../lib/session/session-store';
import { LineWizard } from '../../../components/wizard/line-wizard';
import { LineWizardPage } from '../../../components/wizard/wizard-page';
import { ALIGNER_WIZARD } from './aligner-wizard';
import { draftFromDetail } from './draft-from-detail';
import { orderDraftId } from '../../../features/cases/wizard/wizard-draft';
import { caseDraftKey, emptyCaseDraft, wizardPathOf } from './aligner-draft';

/** A resubmission: the saved draft of the order if there is one, else the case as the server holds it. */
function ResubmitWizard({ orderId, clinicId }: { orderId: number; clinicId: number }) {
  const db = useUserDatabase();
  const { session } = useSession();
  // This tab's draft of the order, or one a closed tab left (a draft open in another tab is that tab's).
  const [hasDraft, setHasDraft] = useState<boolean>();
  useEffect(() => {
    let isCurrent = true;
    const answer = (value: boolean) => isCurrent && setHasDraft(value);
    // Unreadable: start from the server's case; the wizard still restores a draft if it can read one.
    void hasDraftToRestore(db, caseDraftKey(orderDraftId(orderId)), thisTab()).then(answer, () => answer(false));
    return () => {
      isCurrent = false;
    };
  }, [db, orderId]);
  const detail = useQuery({
    ...caseDetailQuery<TCaseDetail>(caseScopeOf(session), orderId),
    enabled: hasDraft === false,
  });
  if (hasDraft === undefined) return null;
  if (hasDraft)
    return (
      <LineWizard definition={ALIGNER_WIZARD} initial={emptyCaseDraft(orderDraftId(orderId))} clinicId={clinicId} />
    );
  if (detail.data)
    return <LineWizard definition={ALIGNER_WIZARD} initial={draftFromDetail(detail.data)} clinicId={clinicId} />;
  if (detail.isError)
    return (
      <LoadError
        message={failureOf(detail.error)?.msg || <Trans>The case could not be loaded.</Trans>}
        onRetry={() => void detail.refetch()}
        error={detail.error}
      />
    );
  return (
    <p role="status" className="text-slate-600">
      <Trans>Loading the case…</Trans>
    </p>
  );
}

const newAlignerDraft = (id: string, session: TWebSession | undefined) =>
  emptyCaseDraft(id, { doctorName: session?.name ?? '', doctorMobile: session?.phone ?? '' });
const newAlignerDraftPath = (id: string) => wizardPathOf({ id, orderId: null });

/** /confirmOrder?type=1: the aligner case wizard; `orderId=<n>` resubmits a failed (5) or restored/restarted (1) case. */
export function CaseWizardPage() {
  return (
    <LineWizardPage
      definition={ALIGNER_WIZARD}
      newDraft={newAlignerDraft}
      newDraftPath={newAlignerDraftPath}
      Resubmit={ResubmitWizard}
    />
  );
}
