import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { LineWizard } from '../../components/wizard/line-wizard';
import type { WizardDefinition } from '../../components/wizard/wizard-definition';
import { LoadError } from '../../components/ui/load-error';
import { patientQuery } from '../../features/patients/api/get-patient';
import { caseScopeOf } from '../../lib/cases/case-queries';
import { failureOf } from '../../lib/forms/request-failure';
import { lineOrderQuery } from '../../lib/orders/line-order-query';
import { useSession } from '../../lib/session/session-store';
import { dentureOrderQuery } from './denture-order-query';
import { draftFromOrder } from './draft-from-order';
import { rememberedNotation } from './notation-preference';
import type { DentureWizardDraft } from './wizard-draft';

type DentureResubmitProps = { orderId: number; clinicId: number; definition: WizardDefinition<DentureWizardDraft> };

/**
 * `/confirmOrder?type=2&orderId=<n>`: the wizard opened on an order sent back (5) or reopened (1) to correct and
 * resubmit it (isEdit). It starts from the order as the server holds it (readable offline from the last visit); a
 * draft of the resubmission already on the device is restored instead.
 */
export function DentureResubmit({ orderId, clinicId, definition }: DentureResubmitProps) {
  const { session } = useSession();
  const scope = caseScopeOf(session);
  const order = useQuery(lineOrderQuery(scope, orderId));
  const denture = useQuery(dentureOrderQuery(scope, orderId));
  const patientId = denture.data?.data.basic.patientId;
  const patient = useQuery({ ...patientQuery(clinicId, patientId ?? 0), enabled: patientId !== undefined });
  const failed = [order, denture, patient].find((query) => query.isError);
  if (failed?.error)
    return (
      <LoadError
        message={failureOf(failed.error)?.msg || <Trans>The order could not be loaded.</Trans>}
        onRetry={() => void failed.refetch()}
        error={failed.error}
      />
    );
  if (!order.data || !denture.data || !patient.data)
    return (
      <p role="status" className="text-slate-600">
        <Trans>Loading the order…</Trans>
      </p>
    );
  return (
    <LineWizard
      definition={definition}
      initial={draftFromOrder(order.data, denture.data, patient.data, rememberedNotation())}
      clinicId={clinicId}
    />
  );
}
