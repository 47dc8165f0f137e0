import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CaseWizardStep } from '../../../../../domain/cases/case-data';
import { ALIGNER_BRAND_VALUES } from '../../../../../domain/cases/case-options';
import { CaseSummary } from '../../../../components/cases/case-summary';
import { linkClass, secondaryButtonClass } from '../../../../components/ui/styles';
import { useAddressBook } from '../../../../lib/addresses/address-book';
import type { CaseWizardDraft } from '../wizard-draft';
import { pickupAtOf, type DATA_STEPS, type StepErrors } from '../wizard-validation';

/** While the preview is printed, only the prescription sheet is on paper: no shell, menu, step bar or buttons. */
const PRINT_ONLY_SHEET = `@media print {
  body * { visibility: hidden !important; }
  #case-prescription, #case-prescription * { visibility: visible !important; }
  #case-prescription { position: absolute; inset: 0 auto auto 0; width: 100%; }
}`;

function caseDataOf(draft: CaseWizardDraft) {
  const { model } = draft;
  return {
    basic: { ...draft.basic, brand: ALIGNER_BRAND_VALUES.find((brand) => brand === draft.basic.brand) },
    images: {},
    model:
      model.kind === 'digital'
        ? { kind: 'digital' as const }
        : {
            kind: 'mailed' as const,
            pickupAt: pickupAtOf(model),
            addressId: model.addressId ?? undefined,
            note: model.note,
          },
    diagnosis: draft.diagnosis,
    scheme: draft.scheme,
  };
}

/**
 * Step 6: the whole case on one page, printable as a prescription sheet, with what still blocks the submit (each
 * step's problems, and a way back to it).
 */
export function PreviewStep({
  draft,
  problems,
  warnings,
  stepLabels,
  onGoTo,
}: {
  draft: CaseWizardDraft;
  problems: Partial<Record<(typeof DATA_STEPS)[number], StepErrors>>;
  /** What the submit will ask about (wizard-warnings): shown here first, so nothing surprises the doctor. */
  warnings: readonly string[];
  stepLabels: Record<CaseWizardStep, MessageDescriptor>;
  onGoTo: (step: CaseWizardStep) => void;
}) {
  const { i18n } = useLingui();
  const addresses = useAddressBook();
  const address = addresses.data?.find((candidate) => candidate.id === draft.model.addressId);
  const blocking = Object.entries(problems).filter(([, errors]) => errors && Object.keys(errors).length > 0) as [
    CaseWizardStep,
    StepErrors,
  ][];

  return (
    <div className="flex flex-col gap-4">
      <style>{PRINT_ONLY_SHEET}</style>
      {blocking.length > 0 ? (
        <div
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 print:hidden"
          data-testid="case-preview-problems"
        >
          <p className="font-medium">
            <Trans>Complete these steps before you submit:</Trans>
          </p>
          <ul className="mt-1 flex flex-col">
            {blocking.map(([step, errors]) => (
              <li key={step} className="flex flex-wrap items-center gap-x-3">
                <button type="button" className={linkClass} onClick={() => onGoTo(step)}>
                  {i18n._(stepLabels[step])}
                </button>
                <span className="text-sm">{Object.values(errors).join(' ')}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {warnings.length > 0 ? (
        <div
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 print:hidden"
          data-testid="case-preview-warnings"
        >
          <p className="font-medium">
            <Trans>Check before you submit:</Trans>
          </p>
          <ul className="mt-1 list-disc ps-5">
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex justify-end print:hidden">
        <button type="button" className={secondaryButtonClass} onClick={() => window.print()} data-testid="case-print">
          <Trans>Print prescription sheet</Trans>
        </button>
      </div>
      <div id="case-prescription">
        <CaseSummary
          caseData={caseDataOf(draft)}
          patient={draft.patient}
          imageStage={
            draft.images.stageKey ? { name: draft.images.stageName, stageTime: draft.images.stageTime } : null
          }
          modelNames={{ upper: draft.model.upper?.fileName ?? null, lower: draft.model.lower?.fileName ?? null }}
          pickupAddress={
            address
              ? `${address.name} ${address.phone}, ${address.province} ${address.city} ${address.district} ${address.address}`
              : null
          }
        />
      </div>
    </div>
  );
}
