import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { errorTextClass, inputClass } from './styles';

type FieldFrameProps = { label: ReactNode; error?: string | null; hint?: ReactNode };

function describedBy(id: string, error: string | null | undefined, hint: ReactNode): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

function FieldNotes({ id, error, hint }: { id: string; error?: string | null; hint?: ReactNode }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={errorTextClass}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A labelled input; its error sits under it and is tied to it with aria-describedby and aria-invalid. */
export function TextField({
  label,
  error,
  hint,
  addon,
  ...inputProps
}: FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & { addon?: ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex items-stretch gap-2">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={inputClass}
          {...inputProps}
        />
        {addon}
      </div>
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  ...textareaProps
}: FieldFrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${inputClass} py-2`}
        {...textareaProps}
      />
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

export type SelectOption = { value: string; label: string };

export function SelectField({
  label,
  error,
  hint,
  options,
  placeholder,
  ...selectProps
}: FieldFrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'children'> & {
    options: readonly SelectOption[];
    /** A first, empty choice ("Choose…"), for a field with no default. */
    placeholder?: string;
  }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass}
        {...selectProps}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}
