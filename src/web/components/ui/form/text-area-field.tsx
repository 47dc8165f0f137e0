import type { TextareaHTMLAttributes } from 'react';
import { inputClass } from '../styles';
import { FormField, type FieldFrameProps } from './form-field';

type TextAreaFieldProps = FieldFrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>;

/** A labelled text area, three rows unless told otherwise. */
export function TextAreaField({ label, error, hint, isRequired, className, id, ...textareaProps }: TextAreaFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} isRequired={isRequired} className={className} id={id}>
      {(control) => <textarea {...control} rows={3} className={`${inputClass} py-2`} {...textareaProps} />}
    </FormField>
  );
}
