import { Trans, useLingui } from '@lingui/react/macro';
import type { TDentureOrder } from '../../../../domain/lines/dentures/requests';
import type { TDentureData } from '../../../../domain/lines/dentures/wizard';
import { toothLabel, type ToothNotation } from '../../../../domain/lines/dentures/teeth';
import { cardClass } from '../../../components/ui/styles';
import { formatDateTime } from '../../../lib/dates/format-day';
import { rememberedNotation } from '../notation-preference';
import { LabSlip } from '../steps/lab-slip';
import { DentureCosts } from './denture-costs';

type DentureOrderSectionsProps = {
  order: TDentureOrder;
  patientName: string;
  /** The reader's notation (the one they chose on this device unless given). */
  notation?: ToothNotation;
};

/**
 * A submitted fixed-denture order, read-only, for either side: the lab slip (every tooth in FDI and in the reader's
 * notation, its restoration, options and shades, and the design preferences), the abutment selected, the reworks
 * asked for, and the costs (absent for staff whose prices are hidden).
 */
export function DentureOrderSections({ order, patientName, notation = rememberedNotation() }: DentureOrderSectionsProps) {
  const { i18n } = useLingui();
  const data = order.data as TDentureData;
  const slip = {
    patient: { key: String(data.basic.patientId), name: patientName, phone: '' },
    basic: { doctorName: data.basic.doctorName, doctorMobile: data.basic.doctorMobile },
    teeth: { notation, restorations: data.teeth.restorations, customTray: data.teeth.customTray },
    shades: data.shades,
    design: data.design,
  };
  const label = (tooth: number) => (notation === 'fdi' ? String(tooth) : `${tooth} (${toothLabel(tooth, notation)})`);
  return (
    <>
      <section aria-labelledby="denture-slip-title" className={`${cardClass} flex flex-col gap-3`}>
        <h2 id="denture-slip-title" className="sr-only">
          <Trans>Teeth, shades and options</Trans>
        </h2>
        <div className="overflow-x-auto">
          <LabSlip draft={slip} />
        </div>
      </section>
      {order.abutmentSelectionId ? (
        <section aria-labelledby="denture-abutment-title" className={`${cardClass} flex flex-col gap-2`}>
          <h2 id="denture-abutment-title" className="text-lg font-semibold text-slate-900">
            <Trans>Abutment</Trans>
          </h2>
          <p className="text-base text-slate-700" data-testid="denture-abutment-selection">
            <Trans>Selection id: {order.abutmentSelectionId}</Trans>
          </p>
        </section>
      ) : null}
      {order.reworks.length > 0 ? (
        <section aria-labelledby="denture-reworks-title" className={`${cardClass} flex flex-col gap-2`}>
          <h2 id="denture-reworks-title" className="text-lg font-semibold text-slate-900">
            <Trans>Reworks asked for</Trans>
          </h2>
          <ul className="flex flex-col gap-2 text-base text-slate-700" data-testid="denture-reworks">
            {order.reworks.map((rework) => (
              <li key={rework.createdAt}>
                <span className="text-sm text-slate-500">{formatDateTime(rework.createdAt, i18n.locale)}</span>
                <ul className="ps-4">
                  {rework.teeth.map((entry) => (
                    <li key={entry.tooth}>
                      <span className="font-mono">{label(entry.tooth)}</span>: {entry.reason}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <DentureCosts costs={order.costs} />
    </>
  );
}
