import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { toothLabel, universalOf, type Dentition, type ToothNotation } from '../../../domain/lines/dentures/teeth';
import { focusRing } from '../../components/ui/styles';

/**
 * The tooth chart: each quadrant as the dentist faces the patient (the patient's right on the left), its teeth
 * labelled in the user's notation. Tapping a free tooth selects it; a tooth already in a crown or bridge shows which
 * and is not selectable until that restoration is removed. Quadrants stack two by two on a wide screen and one under
 * another on a tablet, so every tooth keeps a 44 px target. Without `onToggle` it only shows the teeth (an order's
 * page); with `choosable` only those teeth may be tapped (a rework chooses among the order's teeth).
 */

type Quadrant = { label: MessageDescriptor; teeth: Record<Dentition, readonly number[]> };

const run = (from: number, to: number) => {
  const step = from <= to ? 1 : -1;
  return Array.from({ length: Math.abs(to - from) + 1 }, (_, index) => from + index * step);
};

const QUADRANTS: readonly Quadrant[] = [
  { label: msg`Upper right`, teeth: { permanent: run(18, 11), primary: run(55, 51) } },
  { label: msg`Upper left`, teeth: { permanent: run(21, 28), primary: run(61, 65) } },
  { label: msg`Lower right`, teeth: { permanent: run(48, 41), primary: run(85, 81) } },
  { label: msg`Lower left`, teeth: { permanent: run(31, 38), primary: run(71, 75) } },
];

/** A tooth's place along the arches (Universal order: upper right to upper left, then lower left to lower right). */
export function archOrder(fdi: number): number {
  const universal = universalOf(fdi);
  return /^\d+$/.test(universal) ? Number(universal) : 100 + universal.charCodeAt(0);
}

export type ToothMark = 'crown' | 'bridge';

export function ToothChart({
  notation,
  dentition,
  selected,
  marks,
  onToggle,
  choosable,
}: {
  notation: ToothNotation;
  dentition: Dentition;
  selected: ReadonlySet<number>;
  /** Teeth already in a restoration. */
  marks: ReadonlyMap<number, ToothMark>;
  /** Absent: the chart is read only. */
  onToggle?: (tooth: number) => void;
  /** The teeth that may be tapped (default: those not marked). */
  choosable?: ReadonlySet<number>;
}) {
  const { i18n, t } = useLingui();
  return (
    <div className="grid gap-3 xl:grid-cols-2" role="group" aria-label={t`Tooth chart`} data-testid="tooth-chart">
      {QUADRANTS.map((quadrant) => (
        <fieldset key={quadrant.label.id} className="min-w-0">
          <legend className="mb-1 text-sm font-medium text-slate-700">{i18n._(quadrant.label)}</legend>
          <div className="flex flex-wrap gap-1">
            {quadrant.teeth[dentition].map((tooth) => {
              const mark = marks.get(tooth);
              const isSelected = selected.has(tooth);
              const label = toothLabel(tooth, notation);
              const name =
                mark === 'crown'
                  ? t`Tooth ${label}: in a crown`
                  : mark === 'bridge'
                    ? t`Tooth ${label}: in a bridge`
                    : t`Tooth ${label}`;
              const look = `inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-1 font-mono text-sm font-semibold ${
                isSelected
                  ? 'border-teal-700 bg-teal-700 text-white'
                  : mark === 'crown'
                    ? 'border-teal-300 bg-teal-50 text-teal-900'
                    : mark === 'bridge'
                      ? 'border-amber-300 bg-amber-50 text-amber-900'
                      : 'border-slate-300 bg-white text-slate-800'
              }`;
              if (!onToggle)
                return (
                  <span key={tooth} role="img" data-testid={`tooth-${tooth}`} aria-label={name} className={look}>
                    {label}
                  </span>
                );
              const isChoosable = choosable ? choosable.has(tooth) : mark === undefined;
              return (
                <button
                  key={tooth}
                  type="button"
                  data-testid={`tooth-${tooth}`}
                  aria-pressed={isSelected}
                  disabled={!isChoosable}
                  aria-label={name}
                  onClick={() => onToggle(tooth)}
                  className={`${look} ${focusRing} enabled:hover:brightness-95 disabled:cursor-not-allowed`}
                >
                  {label}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
