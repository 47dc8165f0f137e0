import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { MAX_PLAN_STEPS } from '../../../../domain/lines/aligners/production';
import { NumericInput } from '../../../components/ui/form/numeric-input';
import { inputClass, secondaryButtonClass } from '../../../components/ui/styles';

type StepCountFieldProps = {
  label: string;
  /** As typed. */
  value: string;
  onChange: (value: string) => void;
  isInvalid: boolean;
  describedBy?: string;
};

const clamp = (value: number) => Math.min(MAX_PLAN_STEPS, Math.max(0, value));

/** A step count (0-99) typed or stepped with − and + buttons big enough for a finger. */
export function StepCountField({ label, value, onChange, isInvalid, describedBy }: StepCountFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const current = Number.parseInt(value, 10);
  const step = (delta: number) => onChange(String(clamp((Number.isFinite(current) ? current : 0) + delta)));
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex items-stretch gap-2">
        <button
          type="button"
          aria-label={t`Fewer: ${label}`}
          onClick={() => step(-1)}
          className={`${secondaryButtonClass} w-11 px-0`}
        >
          −
        </button>
        <NumericInput
          id={id}
          integer
          min={0}
          max={MAX_PLAN_STEPS}
          value={value}
          onValueChange={onChange}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          className={`${inputClass} w-24 text-center`}
        />
        <button
          type="button"
          aria-label={t`More: ${label}`}
          onClick={() => step(1)}
          className={`${secondaryButtonClass} w-11 px-0`}
        >
          +
        </button>
      </div>
    </div>
  );
}
