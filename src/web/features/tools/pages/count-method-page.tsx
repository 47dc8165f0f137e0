import { Trans } from '@lingui/react/macro';
import { cardClass } from '../../../components/ui/styles';
import { CountDetailLinks } from '../components/count-detail-links';
import { ToolPage } from '../components/tool-page';

/** /countDetail1: how the calculator reaches its figures, step by step. */
export function CountMethodPage() {
  return (
    <ToolPage title={<Trans>How the calculator works</Trans>}>
      <CountDetailLinks />
      <ol className={`${cardClass} flex list-decimal flex-col gap-3 ps-10 text-base leading-relaxed text-slate-800`}>
        <li>
          <Trans>
            Each rule set gives, per drug, a maximum in mg per kg of body weight, an absolute maximum in mg, or both.
            The patient's maximum is the lower of the weight-based figure and the absolute one.
          </Trans>
        </li>
        <li>
          <Trans>
            Age rules come next: a drug the source does not allow below an age gets no dose; a source with a separate
            children's figure uses it below the age it names; the Chinese articaine label halves the dose for the
            elderly (from 65 years in Cuspid).
          </Trans>
        </li>
        <li>
          <Trans>
            A cartridge's strength in percent times 10 gives mg per mL (4% is 40 mg/mL); times the cartridge volume
            gives mg per cartridge. Epinephrine 1:100,000 is 0.01 mg per mL, 1:200,000 is 0.005 mg per mL.
          </Trans>
        </li>
        <li>
          <Trans>
            Anesthetic already given in the same visit counts as a share of its own drug's maximum. The shares add up,
            and every drug keeps only the share that is left: after half the lidocaine maximum, half the articaine
            maximum remains.
          </Trans>
        </li>
        <li>
          <Trans>
            Epinephrine from every cartridge adds up against the visit's ceiling: about 0.2 mg for a healthy adult, 0.04
            mg for a patient with cardiovascular disease. The cartridge count is the lower of the anesthetic's and the
            epinephrine's, rounded down to a tenth of a cartridge.
          </Trans>
        </li>
        <li>
          <Trans>
            The figures are upper limits, not doses to aim for. Use the smallest dose that works, aspirate before
            injecting, inject slowly and watch the patient.
          </Trans>
        </li>
      </ol>
    </ToolPage>
  );
}
