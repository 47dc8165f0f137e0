import { Trans } from '@lingui/react/macro';
import { secondaryButtonClass } from '../../../components/ui/styles';
import { PreviewChecks } from '../../../components/wizard/preview-checks';
import type { WizardScreenProps } from '../../../components/wizard/wizard-definition';
import { LabSlip } from './lab-slip';
import type { DentureWizardDraft } from '../wizard-draft';

/** While the preview is printed, only the lab slip is on paper. */
const PRINT_ONLY_SLIP = `@media print {
  body * { visibility: hidden !important; }
  #denture-lab-slip, #denture-lab-slip * { visibility: visible !important; }
  #denture-lab-slip { position: absolute; inset: 0 auto auto 0; width: 100%; }
}`;

/** The last step: what still blocks the submit, and the whole order as the printable lab slip. */
export function PreviewStep({ draft, problems, warnings, goTo, steps }: WizardScreenProps<DentureWizardDraft>) {
  return (
    <div className="flex flex-col gap-4">
      <style>{PRINT_ONLY_SLIP}</style>
      <PreviewChecks steps={steps} problems={problems} warnings={warnings} goTo={goTo} />
      <div className="flex justify-end print:hidden">
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() => window.print()}
          data-testid="denture-print"
        >
          <Trans>Print lab slip</Trans>
        </button>
      </div>
      <LabSlip draft={draft} />
    </div>
  );
}
