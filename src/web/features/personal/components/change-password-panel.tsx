import { useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AuthErrorCode } from '../../../../domain/accounts/auth-errors';
import { ErrorCode } from '../../../../domain/response-codes';
import { useChangePassword, ZChangePasswordRequest, ZPasswordWithConfirmation } from '../api/change-password';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid';
import { collectClinicIssues } from '../../../lib/forms/clinic-field-errors';
import { hasErrors, type FieldErrors } from '../../../lib/forms/field-errors';
import { failureOf, serverFieldMessages } from '../../../lib/forms/request-failure';
import { FormAlert } from '../../../components/ui/form-alert';
import { NewPasswordFields } from '../../../components/ui/form/new-password-fields';
import { TextField } from '../../../components/ui/form/text-field';
import { primaryButtonClass } from '../../../components/ui/styles';

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
        <TextField
          label={<Trans>Current password</Trans>}
          error={errors.oldPasswd}
          isRequired
          type="password"
          autoComplete="current-password"
          value={values.oldPasswd}
          onChange={(event) => change('oldPasswd', event.target.value)}
        />
        <NewPasswordFields
          password={values.newPasswd}
          confirmation={values.confirmation}
          onPasswordChange={(value) => change('newPasswd', value)}
          onConfirmationChange={(value) => change('confirmation', value)}
          passwordError={errors.newPasswd}
          confirmationError={errors.confirmation}
          labels={{ password: <Trans>New password</Trans>, confirmation: <Trans>Repeat the new password</Trans> }}
          hint={
            <Trans>
              8 to 20 characters without spaces, with at least three of: upper-case letters, lower-case letters, digits
              and symbols.
            </Trans>
          }
          isRequired
        />
        {formError ? <FormAlert size="sm">{formError}</FormAlert> : null}
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
