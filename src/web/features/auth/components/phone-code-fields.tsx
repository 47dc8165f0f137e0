import type { SmsPurpose } from '../../../../domain/accounts/auth-rules';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';

type PhoneCodeFieldsProps = {
  purpose: SmsPurpose;
  phone: string;
  code: string;
  onPhoneChange: (phone: string) => void;
  onCodeChange: (code: string) => void;
  phoneError?: string | null;
  codeError?: string | null;
  /** Sets the message on the phone field (why no code could be sent), or clears it with null: typing clears it too. */
  onPhoneError: (message: string | null) => void;
  onPhoneBlur?: () => void;
};

/** The phone and the SMS code sent to it, with the send button: how a user proves the phone is theirs. */
export function PhoneCodeFields({
  purpose,
  phone,
  code,
  onPhoneChange,
  onCodeChange,
  phoneError,
  codeError,
  onPhoneError,
  onPhoneBlur,
}: PhoneCodeFieldsProps) {
  return (
    <>
      <PhoneField
        name="phone"
        value={phone}
        onChange={(event) => {
          onPhoneChange(event.target.value);
          onPhoneError(null);
        }}
        onBlur={onPhoneBlur}
        error={phoneError}
        autoComplete="tel"
      />
      <SmsCodeField
        phone={phone}
        purpose={purpose}
        value={code}
        onChange={onCodeChange}
        error={codeError}
        onPhoneError={onPhoneError}
      />
    </>
  );
}
