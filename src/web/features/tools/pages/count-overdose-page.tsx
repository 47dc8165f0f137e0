import { Trans } from '@lingui/react/macro';
import { cardClass } from '../../../components/ui/styles';
import { CountDetailLinks } from '../components/count-detail-links';
import { ToolPage } from '../components/tool-page';

/** /countDetail41: the signs of local anesthetic overdose and the first steps in the chair. */
export function CountOverdosePage() {
  return (
    <ToolPage title={<Trans>Overdose: signs and first steps</Trans>}>
      <CountDetailLinks />
      <section
        className={`${cardClass} flex flex-col gap-2 text-base leading-relaxed text-slate-800`}
        aria-labelledby="overdose-signs"
      >
        <h2 id="overdose-signs" className="text-xl font-semibold text-slate-900">
          <Trans>Early signs</Trans>
        </h2>
        <ul className="flex list-disc flex-col gap-1 ps-6">
          <li>
            <Trans>
              Numbness of the lips and tongue away from the injection, a metallic taste, ringing in the ears.
            </Trans>
          </li>
          <li>
            <Trans>Dizziness, talkativeness or slurred speech, restlessness, muscle twitching.</Trans>
          </li>
          <li>
            <Trans>
              Later: seizures, drowsiness and loss of consciousness, slow heart rate, low blood pressure, cardiac
              arrest.
            </Trans>
          </li>
          <li>
            <Trans>
              Too much epinephrine: palpitations, anxiety, tremor, headache, fast heart rate and high blood pressure.
            </Trans>
          </li>
        </ul>
      </section>
      <section
        className={`${cardClass} flex flex-col gap-2 text-base leading-relaxed text-slate-800`}
        aria-labelledby="overdose-steps"
      >
        <h2 id="overdose-steps" className="text-xl font-semibold text-slate-900">
          <Trans>First steps</Trans>
        </h2>
        <ol className="flex list-decimal flex-col gap-1 ps-6">
          <li>
            <Trans>Stop injecting. Call for help and for emergency services.</Trans>
          </li>
          <li>
            <Trans>Lay the patient down, keep the airway open and give oxygen.</Trans>
          </li>
          <li>
            <Trans>Check pulse, blood pressure and breathing, and write down the times.</Trans>
          </li>
          <li>
            <Trans>
              Protect a patient having a seizure from injury; a seizure that goes on needs a benzodiazepine from trained
              staff.
            </Trans>
          </li>
          <li>
            <Trans>
              No pulse: start cardiopulmonary resuscitation. Severe toxicity is treated in hospital with 20% lipid
              emulsion.
            </Trans>
          </li>
        </ol>
      </section>
    </ToolPage>
  );
}
