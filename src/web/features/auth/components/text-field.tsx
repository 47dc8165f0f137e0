import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { inputClass, errorTextClass } from './styles';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'children'> & {
  name: string;
  label: ReactNode;
  /** A translated message shown under the field and announced with it. */
  error?: string | null;
  hint?: ReactNode;
  /** Something beside the input on the same row (the send-code button, the captcha image). */
  addon?: ReactNode;
};

/** A labelled input; its error sits under it and is tied to it with aria-describedby and aria-invalid. */
export function TextField({ name, label, error, hint, addon, ...inputProps }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex items-stretch gap-2">
        <input
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
          {...inputProps}
        />
        {addon}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={errorTextClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
