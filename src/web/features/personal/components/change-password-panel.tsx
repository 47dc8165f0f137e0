import { useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AuthErrorCode } from '../../../../domain/accounts/auth-errors';
import { ErrorCode } from '../../../../domain/response-codes';
import { useChangePassword, ZChangePasswordRequest, ZPasswordWithConfirmation } from '../api/change-password';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid';
import { collectClinicIssues } from '../../../lib/forms/clinic-field-errors';
import { hasErrors, type FieldErrors } from '../../../lib/forms/field-errors';
import { failureOf, serverFieldMessages } from '../lib/request-failure';
import { FormField } from './form-field';
import { inputClass, primaryButtonClass } from './styles';

type Values = { oldPasswd: string; newPasswd: string; confirmation: string };
type Field = keyof Values;
const EMPTY: Values = { oldPasswd: '', newPasswd: '', confirmation: '' };

/**
 * Change password (spec section 5: the account password rule, confirmation must match). The server ends every other
 * session of the user, so the success message says that other devices were signed out.
 */
export function ChangePasswordPanel() {
  const { i18n, t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isChanged, setIsChanged] = useState(false);
  const changePassword = useChangePassword();

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setIsChanged(false);
  }

  function showFailure(error: unknown) {
    const failure = failureOf(error);
    const next: FieldErrors<Field> = {};
    if (failure?.code === AuthErrorCode.oldPasswordWrong) next.oldPasswd = failure.msg;
    else if (failure?.code === AuthErrorCode.samePassword) next.newPasswd = failure.msg;
    else if (failure?.code === ErrorCode.badRequest) {
      const messages = serverFieldMessages(failure);
      if (messages.oldPasswd) next.oldPasswd = messages.oldPasswd;
      if (messages.newPasswd) next.newPasswd = messages.newPasswd;
    }
    if (hasErrors(next)) setErrors(next);
    else setFormError(failure?.msg || t`The password could not be changed. Please try again.`);
    focusFirstInvalid();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (changePassword.isPending) return;
    setFormError(null);
    setIsChanged(false);
    const request = ZChangePasswordRequest.safeParse({ oldPasswd: values.oldPasswd, newPasswd: values.newPasswd });
    const passwords = ZPasswordWithConfirmation.safeParse({
      password: values.newPasswd,
      passwordConfirmation: values.confirmation,
    });
    const found = collectClinicIssues(i18n, request, passwords);
    const next: FieldErrors<Field> = {
      oldPasswd: found.oldPasswd,
      newPasswd: found.newPasswd,
      confirmation: found.passwordConfirmation,
    };
    if (!request.success || hasErrors(next)) {
      setErrors(next);
      focusFirstInvalid();
      return;
    }
    setErrors({});
    try {
      await changePassword.mutateAsync(request.data);
      setValues(EMPTY);
      setIsChanged(true);
    } catch (error) {
      showFailure(error);
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t`Change password`}
      className="max-w-xl"
    >
      <fieldset disabled={changePassword.isPending} className="flex flex-col gap-4">
        <FormField label={<Trans>Current password</Trans>} error={errors.oldPasswd} isRequired>
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="current-password"
              value={values.oldPasswd}
              onChange={(event) => change('oldPasswd', event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
        <FormField
          label={<Trans>New password</Trans>}
          error={errors.newPasswd}
          hint={
            <Trans>
              8 to 20 characters without spaces, with at least three of: upper-case letters, lower-case letters, digits
              and symbols.
            </Trans>
          }
          isRequired
        >
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="new-password"
              value={values.newPasswd}
              onChange={(event) => change('newPasswd', event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
        <FormField label={<Trans>Repeat the new password</Trans>} error={errors.confirmation} isRequired>
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="new-password"
              value={values.confirmation}
              onChange={(event) => change('confirmation', event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
        {formError ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {formError}
          </p>
        ) : null}
        <div role="status">
          {isChanged ? (
            <p className="rounded-lg border border-teal-200 bg-teal-50 px-4 py-3 text-sm text-teal-900">
              <Trans>
                Your password was changed. Every other device signed in to your account was signed out; this one stays
                signed in.
              </Trans>
            </p>
          ) : null}
        </div>
        <div>
          <button type="submit" className={primaryButtonClass}>
            {changePassword.isPending ? <Trans>Changing…</Trans> : <Trans>Change password</Trans>}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
