import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AuthErrorCode } from '../../../../domain/accounts/auth-errors';
import { SMS_CODE, type SmsPurpose } from '../../../../domain/accounts/auth-rules';
import { useCountdown } from '../hooks/use-countdown';
import { readErrorNumber } from '../lib/error-data';
import { translateIssue } from '../../../lib/forms/field-errors';
import { secondaryButtonClass } from '../../../components/ui/styles';
import { TextField } from '../../../components/ui/form/text-field';

type SmsCodeFieldProps = {
  phone: string;
  purpose: SmsPurpose;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** Why no code could be sent: it belongs on the phone field (bad number, too soon, daily limit). Null clears it. */
  onPhoneError: (message: string | null) => void;
};

/**
 * The SMS code input with its send button. A valid phone is needed before sending (spec section 5); after a send
 * the button counts down until another code may be asked for.
 */
export function SmsCodeField({ phone, purpose, value, onChange, error, onPhoneError }: SmsCodeFieldProps) {
  const { i18n, t } = useLingui();
  const resend = useCountdown();
  const [isSending, setIsSending] = useState(false);
  const [sentMinutes, setSentMinutes] = useState<number | null>(null);

  async function onSend() {
    setIsSending(true);
    try {
      // Loaded on first use: zod and the HTTP client stay out of the first route.
      const { ZMobile, sendSmsCode } = await import('../api/send-sms-code');
      const parsed = ZMobile.safeParse(phone.trim());
      if (!parsed.success) {
        onPhoneError(translateIssue(i18n, parsed.error.issues[0]?.message ?? ''));
        return;
      }
      onPhoneError(null);
      const result = await sendSmsCode({ phone: parsed.data, purpose });
      if (result.ok) {
        resend.start(result.data.resendAfterSeconds);
        setSentMinutes(Math.max(1, Math.round(result.data.expiresInSeconds / 60)));
        return;
      }
      if (result.code === AuthErrorCode.smsTooSoon) {
        resend.start(readErrorNumber(result.errorData, 'retryAfterSeconds') ?? 0);
      }
      onPhoneError(result.msg || t`The code could not be sent. Please try again.`);
    } catch {
      onPhoneError(t`The code could not be sent. Please try again.`);
    } finally {
      setIsSending(false);
    }
  }

  const seconds = resend.secondsLeft;
  return (
    <TextField
      name="phoneCaptcha"
      label={<Trans>SMS code</Trans>}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, SMS_CODE.length))}
      error={error}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={SMS_CODE.length}
      hint={
        sentMinutes === null ? undefined : (
          <span role="status">
            <Trans>Code sent. It is valid for {sentMinutes} minutes.</Trans>
          </span>
        )
      }
      addon={
        <button
          type="button"
          onClick={() => void onSend()}
          disabled={isSending || resend.isRunning}
          className={`${secondaryButtonClass} shrink-0 whitespace-nowrap tabular-nums`}
        >
          {isSending ? (
            <Trans>Sending…</Trans>
          ) : resend.isRunning ? (
            <Trans>Resend in {seconds} s</Trans>
          ) : sentMinutes === null ? (
            <Trans>Send code</Trans>
          ) : (
            <Trans>Resend code</Trans>
          )}
        </button>
      }
    />
  );
}
