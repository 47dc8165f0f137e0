import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_PLAN_STEPS, type TArchSteps } from '../../../../domain/lines/aligners/production';
import { focusRing, inputClass } from '../../../components/ui/styles';
import { NumericInput } from '../../../components/ui/form/numeric-input';

/** Steps as typed: a count, or '' while the field is being edited. */
export type StepsDraft = Record<keyof TArchSteps, string>;

export function stepsOfDraft(draft: StepsDraft): TArchSteps {
  return { upSteps: Number(draft.upSteps || 0), downSteps: Number(draft.downSteps || 0) };
}

const stepButtonClass =
  `inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-xl ` +
  `font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-300 ${focusRing}`;

type ArchStepperProps = {
  arch: keyof TArchSteps;
  value: string;
  max: number;
  onChange: (value: string) => void;
  isInvalid: boolean;
  describedBy?: string;
};

/** One arch's count with − and + (touch) beside a field to type it; the buttons stop at 0 and at `max`. */
function ArchStepper({ arch, value, max, onChange, isInvalid, describedBy }: ArchStepperProps) {
  const { t } = useLingui();
  const id = useId();
  const count = Number(value || 0);
  const isUpper = arch === 'upSteps';
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {isUpper ? <Trans>Upper steps to produce</Trans> : <Trans>Lower steps to produce</Trans>}
      </label>
      <div className="flex items-center gap-2">
        <button
          type="button"
          aria-label={isUpper ? t`One upper step fewer` : t`One lower step fewer`}
          disabled={count <= 0}
          onClick={() => onChange(String(Math.max(0, Math.min(count - 1, max))))}
          className={stepButtonClass}
        >
          −
        </button>
        {/* Capped at the plan's step limit, not at `max`: a count over `max` stays typed and the form says why. */}
        <NumericInput
          id={id}
          integer
          min={0}
          max={MAX_PLAN_STEPS}
          data-testid={isUpper ? 'produce-steps-upper' : 'produce-steps-lower'}
          value={value}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          onValueChange={onChange}
          className={`${inputClass} w-20 text-center`}
        />
        <button
          type="button"
          aria-label={isUpper ? t`One upper step more` : t`One lower step more`}
          disabled={count >= max}
          onClick={() => onChange(String(Math.min(count + 1, max)))}
          className={stepButtonClass}
        >
          +
        </button>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>0 to {max}</Trans>
      </p>
    </div>
  );
}

type ProductionSteppersProps = {
  draft: StepsDraft;
  max: TArchSteps;
  onChange: (draft: StepsDraft) => void;
  /** The message about the batch (the staged rule, beyond the plan, none), translated. */
  error: string | null;
};

/** The batch to produce, per arch, within what the plan and the staged rule allow now. */
export function ProductionSteppers({ draft, max, onChange, error }: ProductionSteppersProps) {
  const errorId = useId();
  const describedBy = error ? errorId : undefined;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-base font-semibold text-slate-900">
        <Trans>Steps to produce</Trans>
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {(['upSteps', 'downSteps'] as const).map((arch) => (
          <ArchStepper
            key={arch}
            arch={arch}
            value={draft[arch]}
            max={max[arch]}
            onChange={(value) => onChange({ ...draft, [arch]: value })}
            isInvalid={error !== null}
            describedBy={describedBy}
          />
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
