import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PERMANENT_TEETH } from '../../../domain/teeth';
import { FieldError } from '../ui/form/form-field';
import { focusRing, hintTextClass, labelClass } from '../ui/styles';

const quadrant = (number: number) => PERMANENT_TEETH.filter((tooth) => Math.floor(tooth / 10) === number);

/**
 * The permanent dentition as the dentist faces the patient: the patient's right on the viewer's left, upper arch on
 * top (18→11 | 21→28), lower arch below (48→41 | 31→38).
 */
export const TOOTH_CHART_ROWS: readonly (readonly number[])[] = [
  [...quadrant(1).reverse(), ...quadrant(2)],
  [...quadrant(4).reverse(), ...quadrant(3)],
];

export type ToothChartProps = {
  /** The marked teeth (FDI numbers). */
  selected: readonly number[];
  /** The marked teeth after a toggle, in ascending order; without it the chart is read-only. */
  onChange?: (teeth: number[]) => void;
  /** Names the chart (visible above it). */
  label: string;
  readOnly?: boolean;
  /** Teeth that cannot be marked here (they are drawn struck through). */
  disabledTeeth?: readonly number[];
  /** A translated message under the chart, tied to it with aria-describedby. */
  error?: string | null;
  hint?: ReactNode;
  className?: string;
};

const cellClass = 'flex h-11 min-w-0 items-center justify-center rounded-md border text-sm tabular-nums';
const markedClass =
  'border-teal-700 bg-teal-700 font-semibold text-white ' +
  'print:border-2 print:border-black print:bg-white print:text-black print:underline';
const unmarkedClass = 'border-slate-300 bg-white text-slate-800 print:border-slate-400';
const disabledClass = 'cursor-not-allowed border-slate-200 bg-slate-100 text-slate-400 line-through';

const KEY_MOVES: Record<string, [rowStep: number, columnStep: number]> = {
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
};

/** A tooth chart in FDI notation: each tooth a toggle button, or, read-only, the marked teeth highlighted. */
export function ToothChart({
  selected,
  onChange,
  label,
  readOnly = false,
  disabledTeeth = [],
  error,
  hint,
  className,
}: ToothChartProps) {
  const { t } = useLingui();
  const id = useId();
  const isReadOnly = readOnly || !onChange;
  const marked = [...new Set(selected)].sort((a, b) => a - b);
  const markedText = marked.length > 0 ? t`Marked: ${marked.join(', ')}` : t`None marked`;
  const describedBy = [`${id}-marked`, hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  const keys = useToothKeys(disabledTeeth, marked);

  function toggle(tooth: number) {
    onChange?.(
      marked.includes(tooth) ? marked.filter((other) => other !== tooth) : [...marked, tooth].sort((a, b) => a - b),
    );
  }

  const cell = (tooth: number, row: number, column: number) => {
    const isMarked = marked.includes(tooth);
    if (isReadOnly) {
      return (
        <span key={tooth} className={`${cellClass} ${isMarked ? markedClass : unmarkedClass}`}>
          {tooth}
        </span>
      );
    }
    const isDisabled = disabledTeeth.includes(tooth);
    return (
      <button
        key={tooth}
        ref={keys.register(tooth)}
        type="button"
        aria-label={t`Tooth ${tooth}`}
        aria-pressed={isMarked}
        disabled={isDisabled}
        tabIndex={tooth === keys.activeTooth ? 0 : -1}
        onClick={() => toggle(tooth)}
        onFocus={() => keys.setActiveTooth(tooth)}
        onKeyDown={(event) => keys.onKeyDown(event, row, column)}
        className={`${cellClass} touch-manipulation ${focusRing} ${
          isDisabled
            ? disabledClass
            : isMarked
              ? `${markedClass} hover:bg-teal-800`
              : `${unmarkedClass} hover:bg-slate-100`
        }`}
      >
        {tooth}
      </button>
    );
  };

  const caption = (text: ReactNode, isEnd = false) => (
    <span className={`col-span-8 text-xs font-medium text-slate-600 print:text-black ${isEnd ? 'text-end' : ''}`}>
      {text}
    </span>
  );
  // Lines are borders, not backgrounds: browsers leave backgrounds out of print unless asked.
  const midline = (key: string) => (
    <span key={key} aria-hidden="true" className="border-s-2 border-slate-400 print:border-black" />
  );
  const rows = TOOTH_CHART_ROWS.map((teeth, row) => [
    ...teeth.slice(0, 8).map((tooth, column) => cell(tooth, row, column)),
    midline(`midline-${row}`),
    ...teeth.slice(8).map((tooth, column) => cell(tooth, row, column + 8)),
  ]);

  return (
    <div className={`min-w-0 break-inside-avoid ${className ?? ''}`}>
      <span id={`${id}-label`} className={`${labelClass} print:text-black`}>
        {label}
      </span>
      {hint ? (
        <p id={`${id}-hint`} className={`${hintTextClass} mb-2`}>
          {hint}
        </p>
      ) : null}
      <div className="overflow-x-auto">
        <div
          role={isReadOnly ? 'img' : 'group'}
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          dir="ltr"
          className={`grid grid-cols-[repeat(8,minmax(0,1fr))_2px_repeat(8,minmax(0,1fr))] print:min-w-0 ${
            // Buttons keep their touch size (the row scrolls on a narrow screen); a read-only chart fits its column.
            isReadOnly ? 'min-w-[24rem] gap-0.5 text-xs' : 'min-w-[40rem] gap-1'
          }`}
        >
          {caption(<Trans>Upper right</Trans>)}
          {midline('upper')}
          {caption(<Trans>Upper left</Trans>, true)}
          {rows[0]}
          <span aria-hidden="true" className="col-span-full border-t-2 border-slate-400 print:border-black" />
          {rows[1]}
          {caption(<Trans>Lower right</Trans>)}
          {midline('lower')}
          {caption(<Trans>Lower left</Trans>, true)}
        </div>
      </div>
      <p id={`${id}-marked`} className="mt-1 text-sm text-slate-700 print:text-black">
        {markedText}
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/**
 * One tab stop for the whole chart (the last tooth focused, else the first marked, else the first one that can be
 * marked); the arrow keys move between teeth as they are drawn, Home and End to the ends of the arch.
 */
function useToothKeys(disabledTeeth: readonly number[], marked: readonly number[]) {
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const [focused, setActiveTooth] = useState<number | null>(null);
  const isEnabled = (tooth: number | undefined): tooth is number =>
    tooth !== undefined && !disabledTeeth.includes(tooth);
  const allTeeth = TOOTH_CHART_ROWS.flat();
  const activeTooth = [focused ?? undefined, ...marked, ...allTeeth].find(isEnabled) ?? null;

  function move(tooth: number | undefined, event: KeyboardEvent) {
    event.preventDefault();
    if (tooth !== undefined) buttons.current.get(tooth)?.focus();
  }

  function onKeyDown(event: KeyboardEvent, row: number, column: number) {
    const teeth = TOOTH_CHART_ROWS[row] ?? [];
    if (event.key === 'Home') return move(teeth.find(isEnabled), event);
    if (event.key === 'End') return move(teeth.findLast(isEnabled), event);
    const step = KEY_MOVES[event.key];
    if (!step) return;
    const [rowStep, columnStep] = step;
    if (rowStep !== 0) {
      const other = TOOTH_CHART_ROWS[row + rowStep];
      // The same place in the other arch, or the nearest tooth there that can be marked.
      const nearest = other
        ?.map((tooth, index) => ({ tooth, distance: Math.abs(index - column) }))
        .filter((candidate) => isEnabled(candidate.tooth))
        .sort((a, b) => a.distance - b.distance)[0];
      return move(nearest?.tooth, event);
    }
    const ahead = columnStep > 0 ? teeth.slice(column + 1) : teeth.slice(0, column).reverse();
    return move(ahead.find(isEnabled), event);
  }

  const register = (tooth: number) => (button: HTMLButtonElement | null) => {
    if (button) buttons.current.set(tooth, button);
    else buttons.current.delete(tooth);
  };

  return { activeTooth, setActiveTooth, onKeyDown, register };
}
