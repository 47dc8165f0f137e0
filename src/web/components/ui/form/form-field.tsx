import { useId, type ReactNode } from 'react';
import { errorTextClass, hintTextClass, labelClass } from '../styles';

/** What ties a control to its label, hint and error: spread it on the input, select or textarea. */
export type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export type FieldFrameProps = {
  label: ReactNode;
  /** A translated message shown under the control and announced with it. */
  error?: string | null;
  hint?: ReactNode;
  /** Adds an asterisk to the label; the form says what it means. */
  isRequired?: boolean;
  /** Classes of the field's box (its place in a grid, say). */
  className?: string;
  /** The control's id when code needs to reach it; a generated one otherwise. */
  id?: string;
};

type FormFieldProps = FieldFrameProps & {
  /** Draws the control with the ids that tie it to its label, hint and error. */
  children: (control: ControlProps) => ReactNode;
};

/** A labelled control; its hint and error sit under it and are tied to it with aria-describedby and aria-invalid. */
export function FormField({
  label,
  error,
  hint,
  isRequired = false,
  className,
  id: fixedId,
  children,
}: FormFieldProps) {
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {isRequired ? (
          <span aria-hidden="true" className="ms-0.5 text-red-700">
            *
          </span>
        ) : null}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className={hintTextClass}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** The message under a control, when there is one; `id` is what the control's aria-describedby names. */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <p id={id} className={errorTextClass}>
      {error}
    </p>
  ) : null;
}
