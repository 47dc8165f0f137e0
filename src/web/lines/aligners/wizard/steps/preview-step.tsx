import { Trans } from '@lingui/react/macro';
import { ALIGNER_BRAND_VALUES } from '../../../../../domain/lines/aligners/brands';
import { CaseSummary } from '../../sections/case-summary';
import { secondaryButtonClass } from '../../../../components/ui/styles';
import { PreviewChecks } from '../../../../components/wizard/preview-checks';
import type { WizardScreenProps } from '../../../../components/wizard/wizard-definition';
import { useAddressBook } from '../../../../lib/addresses/address-book';
import type { CaseWizardDraft } from '../aligner-draft';
import { pickupAtOf } from '../../../../features/cases/wizard/wizard-validation';

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
export function PreviewStep({ draft, problems, warnings, goTo, steps }: WizardScreenProps<CaseWizardDraft>) {
  const addresses = useAddressBook();
  const address = addresses.data?.find((candidate) => candidate.id === draft.model.addressId);

  return (
    <div className="flex flex-col gap-4">
      <style>{PRINT_ONLY_SHEET}</style>
      <PreviewChecks steps={steps} problems={problems} warnings={warnings} goTo={goTo} />
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
