import { useId } from 'react';
import type { z } from 'zod';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  ZCaseBasicInfo,
  ZCaseDiagnosis,
  ZCaseImages,
  ZCaseScheme,
} from '../../../../domain/lines/aligners/case-data';
import type { ZDigitalModel, ZMailedModel } from '../../../../domain/orders/order-model';
import { ARCH_CHOICES } from '../../../../domain/lines/aligners/case-options';
import { ageText } from '../../../../domain/validation/age';
import { genderLabel, optionLabel } from '../../../components/cases/case-labels';
import { brandName, seriesLabel } from '../aligner-labels';
import { DiagnosisSummary, SchemeSummary } from './case-summary-design';
import { formatPickupTime } from '../../../components/cases/pickup-time';
import { SummarySection, Term, Terms } from '../../../components/cases/summary-layout';
import { DateText } from '../../../components/ui/date-text';

/** The case as far as it is known: a draft of the wizard (any part may be missing) or a submitted case. */
export type CaseSummaryData = {
  basic?: Partial<z.input<typeof ZCaseBasicInfo>> | null;
  images?: Partial<z.input<typeof ZCaseImages>> | null;
  model?: Partial<z.input<typeof ZDigitalModel>> | Partial<z.input<typeof ZMailedModel>> | null;
  diagnosis?: Partial<z.input<typeof ZCaseDiagnosis>> | null;
  scheme?: Partial<z.input<typeof ZCaseScheme>> | null;
};

export type CaseSummaryPatient = { name: string; gender?: number; birthDate?: string; phone?: string };

export type CaseSummaryProps = {
  caseData: CaseSummaryData;
  patient?: CaseSummaryPatient | null;
  /** The image stage the case uses (`imageStageId` names it; the caller knows its name and date). */
  imageStage?: { name: string; stageTime: string } | null;
  /** The file names of the digital models. */
  modelNames?: { upper?: string | null; lower?: string | null };
  /** The mailed model's pickup address as a line of text, when the caller has the address book. */
  pickupAddress?: string | null;
  className?: string;
};

/**
 * The whole case on one page as a prescription sheet: basic info, images, model, diagnostic design and scheme
 * design, every choice by its translated label and "—" for what is missing. It prints on its own: no shadow, black
 * text, no section split across pages. The wizard's preview, the order detail and the factory console show it.
 */
export function CaseSummary({ caseData, patient, imageStage, modelNames, pickupAddress, className }: CaseSummaryProps) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className={`flex min-w-0 flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm *:min-w-0 print:border-0 print:p-0 print:text-black print:shadow-none ${className ?? ''}`}
    >
      <h2 id={titleId} className="text-xl font-semibold text-slate-900 print:text-black">
        <Trans>Prescription sheet</Trans>
      </h2>
      <BasicSummary basic={caseData.basic ?? {}} patient={patient ?? null} />
      <SummarySection title={<Trans>Images</Trans>}>
        <Terms>
          <Term term={<Trans>Image stage</Trans>}>{imageStage?.name}</Term>
          <Term term={<Trans>Stage date</Trans>}>{imageStage ? <DateText at={imageStage.stageTime} /> : null}</Term>
        </Terms>
      </SummarySection>
      <ModelSummary model={caseData.model ?? null} modelNames={modelNames} pickupAddress={pickupAddress} />
      <DiagnosisSummary diagnosis={caseData.diagnosis ?? {}} />
      <SchemeSummary scheme={caseData.scheme ?? {}} />
    </article>
  );
}

function BasicSummary({
  basic,
  patient,
}: {
  basic: NonNullable<CaseSummaryData['basic']>;
  patient: CaseSummaryPatient | null;
}) {
  const { i18n } = useLingui();
  const birthDate = patient?.birthDate;
  // The wizard's preview and the order's case data: '-' when the birth value cannot be read (spec section 5).
  const age = patient ? ageText(birthDate) : null;
  return (
    <SummarySection title={<Trans>Basic info</Trans>}>
      <Terms>
        <Term term={<Trans>Patient</Trans>}>{patient?.name}</Term>
        <Term term={<Trans>Sex</Trans>}>{genderLabel(i18n, patient?.gender)}</Term>
        <Term term={<Trans>Birth date</Trans>}>{birthDate ? <DateText at={birthDate} /> : null}</Term>
        <Term term={<Trans>Age</Trans>}>{age}</Term>
        <Term term={<Trans>Patient phone</Trans>}>{patient?.phone}</Term>
        <Term term={<Trans>Doctor</Trans>}>{basic.doctorName}</Term>
        <Term term={<Trans>Doctor mobile</Trans>}>{basic.doctorMobile}</Term>
        <Term term={<Trans>Brand</Trans>}>{brandName(basic.brand)}</Term>
        <Term term={<Trans>Series</Trans>}>{seriesLabel(i18n, basic.brand, basic.series)}</Term>
        <Term term={<Trans>Arches</Trans>}>{optionLabel(i18n, ARCH_CHOICES.list, basic.arches)}</Term>
        <Term term={<Trans>Chief complaint</Trans>} isWide>
          {basic.chiefComplaint}
        </Term>
        <Term term={<Trans>Treatment goals</Trans>} isWide>
          {basic.treatmentGoals}
        </Term>
      </Terms>
    </SummarySection>
  );
}

type ModelSummaryProps = Pick<CaseSummaryProps, 'modelNames' | 'pickupAddress'> & { model: CaseSummaryData['model'] };

function ModelSummary({ model, modelNames, pickupAddress }: ModelSummaryProps) {
  const { i18n, t } = useLingui();
  const kind = model?.kind === 'digital' ? t`Digital model` : model?.kind === 'mailed' ? t`Mailed model` : null;
  return (
    <SummarySection title={<Trans>Model</Trans>}>
      <Terms>
        <Term term={<Trans>Model type</Trans>}>{kind}</Term>
        {model?.kind === 'mailed' ? (
          <>
            <Term term={<Trans>Pickup time</Trans>}>
              {model.pickupAt === undefined ? null : formatPickupTime(model.pickupAt, i18n.locale)}
            </Term>
            <Term term={<Trans>Pickup address</Trans>}>
              {pickupAddress || (model.addressId === undefined ? null : t`Address no. ${model.addressId}`)}
            </Term>
            <Term term={<Trans>Note for the courier</Trans>} isWide>
              {model.note}
            </Term>
          </>
        ) : (
          <>
            <Term term={<Trans>Upper model</Trans>}>{modelNames?.upper}</Term>
            <Term term={<Trans>Lower model</Trans>}>{modelNames?.lower}</Term>
          </>
        )}
      </Terms>
    </SummarySection>
  );
}
