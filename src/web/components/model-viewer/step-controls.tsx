import { useLingui } from '@lingui/react/macro';
import { OutlineIcon } from '../ui/outline-icon';
import { focusRing, secondaryButtonClass } from '../ui/styles';

type StepControlsProps = {
  index: number;
  /** The step numbers, in order. */
  stepNumbers: number[];
  isPlaying: boolean;
  onGo: (index: number) => void;
  onTogglePlay: () => void;
};

const PREVIOUS = 'M15 18l-6-6 6-6';
const NEXT = 'M9 6l6 6-6 6';
const PLAY = 'M8 5v14l11-7z';
const PAUSE = 'M8 5v14M16 5v14';

/** Scrubbing through the plan: previous, a slider over every step, next, play or pause, and which step shows. */
export function StepControls({ index, stepNumbers, isPlaying, onGo, onTogglePlay }: StepControlsProps) {
  const { t } = useLingui();
  const last = stepNumbers.length - 1;
  const current = stepNumbers[index] ?? 0;
  const total = stepNumbers[last] ?? 0;
  const label = t`Step ${current} of ${total}`;
  const iconButton = `${secondaryButtonClass} w-11 px-0`;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className={iconButton}
        aria-label={t`Previous step`}
        disabled={index <= 0}
        onClick={() => onGo(index - 1)}
      >
        <OutlineIcon className="size-5" path={PREVIOUS} />
      </button>
      <button
        type="button"
        className={iconButton}
        aria-label={isPlaying ? t`Pause` : t`Play the steps`}
        aria-pressed={isPlaying}
        disabled={last < 1}
        onClick={onTogglePlay}
      >
        <OutlineIcon className="size-5" path={isPlaying ? PAUSE : PLAY} />
      </button>
      <button
        type="button"
        className={iconButton}
        aria-label={t`Next step`}
        disabled={index >= last}
        onClick={() => onGo(index + 1)}
      >
        <OutlineIcon className="size-5" path={NEXT} />
      </button>
      <input
        type="range"
        min={0}
        max={Math.max(0, last)}
        step={1}
        value={index}
        aria-label={t`Treatment step`}
        aria-valuetext={label}
        disabled={last < 1}
        onChange={(event) => onGo(Number(event.target.value))}
        className={`h-11 min-w-40 flex-1 accent-teal-700 ${focusRing}`}
      />
      <output aria-live="polite" className="min-w-28 text-base font-medium text-slate-800 tabular-nums">
        {label}
      </output>
    </div>
  );
}
