import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TCaseDetail } from '../../../../domain/lines/aligners/detail';
import { brandName, seriesLabel } from '../aligner-labels';
import { CaseStatusBadge } from '../../../components/cases/case-status-badge';
import { CaseSummary } from '../sections/case-summary';
import { CasePhotos } from '../../../components/cases/case-photos-slot';
import { CaseTimelineSection } from '../../../components/cases/case-timeline-section';
import { LoadError } from '../../../components/ui/load-error';
import { caseDetailQuery, FACTORY_SCOPE } from '../../../lib/cases/case-queries';
import type { FactoryOrderProps } from '../../web-line';
import { changeCaseStatus } from '../../../features/factory/api/factory-case-writes';
import { CaseActionPanel, type ActionForms } from '../../../features/factory/components/case-action-panel';
import { CaseComments } from '../../../features/factory/components/case-comments';
import { FactoryAssignment } from '../../../features/factory/components/factory-assignment';
import { alignerEventFacts } from '../sections/aligner-event-facts';
import { CaseModels } from './case-models';
import { CasePlans } from './case-plans';
import { ALIGNER_FACTORY_TEXTS } from './factory-action-texts';
import { PaymentOrderForm } from './payment-order-form';
import { PlanUploadForm } from './plan-upload-form';
import { RecordPaymentForm } from './record-payment-form';
import type { ActionFormProps } from '../../../features/factory/components/action-form-props';
import { ShipFormWith } from '../../../features/factory/components/ship-form';
import { shipCase } from './aligner-factory-writes';

function ShipForm(props: ActionFormProps<TCaseDetail>) {
  return <ShipFormWith {...props} write={shipCase} />;
}

/** The aligner moves' own forms, each sending its own call. */
const ALIGNER_FORMS: ActionForms<TCaseDetail> = {
  plan: PlanUploadForm,
  paymentOrder: PaymentOrderForm,
  payment: RecordPaymentForm,
  shipment: ShipForm,
};

function CaseHeader({ detail }: { detail: TCaseDetail }) {
  const { i18n } = useLingui();
  const stage = detail.stageNo;
  const orderId = detail.orderId;
  const doctor = detail.doctorName;
  return (
    <header className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{detail.patientName}</h1>
        <CaseStatusBadge status={detail.status} productLine={detail.orderType} reason={detail.statusReason} />
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-medium text-slate-700">
          <Trans>Stage {stage}</Trans>
        </span>
      </div>
      <p className="text-base text-slate-700">
        <span className="font-medium text-slate-900">{detail.clinicName}</span> ·{' '}
        <Trans>
          Doctor {doctor} · Case {orderId}
        </Trans>{' '}
        · {brandName(detail.brand)} {seriesLabel(i18n, detail.brand, detail.series)}
      </p>
    </header>
  );
}

/**
 * An aligner case as the factory works on it (the aligner line's factory view): the actions valid now and the comments
 * first (beside the case on a wide screen), then the case data, the patient's models and the plans in 3D, and the
 * timeline.
 */
export function AlignerFactoryCase({ order }: FactoryOrderProps) {
  const { t } = useLingui();
  const detail = useQuery(caseDetailQuery<TCaseDetail>(FACTORY_SCOPE, order.orderId));
  const data = detail.data;
  if (detail.isError) {
    return (
      <LoadError
        message={detail.error.message || t`The case could not be loaded.`}
        onRetry={() => void detail.refetch()}
        error={detail.error}
      />
    );
  }
  if (!data) {
    return (
      <p className="text-base text-slate-600">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  return (
    <>
      <CaseHeader detail={data} />
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="flex flex-col gap-6 lg:order-2">
          <CaseActionPanel
            detail={data}
            productLine={data.orderType}
            forms={ALIGNER_FORMS}
            transition={changeCaseStatus}
            texts={ALIGNER_FACTORY_TEXTS}
          />
          <FactoryAssignment detail={data} />
          <CaseComments orderId={data.orderId} />
        </div>
        <div className="flex min-w-0 flex-col gap-6 *:min-w-0 lg:order-1">
          <CaseSummary
            caseData={data.caseData}
            patient={data.patient}
            imageStage={data.imageStage}
            modelNames={{ upper: data.models.upper?.name, lower: data.models.lower?.name }}
          />
          {data.imageStage ? <CasePhotos stage={data.imageStage} /> : null}
          <CaseModels models={data.models} />
          <CasePlans plans={data.plans} />
          <CaseTimelineSection events={data.events} productLine={data.orderType} lineFacts={alignerEventFacts} />
        </div>
      </div>
    </>
  );
}
