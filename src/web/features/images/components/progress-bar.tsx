type ProgressBarProps = {
  /** 0..1 */
  fraction: number;
  label: string;
  /** A thinner bar under a thumbnail. */
  size?: 'sm' | 'md';
};

/** A determinate progress bar, announced with its label and percentage. */
export function ProgressBar({ fraction, label, size = 'md' }: ProgressBarProps) {
  const percent = Math.max(0, Math.min(100, Math.floor(fraction * 100)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={`w-full overflow-hidden rounded-full bg-slate-200 ${size === 'sm' ? 'h-1.5' : 'h-2.5'}`}
    >
      <div className="h-full rounded-full bg-teal-700 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
