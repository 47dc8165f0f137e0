import { Trans } from '@lingui/react/macro';
import { TextField, type TextFieldProps } from '../../../components/ui/form/text-field';

type PhoneFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'inputMode'> & { name: string };

/** The mobile number an account signs in with, typed on the numeric keypad. */
export function PhoneField(props: PhoneFieldProps) {
  return <TextField label={<Trans>Mobile number</Trans>} type="tel" inputMode="numeric" {...props} />;
}
