import { useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AuthErrorCode, authErrorMessages } from '../../../../domain/accounts/auth-errors';
import { completeSignIn } from '../../../lib/session/sign-in';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid';
import { collectFieldErrors, hasErrors, type FieldErrors } from '../../../lib/forms/field-errors';
import { AgreementCheckbox, type AgreementProps } from './agreement-checkbox';
import { FormAlert } from '../../../components/ui/form-alert';
import { PhoneCodeFields } from './phone-code-fields';
import { primaryButtonClass } from '../../../components/ui/styles';

type Field = 'phone' | 'phoneCaptcha' | 'agreement';

/** Sign in with the phone and a code sent to it (purpose `login`). */
export function SmsSignInForm({ isAgreementAccepted, onAgreementChange }: AgreementProps) {
  const { i18n, t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setFormError(null);
    setIsSubmitting(true);
    try {
      const { ZSmsLoginRequest, signInWithSms } = await import('../api/sign-in-with-sms');
      const parsed = ZSmsLoginRequest.safeParse({ phone: phone.trim(), phoneCaptcha: code });
      const nextErrors: FieldErrors<Field> = {
        ...collectFieldErrors<Field>(i18n, parsed),
        agreement: isAgreementAccepted ? undefined : i18n._(authErrorMessages[AuthErrorCode.agreementNotAccepted]),
      };
      if (!parsed.success || hasErrors(nextErrors)) {
        setErrors(nextErrors);
        focusFirstInvalid();
        return;
      }
      setErrors({});
      const result = await signInWithSms(parsed.data);
      if (result.ok) {
        await completeSignIn(result.data);
        return;
      }
      if (result.code === AuthErrorCode.smsCodeIncorrect) setErrors({ phoneCaptcha: result.msg });
      else if (result.code === AuthErrorCode.phoneNotRegistered) setErrors({ phone: result.msg });
      else if (result.code === AuthErrorCode.agreementNotAccepted) setErrors({ agreement: result.msg });
      else setFormError(result.msg || t`Sign-in failed. Please try again.`);
      focusFirstInvalid();
    } catch {
      setFormError(t`Sign-in failed. Please check the connection and try again.`);
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`Sign in with an SMS code`}>
      <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
        <PhoneCodeFields
          purpose="login"
          phone={phone}
          code={code}
          onPhoneChange={setPhone}
          onCodeChange={(value) => {
            setCode(value);
            setErrors((current) => ({ ...current, phoneCaptcha: undefined }));
          }}
          phoneError={errors.phone}
          codeError={errors.phoneCaptcha}
          onPhoneError={(message) => setErrors((current) => ({ ...current, phone: message ?? undefined }))}
        />
        <AgreementCheckbox
          isChecked={isAgreementAccepted}
          onChange={(isAccepted) => {
            onAgreementChange(isAccepted);
            setErrors((current) => ({ ...current, agreement: undefined }));
          }}
          error={errors.agreement}
        />
        {formError ? <FormAlert size="sm">{formError}</FormAlert> : null}
        <button type="submit" className={primaryButtonClass}>
          {isSubmitting ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
        </button>
      </fieldset>
    </form>
  );
}
