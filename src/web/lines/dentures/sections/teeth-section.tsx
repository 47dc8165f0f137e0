import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { DENTURE_TYPES, TOOTH_NOTATION_LABELS } from '../../../../domain/lines/dentures/prosthetics';
import { TOOTH_NOTATIONS, type ToothNotation } from '../../../../domain/lines/dentures/teeth';
import type { TDentureData } from '../../../../domain/lines/dentures/wizard';
import { optionLabel } from '../../../components/cases/case-labels';
import { SegmentedChoice } from '../../../components/cases/choice-fields';
import type { RestorationDraft } from '../wizard-draft';
import { toothInBoth, unitsOfRestoration, unitSummary } from './denture-summary';
import { OrderTeethChart } from './order-teeth-chart';
import { SectionCard } from './section-card';

const NOTATION_OPTIONS = TOOTH_NOTATIONS.map((value) => ({ value, label: TOOTH_NOTATION_LABELS[value] }));

type TeethSectionProps = {
  teeth: TDentureData['teeth'];
  /** The reader's notation (teeth are stored in FDI) and how to change it; without `onNotation` it is fixed. */
  notation: ToothNotation;
  onNotation?: (notation: ToothNotation) => void;
  abutmentSelectionId: string | null;
};

/**
 * The order's crowns and bridges on the chart in the reader's notation, then every unit with its prosthetic options
 * (FDI with the reader's notation beside it), the denture type and the abutment the factory selected.
 */
export function TeethSection({ teeth, notation, onNotation, abutmentSelectionId }: TeethSectionProps) {
  const { i18n } = useLingui();
  const restorations = teeth.restorations as RestorationDraft[];
  const bridgeText = (restoration: RestorationDraft) => {
    const units = unitsOfRestoration(restoration)
      .map((unit) => toothInBoth(unit.tooth, notation))
      .join('–');
    return i18n._(msg`bridge ${units}`);
  };
  return (
    <SectionCard title={<Trans>Teeth and prosthetics</Trans>} testId="denture-teeth">
      <p className="text-base text-slate-800">
        {optionLabel(i18n, DENTURE_TYPES.list, teeth.dentureType)}
        {teeth.customTray ? (
          <>
            {' · '}
            <Trans>Custom impression tray</Trans>
          </>
        ) : null}
        {abutmentSelectionId ? (
          <>
            {' · '}
            <Trans>Abutment selection {abutmentSelectionId}</Trans>
          </>
        ) : null}
      </p>
      {onNotation ? (
        <SegmentedChoice
          legend={<Trans>Tooth notation</Trans>}
          options={NOTATION_OPTIONS}
          value={notation}
          onChange={onNotation}
        />
      ) : null}
      <OrderTeethChart restorations={restorations} notation={notation} />
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-start text-sm">
          <thead>
            <tr className="border-b border-slate-300">
              <th className="py-2 pe-2 text-start">
                <Trans>Tooth</Trans>
              </th>
              <th className="py-2 pe-2 text-start">
                <Trans>Restoration</Trans>
              </th>
              <th className="py-2 text-start">
                <Trans>Options</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {restorations.flatMap((restoration) =>
              unitsOfRestoration(restoration).map((unit) => (
                <tr key={unit.tooth} className="border-b border-slate-200 align-top">
                  <td className="py-2 pe-2 font-mono whitespace-nowrap">{toothInBoth(unit.tooth, notation)}</td>
                  <td className="py-2 pe-2">
                    {restoration.kind === 'single' ? i18n._(msg`single crown`) : bridgeText(restoration)}
                  </td>
                  <td className="py-2">{unitSummary(i18n, unit)}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
    </SectionCard>
  );
}
