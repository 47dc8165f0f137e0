import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TPaymentView } from '../../../../domain/payments/contracts';
import { paymentSuccessMessages } from '../../../../domain/payments/payment-messages';
import { FormAlert } from '../../../components/ui/form-alert';
import { linkClass, secondaryButtonClass } from '../../../components/ui/styles';
import { PAY_ROUTES } from '../../../lib/payments/pay-links';

/** How long "already paid, redirecting" shows before the list opens again. */
export const ALREADY_PAID_REDIRECT_MS = 2_000;

/** Another device paid first: say so, then open the list again. */
export function AlreadyPaidRedirect({ message }: { message: string }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => navigate(PAY_ROUTES.unpaid, { replace: true }), ALREADY_PAID_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return <FormAlert tone="warning">{message}</FormAlert>;
}

export function BackToList() {
  return (
    <Link href={PAY_ROUTES.unpaid} className={linkClass}>
      <Trans>Back to the payment orders</Trans>
    </Link>
  );
}

/** A payment that ended: paid (only once the server says so), closed, or credited to the balance. */
export function PaymentOutcome({ payment, onPayAgain }: { payment: TPaymentView; onPayAgain: () => void }) {
  const { i18n } = useLingui();
  if (payment.state === 'paid')
    return (
      <FormAlert tone="success">
        <p data-testid="payment-state">{i18n._(paymentSuccessMessages.paid)}</p>
      </FormAlert>
    );
  if (payment.state === 'paidToBalance')
    return (
      <FormAlert tone="info">
        <p data-testid="payment-state">
          <Trans>
            The wallet paid after these orders had been paid another way, so the money was credited to your clinic’s
            balance.
          </Trans>
        </p>
      </FormAlert>
    );
  return (
    <div className="flex flex-col items-start gap-3">
      <FormAlert tone="warning">
        <p data-testid="payment-state">
          <Trans>
            The payment was not completed: its code expired or was declined. Nothing was taken; any balance it held is
            back in your balance.
          </Trans>
        </p>
      </FormAlert>
      <button type="button" className={secondaryButtonClass} onClick={onPayAgain}>
        <Trans>Choose how to pay again</Trans>
      </button>
    </div>
  );
}
