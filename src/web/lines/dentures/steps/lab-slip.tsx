import { Trans, useLingui } from '@lingui/react/macro';
import { TOOTH_NOTATION_LABELS } from '../../../../domain/lines/dentures/prosthetics';
import { designLines, toothInBoth, unitsOfRestoration as unitsOf, unitSummary } from '../sections/denture-summary';
import type { DentureWizardDraft } from '../wizard-draft';

/** What the slip shows: the order's data as the wizard holds it (a submitted order's data fits it too). */
export type LabSlipData = Pick<DentureWizardDraft, 'patient' | 'basic' | 'teeth' | 'shades' | 'design'>;

/**
 * The lab slip: what the technician works from, printed from the preview. Every tooth is written in FDI and, when the
 * clinic reads another notation, in that one too (Palmer with its quadrant bracket), with its options and shades.
 */
export function LabSlip({ draft }: { draft: LabSlipData }) {
  const { i18n, t } = useLingui();
  const { notation } = draft.teeth;
  const both = (tooth: number) => toothInBoth(tooth, notation);
  const shadesOf = (tooth: number) => draft.shades.teeth.find((entry) => entry.tooth === tooth);

  return (
    <article id="denture-lab-slip" className="flex flex-col gap-4" data-testid="denture-lab-slip">
      <header>
        <h3 className="text-lg font-semibold text-slate-900">
          <Trans>Lab slip: fixed denture</Trans>
        </h3>
        <p className="text-sm text-slate-700">
          <Trans>
            Patient: {draft.patient?.name ?? '—'} · Doctor: {draft.basic.doctorName} {draft.basic.doctorMobile}
          </Trans>
        </p>
        <p className="text-sm text-slate-700">
          <Trans>Teeth in FDI; in brackets: {i18n._(TOOTH_NOTATION_LABELS[notation])}</Trans>
        </p>
        {draft.teeth.customTray ? (
          <p className="text-sm font-medium text-slate-900">
            <Trans>Custom impression tray first</Trans>
          </p>
        ) : null}
      </header>
      <table className="w-full border-collapse text-start text-sm">
        <thead>
          <tr className="border-b border-slate-300">
            <th className="py-1 pe-2 text-start">
              <Trans>Tooth</Trans>
            </th>
            <th className="py-1 pe-2 text-start">
              <Trans>Restoration</Trans>
            </th>
            <th className="py-1 pe-2 text-start">
              <Trans>Options</Trans>
            </th>
            <th className="py-1 text-start">
              <Trans>Shades</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {draft.teeth.restorations.flatMap((restoration) =>
            unitsOf(restoration).map((unit) => {
              const shades = shadesOf(unit.tooth);
              return (
                <tr key={unit.tooth} className="border-b border-slate-200 align-top">
                  <td className="py-1 pe-2 font-mono whitespace-nowrap">{both(unit.tooth)}</td>
                  <td className="py-1 pe-2">
                    {restoration.kind === 'single' ? (
                      <Trans>single crown</Trans>
                    ) : (
                      <Trans>
                        bridge{' '}
                        {unitsOf(restoration)
                          .map((other) => both(other.tooth))
                          .join('–')}
                      </Trans>
                    )}
                  </td>
                  <td className="py-1 pe-2">{unitSummary(i18n, unit)}</td>
                  <td className="py-1">
                    {shades?.shades.map((shade) => shade.shade).join(' / ')}
                    {shades?.stumpShade ? ` · ${t`stump ${shades.stumpShade}`}` : ''}
                  </td>
                </tr>
              );
            }),
          )}
        </tbody>
      </table>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        {designLines(i18n, draft.design).map(([term, value]) => (
          <div key={term} className="flex gap-2">
            <dt className="font-medium">{term}:</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
