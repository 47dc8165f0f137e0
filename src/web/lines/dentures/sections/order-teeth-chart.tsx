import type { TRestoration } from '../../../../domain/lines/dentures/prosthetics';
import { toothPlace, type ToothNotation } from '../../../../domain/lines/dentures/teeth';
import { ToothChart, type ToothMark } from '../tooth-chart';
import type { RestorationDraft } from '../wizard-draft';
import { unitsOfRestoration } from './denture-summary';

type OrderTeethChartProps = {
  restorations: readonly (TRestoration | RestorationDraft)[];
  notation: ToothNotation;
  selected?: ReadonlySet<number>;
  /** Absent: read only. */
  onToggle?: (tooth: number) => void;
  /** Only the order's teeth may be tapped (a rework). */
  onlyOrderTeeth?: boolean;
};

/** The order's crowns and bridges marked on the chart: the permanent teeth, and the primary ones if any is restored. */
export function OrderTeethChart({ restorations, notation, selected, onToggle, onlyOrderTeeth }: OrderTeethChartProps) {
  const marks = new Map<number, ToothMark>();
  for (const restoration of restorations)
    for (const unit of unitsOfRestoration(restoration as RestorationDraft))
      marks.set(unit.tooth, restoration.kind === 'single' ? 'crown' : 'bridge');
  const teeth = [...marks.keys()];
  const dentitions = teeth.some((tooth) => toothPlace(tooth).dentition === 'primary')
    ? teeth.some((tooth) => toothPlace(tooth).dentition === 'permanent')
      ? (['permanent', 'primary'] as const)
      : (['primary'] as const)
    : (['permanent'] as const);
  const choosable = onlyOrderTeeth ? new Set(teeth) : undefined;
  return (
    <div className="grid gap-4">
      {dentitions.map((dentition) => (
        <ToothChart
          key={dentition}
          notation={notation}
          dentition={dentition}
          selected={selected ?? new Set()}
          marks={marks}
          {...(onToggle ? { onToggle } : {})}
          {...(choosable ? { choosable } : {})}
        />
      ))}
    </div>
  );
}
