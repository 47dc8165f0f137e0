import { Trans, useLingui } from '@lingui/react/macro';
import { optionLabel } from '../../../components/cases/case-labels';
import {
  ABUTMENT_EDGES,
  ABUTMENT_SOURCES,
  DESIGN_REQUIREMENTS,
  FIXATIONS,
} from '../../../../domain/lines/dentures/prosthetics';
import { IMPLANT_CATALOGUE } from '../../../../domain/lines/dentures/implants';
import {
  BLACK_TRIANGLES,
  EDENTULOUS_AREAS,
  FORM_DESIGNS,
  OCCLUSIONS,
  PROXIMAL_CONTACTS,
  TRANSPARENCIES,
} from '../../../../domain/lines/dentures/design';
import { TOOTH_NOTATION_LABELS } from '../../../../domain/lines/dentures/prosthetics';
import { toothLabel } from '../../../../domain/lines/dentures/teeth';
import type { DentureWizardDraft, RestorationDraft, UnitDraft } from '../wizard-draft';

const unitsOf = (restoration: RestorationDraft): UnitDraft[] =>
  restoration.kind === 'single' ? [restoration.unit] : restoration.units;

/** What the slip shows: the order's data as the wizard holds it (a submitted order's data fits it too). */
export type LabSlipData = Pick<DentureWizardDraft, 'patient' | 'basic' | 'teeth' | 'shades' | 'design'>;

/**
 * The lab slip: what the technician works from, printed from the preview. Every tooth is written in FDI and, when the
 * clinic reads another notation, in that one too (Palmer with its quadrant bracket), with its options and shades.
 */
export function LabSlip({ draft }: { draft: LabSlipData }) {
  const { i18n, t } = useLingui();
  const { notation } = draft.teeth;
  const both = (tooth: number) => (notation === 'fdi' ? String(tooth) : `${tooth} (${toothLabel(tooth, notation)})`);
  const shadesOf = (tooth: number) => draft.shades.teeth.find((entry) => entry.tooth === tooth);
  const design = draft.design;
  const designLines: [string, string][] = [
    [t`Occlusion`, optionLabel(i18n, OCCLUSIONS.list, design.occlusion)],
    [t`Proximal contact`, optionLabel(i18n, PROXIMAL_CONTACTS.list, design.proximalContact)],
    [t`Edentulous area`, optionLabel(i18n, EDENTULOUS_AREAS.list, design.edentulousArea)],
    [t`Black triangle`, optionLabel(i18n, BLACK_TRIANGLES.list, design.blackTriangle)],
    [t`Transparency`, optionLabel(i18n, TRANSPARENCIES.list, design.transparency)],
    [t`Form design`, optionLabel(i18n, FORM_DESIGNS.list, design.formDesign)],
  ];

  function unitText(unit: UnitDraft): string {
    if (unit.pontic) return t`pontic`;
    const parts: string[] = [];
    if (unit.implant) {
      const brand = IMPLANT_CATALOGUE.find((candidate) => candidate.value === unit.implant?.brand);
      const system = brand?.systems.find((candidate) => candidate.value === unit.implant?.system);
      parts.push(
        t`implant ${brand?.name ?? ''} ${system?.name ?? ''} ${unit.implant.model ?? ''}`,
        optionLabel(i18n, ABUTMENT_SOURCES.list, unit.implant.abutmentSource),
      );
    }
    if (unit.postCore) parts.push(t`post core`);
    parts.push(optionLabel(i18n, FIXATIONS.list, unit.fixation ?? 'cemented'));
    parts.push(optionLabel(i18n, ABUTMENT_EDGES.list, unit.abutmentEdge));
    if (unit.porcelain) parts.push(t`porcelain`);
    if (unit.tryIn) parts.push(t`try-in`);
    if (unit.attachments) parts.push(t`attachments`);
    if (unit.opposingAdjustmentMm) parts.push(t`opposing arch −${unit.opposingAdjustmentMm} mm`);
    for (const requirement of unit.designRequirements ?? []) {
      parts.push(
        requirement === 'other'
          ? (unit.otherDescription ?? '')
          : optionLabel(i18n, DESIGN_REQUIREMENTS.list, requirement),
      );
    }
    return parts.filter(Boolean).join(', ');
  }

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
                  <td className="py-1 pe-2">{unitText(unit)}</td>
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
        {designLines.map(([term, value]) => (
          <div key={term} className="flex gap-2">
            <dt className="font-medium">{term}:</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
