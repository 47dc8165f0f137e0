import { useEffect, useState, type ComponentType } from 'react';
import { useLocation, useSearch } from 'wouter';
import { newItemId } from '../../lib/offline/outbox';
import { useSession, type TWebSession } from '../../lib/session/session-store';
import { LineWizard } from './line-wizard';
import type { WizardDefinition, WizardDraftBase } from './wizard-definition';

type LineWizardPageProps<Draft extends WizardDraftBase> = {
  definition: WizardDefinition<Draft>;
  /** A new order's empty draft under `id` (the signed-in doctor filled in where the line asks for them). */
  newDraft: (id: string, session: TWebSession | undefined) => Draft;
  /** The wizard's address for the draft `id` (`/confirmOrder?type=N&draft=<id>`). */
  newDraftPath: (id: string) => string;
  /** A resubmission of order `orderId` (`orderId=<n>` in the address), when the line has one. */
  Resubmit?: ComponentType<{ orderId: number; clinicId: number }>;
};

/**
 * A line's wizard page (`/confirmOrder?type=N`): `draft=<id>` reopens a new order's draft (a fresh id is put in the
 * address at once, so a reload, a crash or the storage box finds the same draft); `orderId=<n>` resubmits a refused
 * order where the line has a resubmission. Signed in to a clinic only: a draft belongs to the clinic's device data.
 */
export function LineWizardPage<Draft extends WizardDraftBase>({
  definition,
  newDraft,
  newDraftPath,
  Resubmit,
}: LineWizardPageProps<Draft>) {
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const { session } = useSession();
  const [freshId] = useState(() => newItemId());
  const orderId = Number(params.get('orderId'));
  const draftId = params.get('draft');
  const isResubmit = Resubmit !== undefined && Number.isSafeInteger(orderId) && orderId > 0;

  useEffect(() => {
    if (!isResubmit && !draftId) navigate(newDraftPath(freshId), { replace: true });
  }, [isResubmit, draftId, freshId, navigate, newDraftPath]);

  const clinicId = session?.clinicId;
  if (clinicId === null || clinicId === undefined) return null;
  if (isResubmit) return <Resubmit key={orderId} orderId={orderId} clinicId={clinicId} />;
  if (!draftId) return null;
  return <LineWizard key={draftId} definition={definition} initial={newDraft(draftId, session)} clinicId={clinicId} />;
}
