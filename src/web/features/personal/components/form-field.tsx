import { useId, type ReactNode } from 'react';
import { errorTextClass } from './styles';

export type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  label: ReactNode;
  /** A translated message shown under the control and announced with it. */
  error?: string | null;
  hint?: ReactNode;
  isRequired?: boolean;
  className?: string;
  /** Draws the control with the ids that tie it to its label, hint and error. */
  children: (control: ControlProps) => ReactNode;
};

/** A labelled control; its hint and error sit under it and are tied to it with aria-describedby and aria-invalid. */
export function FormField({ label, error, hint, isRequired = false, className, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
        {isRequired ? (
          <span aria-hidden="true" className="ms-0.5 text-red-700">
            *
          </span>
        ) : null}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
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
