import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TLineOrder } from '../../../../domain/orders/line-orders';
import { CaseStatusBadge } from '../../../components/cases/case-status-badge';
import { CaseTimelineSection } from '../../../components/cases/case-timeline-section';
import { LoadError } from '../../../components/ui/load-error';
import { CaseActionPanel, type ActionForms } from '../../../features/factory/components/case-action-panel';
import { CaseComments } from '../../../features/factory/components/case-comments';
import type { ActionFormProps } from '../../../features/factory/components/action-form-props';
import { ShipFormWith } from '../../../features/factory/components/ship-form';
import { FACTORY_SCOPE } from '../../../lib/cases/case-queries';
import { failureOf } from '../../../lib/forms/request-failure';
import type { FactoryOrderProps } from '../../web-line';
import { dentureDataQuery } from '../sections/denture-data-query';
import { DentureOrderSections } from '../sections/denture-order-sections';
import { DENTURE_FACTORY_TEXTS } from './factory-action-texts';
import { AbutmentSelectionForm } from './abutment-selection-form';
import { DenturePaymentForm } from './denture-payment-form';
import { TryInShipForm } from './try-in-ship-form';
import { dentureTransition, shipDenture } from './denture-factory-writes';

function DentureShipForm(props: ActionFormProps<TLineOrder>) {
  return <ShipFormWith {...props} write={shipDenture} />;
}

/** The forms of the fixed dentures' factory moves with fields of their own (the table's `form.fields`). */
const DENTURE_FORMS: ActionForms<TLineOrder> = {
  abutmentSelection: AbutmentSelectionForm,
  payment: DenturePaymentForm,
  shipment: DentureShipForm,
  tryInShipment: TryInShipForm,
};

/**
 * A fixed-denture order as the factory works on it (the line's factory view, `/userFactory/case/:orderId`): the moves
 * of the line's status table the factory may make now, with their forms, and the comments first (beside the order on
 * a wide screen), then the teeth in the reader's notation with their shades and options, the design preferences, the
 * abutment, the reworks, the costs, and the timeline.
 */
export function DentureFactoryOrder({ order }: FactoryOrderProps) {
  const { t } = useLingui();
  const denture = useQuery(dentureDataQuery(FACTORY_SCOPE, order.orderId));
  const orderId = order.orderId;
  const doctor = order.doctorName;
  return (
    <>
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold text-slate-900">{order.patientName}</h1>
          <CaseStatusBadge status={order.status} productLine={order.productLine} />
        </div>
        <p className="text-base text-slate-700">
          <span className="font-medium text-slate-900">{order.clinicName}</span> ·{' '}
          <Trans>
            Doctor {doctor} · Fixed denture order {orderId}
          </Trans>
        </p>
      </header>
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="flex flex-col gap-6 lg:order-2">
          <CaseActionPanel
            detail={order}
            productLine={order.productLine}
            forms={DENTURE_FORMS}
            transition={dentureTransition}
            texts={DENTURE_FACTORY_TEXTS}
          />
          <CaseComments orderId={order.orderId} />
        </div>
        <div className="flex min-w-0 flex-col gap-6 *:min-w-0 lg:order-1">
          {denture.isError ? (
            <LoadError
              message={failureOf(denture.error)?.msg || t`The order could not be loaded.`}
              onRetry={() => void denture.refetch()}
              error={denture.error}
            />
          ) : denture.data ? (
            <DentureOrderSections order={denture.data} patientName={order.patientName} />
          ) : (
            <p className="text-base text-slate-600">
              <Trans>Loading…</Trans>
            </p>
          )}
          <CaseTimelineSection events={order.events} productLine={order.productLine} />
        </div>
      </div>
    </>
  );
}
