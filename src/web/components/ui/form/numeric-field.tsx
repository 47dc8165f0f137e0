import { FormField, type FieldFrameProps } from './form-field';
import { NumericInput, type NumericInputProps } from './numeric-input';

export type NumericFieldProps = FieldFrameProps & Omit<NumericInputProps, 'id' | 'className'>;

/** A labelled NumericInput: an amount, count or measurement with its hint and error under it. */
export function NumericField({ label, error, hint, isRequired, className, id, ...inputProps }: NumericFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} isRequired={isRequired} className={className} id={id}>
      {(control) => <NumericInput {...control} {...inputProps} />}
    </FormField>
  );
}
