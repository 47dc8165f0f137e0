import type { InputHTMLAttributes, ReactNode } from 'react';
import { inputClass } from '../styles';
import { FormField, type FieldFrameProps } from './form-field';

export type TextFieldProps = FieldFrameProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'children'> & {
    /** Something beside the input on the same row (the send-code button, the captcha image). */
    addon?: ReactNode;
  };

/** A labelled input (text, phone, password, date…); its hint and error sit under it and are announced with it. */
export function TextField({ label, error, hint, isRequired, className, id, addon, ...inputProps }: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} isRequired={isRequired} className={className} id={id}>
      {(control) => {
        const input = <input {...control} className={inputClass} {...inputProps} />;
        return addon ? (
          <div className="flex items-stretch gap-2">
            {input}
            {addon}
          </div>
        ) : (
          input
        );
      }}
    </FormField>
  );
}
