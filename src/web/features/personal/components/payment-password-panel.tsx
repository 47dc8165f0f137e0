import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PaymentErrorCode } from '../../../../domain/payments/payment-codes';
import type { TPayPasswordState } from '../../../../domain/payments/pay-security';
import { ZPaymentPasswordWithConfirmation } from '../../../../domain/validation/payment-password';
import { paySecurityApi } from '../../../lib/payments/pay-security-api';
import { collectFieldErrors, type FieldErrors } from '../../../lib/forms/field-errors';
import { useNow } from '../../../lib/use-now';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form/text-field';
import { primaryButtonClass, secondaryButtonClass } from '../../../components/ui/styles';

type Field = 'oldPaymentPassword' | 'paymentPassword' | 'paymentPasswordConfirmation' | 'smsCode';
type Values = Record<Field, string>;
const EMPTY: Values = { oldPaymentPassword: '', paymentPassword: '', paymentPasswordConfirmation: '', smsCode: '' };
const digits = (value: string, length: number) => value.replace(/\D/g, '').slice(0, length);

/**
 * The clinic's payment password (spec section 5: six digits, confirmed): the admin sets it, changes it with the
 * current one, or resets it with an SMS code; other members see whether it is set. While wrong tries lock it, a live
 * countdown shows. The digits live only in this component's state: never in the query cache, a draft or storage.
 */
export function PaymentPasswordPanel() {
  const { i18n, t } = useLingui();
  const [state, setState] = useState<TPayPasswordState | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [lockedUntil, setLockedUntil] = useState(0);
  const [isReset, setIsReset] = useState(false);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const now = useNow(1000);
  const lockedSeconds = Math.max(0, Math.ceil((lockedUntil - now) / 1000));

  function apply(result: Awaited<ReturnType<typeof paySecurityApi.passwordState>>) {
    if (!result.ok) return setLoadFailed(true);
    setState(result.data);
    setLockedUntil(Date.now() + result.data.lockedSeconds * 1000);
  }
  const load = () => paySecurityApi.passwordState().then(apply);
  useEffect(() => {
    void paySecurityApi.passwordState().then(apply);
  }, []);

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: digits(value, 6) }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setNotice(null);
  }

  async function sendCode() {
    setFormError(null);
    const result = await paySecurityApi.sendResetCode();
    setNotice(result.ok ? t`Code sent to ${state?.maskedPhone ?? ''}.` : null);
    if (!result.ok) setFormError(result.msg);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy || !state) return;
    setFormError(null);
    const pair = ZPaymentPasswordWithConfirmation.safeParse(values);
    const found = collectFieldErrors<Field>(i18n, pair);
    if (state.isSet && !isReset && values.oldPaymentPassword.length !== 6) found.oldPaymentPassword = t`Enter the current payment password.`;
    if (isReset && values.smsCode.length !== 6) found.smsCode = t`Enter the 6-digit SMS code.`;
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setIsBusy(true);
    const { paymentPassword, paymentPasswordConfirmation } = values;
    const result = isReset
      ? await paySecurityApi.resetPassword({ smsCode: values.smsCode, paymentPassword, paymentPasswordConfirmation })
      : await paySecurityApi.setPassword({
          paymentPassword,
          paymentPasswordConfirmation,
          ...(state.isSet ? { oldPaymentPassword: values.oldPaymentPassword } : {}),
        });
    setIsBusy(false);
    setValues(EMPTY);
    if (result.ok) {
      setIsReset(false);
      setNotice(t`Payment password saved.`);
      await load();
      return;
    }
    const seconds = (result.errorData as { retryAfterSeconds?: number } | null)?.retryAfterSeconds;
    if (result.code === PaymentErrorCode.payPasswordLocked && seconds) setLockedUntil(Date.now() + seconds * 1000);
    setFormError(result.msg);
  }

  if (loadFailed) return <FormAlert size="sm">{t`The payment password settings could not be loaded.`}</FormAlert>;
  if (!state) return <p role="status"><Trans>Loading…</Trans></p>;
  const field = (name: Field, label: ReactNode, autoComplete: string) => (
    <TextField
      label={label}
      type={name === 'smsCode' ? 'text' : 'password'}
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={6}
      isRequired
      value={values[name]}
      error={errors[name]}
      onChange={(event) => change(name, event.target.value)}
    />
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`Payment password`} className="flex max-w-xl flex-col gap-4">
      <p className="text-base text-slate-700">
        {state.isSet ? (
          <Trans>The clinic has a payment password. Paying from the clinic's balance asks for it.</Trans>
        ) : (
          <Trans>The clinic has no payment password yet. Set one so that nobody can pay from the clinic's balance without it.</Trans>
        )}
      </p>
      {lockedSeconds > 0 ? (
        <p role="timer" aria-live="polite" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <Trans>Too many wrong payment passwords. Paying from the balance is locked for {lockedSeconds} more seconds.</Trans>
        </p>
      ) : null}
      {!state.canManage ? (
        <p className="text-sm text-slate-600">
          <Trans>Only a clinic admin can set or change the payment password.</Trans>
        </p>
      ) : (
        <fieldset disabled={isBusy} className="flex flex-col gap-4">
          {state.isSet && !isReset ? field('oldPaymentPassword', <Trans>Current payment password</Trans>, 'off') : null}
          {isReset ? (
            <div className="flex items-end gap-3">
              <div className="grow">{field('smsCode', <Trans>SMS code</Trans>, 'one-time-code')}</div>
              <button type="button" className={`${secondaryButtonClass} min-h-11`} onClick={() => void sendCode()}>
                <Trans>Send code</Trans>
              </button>
            </div>
          ) : null}
          {field('paymentPassword', <Trans>New payment password (6 digits)</Trans>, 'new-password')}
          {field('paymentPasswordConfirmation', <Trans>Repeat the payment password</Trans>, 'new-password')}
          {formError ? <FormAlert size="sm">{formError}</FormAlert> : null}
          <div role="status">{notice ? <p className="text-sm text-teal-900">{notice}</p> : null}</div>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={primaryButtonClass}>
              {state.isSet ? <Trans>Change payment password</Trans> : <Trans>Set payment password</Trans>}
            </button>
            {state.isSet ? (
              <button type="button" className={secondaryButtonClass} onClick={() => { setIsReset(!isReset); setErrors({}); setFormError(null); }}>
                {isReset ? <Trans>I remember it</Trans> : <Trans>Forgot it? Reset by SMS</Trans>}
              </button>
            ) : null}
          </div>
        </fieldset>
      )}
    </form>
  );
}
