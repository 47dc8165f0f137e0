import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PAYMENT_PASSWORD_LENGTH } from '../../../domain/validation/payment-password';
import { paySecurityApi } from '../../lib/payments/pay-security-api';
import { useNow } from '../../lib/use-now';
import { TextField } from '../ui/form/text-field';

/** Whether the clinic has a payment password, and until when wrong tries lock it (a time on this device's clock). */
export type PayPasswordGate = {
  /** null until the server answered. */
  isSet: boolean | null;
  lockedUntil: number;
  /** A refusal said it is locked for this many seconds. */
  lockFor: (seconds: number) => void;
  /** Ask the server again (a refusal said one is needed, or the admin set it meanwhile). */
  reload: () => void;
};

/** When a lock of `seconds` ends; 0 for none (a time just past would read as locked until the clock ticks). */
const lockEnd = (seconds: number) => (seconds > 0 ? Date.now() + seconds * 1000 : 0);

/**
 * The clinic's payment password state, asked when the page opens (docs/payments.md, "Payment password"). The answer
 * holds no secret; the password itself lives only in the paying page's state, never in a cache, a draft or storage.
 */
export function usePayPasswordGate(): PayPasswordGate {
  const [isSet, setIsSet] = useState<boolean | null>(null);
  const [lockedUntil, setLockedUntil] = useState(0);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    let isCurrent = true;
    void paySecurityApi.passwordState().then((result) => {
      if (!isCurrent || !result.ok) return;
      setIsSet(result.data.isSet);
      setLockedUntil(lockEnd(result.data.lockedSeconds));
    });
    return () => {
      isCurrent = false;
    };
  }, [asked]);
  return {
    isSet,
    lockedUntil,
    lockFor: (seconds) => setLockedUntil(lockEnd(seconds)),
    reload: () => setAsked((count) => count + 1),
  };
}

/** Seconds a gate stays locked, counted down live. */
export function useLockedSeconds(lockedUntil: number): number {
  const now = useNow(1000);
  return Math.max(0, Math.ceil((lockedUntil - now) / 1000));
}

type PayPasswordFieldProps = {
  value: string;
  onChange: (value: string) => void;
  lockedSeconds: number;
  error?: string | null;
  isDisabled?: boolean;
};

/**
 * The six digits paying from the balance takes once the clinic set a payment password (spec section 5). Digits only,
 * never autofilled or remembered; while wrong tries lock it, a live countdown replaces the field's hint.
 */
export function PayPasswordField({ value, onChange, lockedSeconds, error, isDisabled = false }: PayPasswordFieldProps) {
  const { t } = useLingui();
  const minutes = Math.floor(lockedSeconds / 60);
  const seconds = String(lockedSeconds % 60).padStart(2, '0');
  return (
    <div className="flex flex-col gap-1">
      <TextField
        label={t`Payment password`}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={PAYMENT_PASSWORD_LENGTH}
        value={value}
        disabled={isDisabled || lockedSeconds > 0}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, PAYMENT_PASSWORD_LENGTH))}
        hint={t`The clinic’s six-digit payment password: paying from the balance takes it.`}
        error={error ?? undefined}
        isRequired
      />
      {lockedSeconds > 0 ? (
        <p role="status" className="text-sm font-medium text-amber-800">
          <Trans>
            Too many wrong payment passwords: paying from the balance is locked for {minutes}:{seconds}. A wallet can
            still pay.
          </Trans>
        </p>
      ) : null}
    </div>
  );
}
