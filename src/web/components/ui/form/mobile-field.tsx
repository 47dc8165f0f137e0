import { TextField, type TextFieldProps } from './text-field';

type MobileFieldProps = Omit<TextFieldProps, 'onChange' | 'type' | 'inputMode' | 'maxLength'> & {
  value: string;
  onChange: (value: string) => void;
};

/** A mainland mobile number (11 digits): the phone keypad on a tablet, the device's own number offered, spaces dropped. */
export function MobileField({ onChange, ...props }: MobileFieldProps) {
  return (
    <TextField
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      maxLength={11}
      {...props}
      onChange={(event) => onChange(event.target.value.trim())}
    />
  );
}
