import type { SelectHTMLAttributes } from 'react';
import { inputClass } from '../styles';
import { FormField, type FieldFrameProps } from './form-field';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = FieldFrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'children'> & {
    options: readonly SelectOption[];
    /** A first, empty choice ("Choose…"), for a field with no default. */
    placeholder?: string;
  };

/** A labelled drop-down list. */
export function SelectField({
  label,
  error,
  hint,
  isRequired,
  className,
  id,
  options,
  placeholder,
  ...selectProps
}: SelectFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} isRequired={isRequired} className={className} id={id}>
      {(control) => (
        <select {...control} className={inputClass} {...selectProps}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
