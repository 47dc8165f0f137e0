import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { checkPhoneCaptcha, ZCheckPhoneCaptchaQuery } from '../api/check-phone-captcha';
import { AuthPageLayout } from '../components/auth-page-layout';
import { FormAlert } from '../../../components/ui/form-alert';
import { PhoneCodeFields } from '../components/phone-code-fields';
import { linkClass, primaryButtonClass } from '../../../components/ui/styles';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid';
import { collectFieldErrors, hasErrors, type FieldErrors } from '../../../lib/forms/field-errors';
import { RESET_RESTART_PARAM, savePasswordReset } from '../lib/password-reset-storage';

type Field = 'phone' | 'captcha';

/** /forgits, step 1 of 3: prove the phone with a code (purpose `reset`); the server answers a reset ticket. */
export function ForgotPasswordPage() {
  const { i18n, t } = useLingui();
  const [, navigate] = useLocation();
  const search = useSearch();
  const isRestart = new URLSearchParams(search).has(RESET_RESTART_PARAM);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const parsed = ZCheckPhoneCaptchaQuery.safeParse({ phone: phone.trim(), captcha: code });
    const found = collectFieldErrors<Field>(i18n, parsed);
    if (!parsed.success || hasErrors(found)) {
      setErrors(found);
      focusFirstInvalid();
      return;
    }
    setErrors({});
    setIsSubmitting(true);
    try {
      const result = await checkPhoneCaptcha(parsed.data);
      if (result.ok) {
        savePasswordReset({ phone: parsed.data.phone, resetTicket: result.data.resetTicket });
        navigate('/change');
        return;
      }
      // Spec section 8: a failed phone check shows the server's message on the phone field.
      setErrors({ phone: result.msg || t`The phone could not be verified. Please try again.` });
      focusFirstInvalid();
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <AuthPageLayout
      title={<Trans>Reset your password</Trans>}
      footer={
        <Link href="/login" className={linkClass}>
          <Trans>Back to sign in</Trans>
        </Link>
      }
    >
      <div className="flex flex-col gap-4">
        {isRestart ? (
          <FormAlert size="sm" tone="warning" role="status">
            <Trans>The password reset was interrupted. Please verify your phone again.</Trans>
          </FormAlert>
        ) : null}
        <p className="text-base text-slate-600">
          <Trans>Enter the mobile number of your account. We send a code to it to make sure it is yours.</Trans>
        </p>
        <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`Verify your phone`}>
          <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
            <PhoneCodeFields
              purpose="reset"
              phone={phone}
              code={code}
              onPhoneChange={setPhone}
              onCodeChange={(value) => {
                setCode(value);
                setErrors((current) => ({ ...current, captcha: undefined }));
              }}
              phoneError={errors.phone}
              codeError={errors.captcha}
              onPhoneError={(message) => setErrors((current) => ({ ...current, phone: message ?? undefined }))}
            />
            <button type="submit" className={primaryButtonClass}>
              {isSubmitting ? <Trans>Checking…</Trans> : <Trans>Next</Trans>}
            </button>
          </fieldset>
        </form>
      </div>
    </AuthPageLayout>
  );
}
