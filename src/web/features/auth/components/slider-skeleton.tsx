import type { ReactNode } from 'react';

/**
 * The slide verification's shape while its code or challenge loads: the track with its handle at the start, so the
 * form looks whole at first paint (nothing to drag yet; the live slider replaces it in place).
 */
export function SliderSkeleton({ label }: { label: ReactNode }) {
  return (
    <div
      className="relative h-12 max-w-full rounded-lg border border-slate-300 bg-slate-100"
      data-testid="slider-skeleton"
    >
      <span className="absolute inset-0 flex items-center justify-center pl-12 text-sm text-slate-500">{label}</span>
      <span
        aria-hidden="true"
        className="absolute top-0 left-0 flex size-12 items-center justify-center rounded-lg bg-white text-lg font-semibold text-slate-400 shadow"
      >
        »
      </span>
    </div>
  );
}
