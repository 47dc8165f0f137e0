import { useRef, useState, type FormEvent } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { resetPassword, ZPasswordWithConfirmation } from '../api/reset-password';
import { AuthPageLayout } from '../components/auth-page-layout';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordRulesHint } from '../components/password-rules-hint';
import { linkClass, primaryButtonClass } from '../../../components/ui/styles';
import { NewPasswordFields } from '../../../components/ui/form/new-password-fields';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid';
import { collectFieldErrors, hasErrors, type FieldErrors } from '../../../lib/forms/field-errors';
import { maskPhone } from '../lib/mask-phone';
import { clearPasswordReset, readPasswordReset, RESET_RESTART_PARAM } from '../lib/password-reset-storage';

type Field = 'password' | 'passwordConfirmation';

/**
 * /change, step 2 of 3: the new password, twice. The verified phone and its ticket come from this tab's storage,
 * so a reload keeps them; without them the user starts again at /forgits.
 */
export function ChangePasswordPage() {
  const { i18n, t } = useLingui();
  const [, navigate] = useLocation();
  const [reset] = useState(readPasswordReset);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [values, setValues] = useState({ password: '', passwordConfirmation: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  if (!reset) return <Redirect to={`/forgits?${RESET_RESTART_PARAM}=1`} replace />;
  const { phone, resetTicket } = reset;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setFormError(null);
    const parsed = ZPasswordWithConfirmation.safeParse(values);
    const found = collectFieldErrors<Field>(i18n, parsed);
    if (!parsed.success || hasErrors(found)) {
      setErrors(found);
      focusFirstInvalid();
      return;
    }
    setErrors({});
    setIsSubmitting(true);
    try {
      const result = await resetPassword({ phone, password: parsed.data.password, phoneCaptcha: resetTicket });
      if (result.ok) {
        clearPasswordReset();
        navigate('/complete', { replace: true });
        return;
      }
      setFormError(result.msg || t`The password could not be changed. Please try again.`);
    } finally {
      setIsSubmitting(false);
    }
  }

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  const maskedPhone = maskPhone(phone);
  return (
    <AuthPageLayout
      title={<Trans>Set a new password</Trans>}
      footer={
        <Link href="/forgits" className={linkClass} onClick={clearPasswordReset}>
          <Trans>Use another phone</Trans>
        </Link>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-base text-slate-600">
          <Trans>Choose a new password for the account of {maskedPhone}.</Trans>
        </p>
        <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`Set a new password`}>
          <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
            <NewPasswordFields
              password={values.password}
              confirmation={values.passwordConfirmation}
              onPasswordChange={(value) => change('password', value)}
              onConfirmationChange={(value) => change('passwordConfirmation', value)}
              passwordError={errors.password}
              confirmationError={errors.passwordConfirmation}
              labels={{ password: <Trans>New password</Trans>, confirmation: <Trans>Repeat the new password</Trans> }}
              hint={<PasswordRulesHint />}
            />
            {formError ? (
              <FormAlert size="sm">
                {formError}{' '}
                <Link href="/forgits" className="font-medium underline" onClick={clearPasswordReset}>
                  <Trans>Start again</Trans>
                </Link>
              </FormAlert>
            ) : null}
            <button type="submit" className={primaryButtonClass}>
              {isSubmitting ? <Trans>Saving…</Trans> : <Trans>Save the new password</Trans>}
            </button>
          </fieldset>
        </form>
      </div>
    </AuthPageLayout>
  );
}
