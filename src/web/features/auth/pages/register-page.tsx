import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { AuthErrorCode, authErrorMessages } from '../../../../domain/accounts/auth-errors';
import { isMobile } from '../../../../domain/validation/mobile';
import { completeSignIn } from '../../../lib/session/sign-in';
import { checkAccount } from '../api/check-account';
import { registerAccount, ZPasswordWithConfirmation, ZRegisterRequest } from '../api/register-account';
import { AgreementCheckbox } from '../components/agreement-checkbox';
import { AuthPageLayout } from '../components/auth-page-layout';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordRulesHint } from '../components/password-rules-hint';
import { PhoneCodeFields } from '../components/phone-code-fields';
import { linkClass, primaryButtonClass } from '../../../components/ui/styles';
import { NewPasswordFields } from '../../../components/ui/form/new-password-fields';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid';
import { collectFieldErrors, hasErrors, type FieldErrors } from '../../../lib/forms/field-errors';

type Field = 'phone' | 'phoneCaptcha' | 'password' | 'passwordConfirmation' | 'agreement';
type Values = { phone: string; phoneCaptcha: string; password: string; passwordConfirmation: string };

/** /register: phone, SMS code (purpose `register`), password twice and the agreement; success signs the user in. */
export function RegisterPage() {
  const { i18n, t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [values, setValues] = useState<Values>({ phone: '', phoneCaptcha: '', password: '', passwordConfirmation: '' });
  const [isAgreementAccepted, setIsAgreementAccepted] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  // The early check's answer holds only while the phone typed is still the one checked.
  const [takenPhone, setTakenPhone] = useState<string | null>(null);
  const phoneError =
    errors.phone ??
    (takenPhone !== null && takenPhone === values.phone.trim()
      ? i18n._(authErrorMessages[AuthErrorCode.phoneAlreadyRegistered])
      : undefined);

  function change(field: keyof Values, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  /** Says early that a phone is taken; registration checks again, so a failed check just says nothing. */
  async function onPhoneBlur() {
    const phone = values.phone.trim();
    if (!isMobile(phone)) return;
    const result = await checkAccount(phone);
    if (result.ok) setTakenPhone(result.data.exists ? phone : null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setFormError(null);
    const request = ZRegisterRequest.safeParse({
      phone: values.phone.trim(),
      phoneCaptcha: values.phoneCaptcha,
      password: values.password,
      agreementAccepted: isAgreementAccepted,
    });
    const passwords = ZPasswordWithConfirmation.safeParse({
      password: values.password,
      passwordConfirmation: values.passwordConfirmation,
    });
    const found = collectFieldErrors<Field | 'agreementAccepted'>(i18n, request, passwords);
    const nextErrors: FieldErrors<Field> = {
      phone: found.phone,
      phoneCaptcha: found.phoneCaptcha,
      password: found.password,
      passwordConfirmation: found.passwordConfirmation,
      agreement: found.agreementAccepted ? i18n._(authErrorMessages[AuthErrorCode.agreementNotAccepted]) : undefined,
    };
    if (!request.success || hasErrors(nextErrors)) {
      setErrors(nextErrors);
      focusFirstInvalid();
      return;
    }
    setErrors({});
    setIsSubmitting(true);
    try {
      const result = await registerAccount(request.data);
      if (result.ok) {
        await completeSignIn(result.data);
        return;
      }
      if (result.code === AuthErrorCode.phoneAlreadyRegistered) setErrors({ phone: result.msg });
      else if (result.code === AuthErrorCode.smsCodeIncorrect) setErrors({ phoneCaptcha: result.msg });
      else if (result.code === AuthErrorCode.agreementNotAccepted) setErrors({ agreement: result.msg });
      else setFormError(result.msg || t`Registration failed. Please try again.`);
      focusFirstInvalid();
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <AuthPageLayout
      title={<Trans>Create an account</Trans>}
      footer={
        <span className="inline-flex items-center gap-2 text-slate-700">
          <Trans>Already have an account?</Trans>
          <Link href="/login" className={linkClass}>
            <Trans>Sign in</Trans>
          </Link>
        </span>
      }
    >
      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`Create an account`}>
        <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
          <PhoneCodeFields
            purpose="register"
            phone={values.phone}
            code={values.phoneCaptcha}
            onPhoneChange={(value) => change('phone', value)}
            onCodeChange={(value) => change('phoneCaptcha', value)}
            phoneError={phoneError}
            codeError={errors.phoneCaptcha}
            onPhoneError={(message) => setErrors((current) => ({ ...current, phone: message ?? undefined }))}
            onPhoneBlur={() => void onPhoneBlur()}
          />
          <NewPasswordFields
            password={values.password}
            confirmation={values.passwordConfirmation}
            onPasswordChange={(value) => change('password', value)}
            onConfirmationChange={(value) => change('passwordConfirmation', value)}
            passwordError={errors.password}
            confirmationError={errors.passwordConfirmation}
            labels={{ password: <Trans>Password</Trans>, confirmation: <Trans>Repeat the password</Trans> }}
            hint={<PasswordRulesHint />}
          />
          <AgreementCheckbox
            isChecked={isAgreementAccepted}
            onChange={(isAccepted) => {
              setIsAgreementAccepted(isAccepted);
              setErrors((current) => ({ ...current, agreement: undefined }));
            }}
            error={errors.agreement}
          />
          {formError ? <FormAlert size="sm">{formError}</FormAlert> : null}
          <button type="submit" className={primaryButtonClass}>
            {isSubmitting ? <Trans>Creating the account…</Trans> : <Trans>Create the account</Trans>}
          </button>
        </fieldset>
      </form>
    </AuthPageLayout>
  );
}
