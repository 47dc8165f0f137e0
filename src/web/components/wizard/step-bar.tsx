import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { focusRing } from '../ui/styles';

/**
 * A wizard's steps in order. Steps up to the furthest reached (and the next one) can be opened directly; going
 * forward checks the steps on the way (the wizard decides), going back is always free.
 */
export function StepBar<StepId extends string>({
  steps,
  current,
  reached,
  invalid,
  onGoTo,
}: {
  steps: readonly { id: StepId; label: MessageDescriptor }[];
  current: StepId;
  reached: number;
  /** Steps already checked that still have problems. */
  invalid: ReadonlySet<StepId>;
  onGoTo: (step: StepId) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Case wizard steps`} className="print:hidden">
      {/* Wraps rather than scrolls: a clipped bar hid steps 5 and 6 in Russian on a tablet, with no hint they were there. */}
      <ol className="flex flex-wrap gap-2 pb-1">
        {steps.map(({ id, label }, index) => {
          const isCurrent = id === current;
          const isOpenable = index <= reached + 1;
          return (
            <li key={id} className="shrink-0">
              <button
                type="button"
                data-testid={`case-step-${id}`}
                aria-current={isCurrent ? 'step' : undefined}
                disabled={!isOpenable}
                onClick={() => onGoTo(id)}
                className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50 ${focusRing} ${
                  isCurrent
                    ? 'border-teal-700 bg-teal-700 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
                }`}
              >
                <span aria-hidden="true">{index + 1}</span>
                {i18n._(label)}
                {invalid.has(id) ? (
                  <span
                    className={`size-2 rounded-full ${isCurrent ? 'bg-white' : 'bg-red-600'}`}
                    aria-label={t`needs attention`}
                  />
                ) : null}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
