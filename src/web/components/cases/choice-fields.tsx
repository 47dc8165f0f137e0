import { useId, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FieldError } from '../ui/form/form-field';
import { hintTextClass, labelClass } from '../ui/styles';
import type { LabelledOption } from './case-labels';

type ChoiceFrameProps = {
  legend: ReactNode;
  /** A translated message under the choices, tied to the group with aria-describedby and aria-invalid. */
  error?: string | null;
  hint?: ReactNode;
  isRequired?: boolean;
  className?: string;
};

/**
 * A fieldset whose legend names the group and whose hint and error describe it. The choices are real radio buttons
 * or checkboxes inside their labels, drawn as large buttons: the whole button is the touch target, arrow keys move
 * between radio buttons as usual, and the focus ring shows on the button.
 */
function ChoiceFieldset({
  legend,
  error,
  hint,
  isRequired = false,
  className,
  isRadioGroup,
  children,
}: ChoiceFrameProps & { isRadioGroup: boolean; children: ReactNode }) {
  const id = useId();
  const legendId = `${id}-legend`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      role={isRadioGroup ? 'radiogroup' : undefined}
      aria-labelledby={legendId}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      aria-required={isRadioGroup && isRequired ? true : undefined}
      className={`min-w-0 break-inside-avoid ${className ?? ''}`}
    >
      <legend id={legendId} className={labelClass}>
        {legend}
        {isRequired ? (
          <span aria-hidden="true" className="ms-0.5 text-red-700">
            *
          </span>
        ) : null}
      </legend>
      {hint ? (
        <p id={hintId} className={`${hintTextClass} mb-2`}>
          {hint}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">{children}</div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

const choiceClass =
  'relative inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-4 py-2 text-start text-base ' +
  'select-none has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-teal-700';
const chosenClass = 'border-teal-700 bg-teal-700 font-medium text-white hover:bg-teal-800';
const notChosenClass = 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50';

function Choice({ isChosen, children }: { isChosen: boolean; children: ReactNode }) {
  return <label className={`${choiceClass} ${isChosen ? chosenClass : notChosenClass}`}>{children}</label>;
}

type SegmentedChoiceProps<Value extends string> = ChoiceFrameProps & {
  options: readonly LabelledOption<Value>[];
  value: Value | null | undefined;
  onChange: (value: Value) => void;
};

/** One of several (a radio group drawn as segmented buttons). */
export function SegmentedChoice<Value extends string>({
  options,
  value,
  onChange,
  ...frame
}: SegmentedChoiceProps<Value>) {
  const { i18n } = useLingui();
  const name = useId();
  return (
    <ChoiceFieldset {...frame} isRadioGroup>
      {options.map((option) => (
        <Choice key={option.value} isChosen={option.value === value}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
            className="sr-only"
          />
          {i18n._(option.label)}
        </Choice>
      ))}
    </ChoiceFieldset>
  );
}

type ChoiceChipsProps<Value extends string> = ChoiceFrameProps & {
  options: readonly LabelledOption<Value>[];
  /** Everything chosen; values that are not among `options` are kept as they are. */
  values: readonly Value[] | null | undefined;
  onChange: (values: Value[]) => void;
};

/** Any number of several (checkboxes drawn as chips); a newly chosen value is added at the end. */
export function ChoiceChips<Value extends string>({ options, values, onChange, ...frame }: ChoiceChipsProps<Value>) {
  const { i18n } = useLingui();
  const chosen = values ?? [];
  function toggle(value: Value) {
    onChange(chosen.includes(value) ? chosen.filter((other) => other !== value) : [...chosen, value]);
  }
  return (
    <ChoiceFieldset {...frame} isRadioGroup={false}>
      {options.map((option) => {
        const isChosen = chosen.includes(option.value);
        return (
          <Choice key={option.value} isChosen={isChosen}>
            <input
              type="checkbox"
              value={option.value}
              checked={isChosen}
              onChange={() => toggle(option.value)}
              className="sr-only"
            />
            <span aria-hidden="true" className="w-4 text-center">
              {isChosen ? '✓' : '+'}
            </span>
            {i18n._(option.label)}
          </Choice>
        );
      })}
    </ChoiceFieldset>
  );
}
