import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { toCents } from '../../../../domain/money';
import type { TPaymentView } from '../../../../domain/payments/contracts';
import { paymentMessages, paymentSuccessMessages } from '../../../../domain/payments/payment-messages';
import { FormAlert } from '../../../components/ui/form-alert';
import { cardClass, linkClass, primaryButtonClass, secondaryButtonClass } from '../../../components/ui/styles';
import { formatMoney } from '../../../lib/money/format-money';
import { useIsOnline } from '../../../lib/online-status';
import { PAY_QUERY, PAY_ROUTES, parsePayIds } from '../../../lib/payments/pay-links';
import { useSession } from '../../../lib/session/session-store';
import {
  useCombineCheck,
  useMergePay,
  usePaymentStatus,
  useRefreshAfterPayment,
  useSavePayType,
} from '../api/payments-api';
import { MethodChoice } from '../components/method-choice';
import { OrderShares } from '../components/order-shares';
import { WalletQr } from '../components/wallet-qr';
import { defaultChoice, methodOf, type PayChoice } from '../lib/pay-methods';
import { paymentProblemOf, type PaymentProblem } from '../lib/payment-failure';
import { dropFromPaymentSelection, readPaymentSelection } from '../lib/payment-selection';

/** How often a waiting payment's state is asked for (the server asks the wallet when no notification came). */
export const PAYMENT_POLL_MS = 2_000;
/** How long "already paid, redirecting" shows before the list opens again. */
export const ALREADY_PAID_REDIRECT_MS = 2_000;

/** What the lead composes into the page: the coupon picker (helper hE) and the fee agreement (helper hF). */
export type ConfirmOrderSlots = {
  /** The coupon picker for these payment orders and what they come to. */
  couponPicker?: (context: { payIds: readonly number[]; dueAmount: number }) => ReactNode;
  /** The fee agreement: paying waits until it is accepted. */
  feeAgreement?: (context: { isAccepted: boolean; onChange: (isAccepted: boolean) => void }) => ReactNode;
};

function AlreadyPaidRedirect({ message }: { message: string }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => navigate(PAY_ROUTES.unpaid, { replace: true }), ALREADY_PAID_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return <FormAlert tone="warning">{message}</FormAlert>;
}

function BackToList() {
  return (
    <Link href={PAY_ROUTES.unpaid} className={linkClass}>
      <Trans>Back to the payment orders</Trans>
    </Link>
  );
}

/** A payment that ended: paid (only once the server says so), closed, or credited to the balance. */
function PaymentOutcome({ payment, onPayAgain }: { payment: TPaymentView; onPayAgain: () => void }) {
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

/**
 * /mergePay/confirmOrder?payIds=: one payment of the chosen payment orders. combineCheck says what it takes and what
 * the balance covers; the user picks the balance, a wallet or both (remembered by savePayType); mergePay (under an
 * Idempotency-Key) pays from the balance at once or shows the wallet's QR code, whose state is asked for until it is
 * paid or closed. Success is said only when the server says paid. Paying needs the network: offline the page says so
 * and keeps the choice.
 */
export function ConfirmOrderPage({ couponPicker, feeAgreement }: ConfirmOrderSlots) {
  const { i18n } = useLingui();
  const payIds = parsePayIds(new URLSearchParams(useSearch()).get(PAY_QUERY.payIds)).sort((a, b) => a - b);
  const isOnline = useIsOnline();
  const { session } = useSession();
  const clinicId = session?.clinicId ?? 0;
  const [rows] = useState(() => readPaymentSelection(clinicId));
  const check = useCombineCheck(payIds);
  const [picked, setPicked] = useState<PayChoice | null>(null);
  const [isAgreementAccepted, setAgreementAccepted] = useState(false);
  const [problem, setProblem] = useState<PaymentProblem | null>(null);
  const [started, setStarted] = useState<TPaymentView | null>(null);
  const mergePay = useMergePay();
  const savePayType = useSavePayType();
  const status = usePaymentStatus(started, PAYMENT_POLL_MS);
  const refreshAfterPayment = useRefreshAfterPayment();
  const payment = started ? (status.data ?? started) : null;
  const state = payment?.state;

  useEffect(() => {
    if (state === undefined || state === 'pending') return;
    refreshAfterPayment();
    if (state === 'paid' || state === 'paidToBalance') dropFromPaymentSelection(clinicId, payIds);
    // Once per ended payment: payIds and the refresh are the same for its life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  if (payIds.length === 0)
    return (
      <div className="flex flex-col items-start gap-3">
        <FormAlert tone="warning">{i18n._(paymentMessages.payOrdersRequired)}</FormAlert>
        <BackToList />
      </div>
    );

  const checkProblem = check.isError ? paymentProblemOf(check.error, i18n) : null;
  const shownProblem = problem ?? checkProblem;
  const choice = picked ?? (check.data ? defaultChoice(check.data) : null);
  const needsAgreement = feeAgreement !== undefined && !isAgreementAccepted;
  const isBusy = mergePay.isPending || (payment !== null && payment.state === 'pending');

  const pay = async () => {
    if (!choice) return;
    setProblem(null);
    savePayType.mutate(methodOf(choice));
    try {
      const view = await mergePay.mutateAsync({ payIds, useBalance: choice.useBalance, wallet: choice.wallet });
      setStarted(view);
    } catch (error) {
      const found = paymentProblemOf(error, i18n);
      setProblem(found);
      if (found.kind === 'alreadyPaid') refreshAfterPayment();
      if (found.kind === 'insufficientBalance') setPicked(null);
    }
  };
  const payAgain = () => {
    setStarted(null);
    mergePay.reset();
    void check.refetch();
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-slate-900">
          <Trans>Pay payment orders</Trans>
        </h1>
        <BackToList />
      </div>
      {!isOnline ? (
        <FormAlert tone="warning">
          <Trans>Paying needs the network. Your choice is kept here until the connection returns.</Trans>
        </FormAlert>
      ) : null}
      {shownProblem?.kind === 'alreadyPaid' ? <AlreadyPaidRedirect message={shownProblem.message} /> : null}
      {shownProblem && shownProblem.kind !== 'alreadyPaid' ? (
        <FormAlert tone={shownProblem.kind === 'insufficientBalance' ? 'warning' : 'error'}>{shownProblem.message}</FormAlert>
      ) : null}
      {check.isPending && check.fetchStatus === 'fetching' ? (
        <p role="status" className="text-base text-slate-600">
          <Trans>Loading…</Trans>
        </p>
      ) : null}
      {check.data ? (
        <section className={`${cardClass} flex flex-col gap-4`}>
          <OrderShares
            payIds={payIds}
            rows={rows}
            balanceCents={toCents(check.data.balanceAmount)}
            useBalance={choice?.useBalance ?? false}
          />
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-slate-200 pt-3 text-base">
            <dt className="text-slate-700">
              <Trans>To pay</Trans>
            </dt>
            <dd className="text-end font-semibold tabular-nums" data-testid="due-total">
              {formatMoney(check.data.dueAmount, i18n.locale)}
            </dd>
            <dt className="text-slate-700">
              <Trans>Balance available</Trans>
            </dt>
            <dd className="text-end tabular-nums">{formatMoney(check.data.balanceAmount, i18n.locale)}</dd>
          </dl>
          {couponPicker ? <div data-slot="coupon-picker">{couponPicker({ payIds, dueAmount: check.data.dueAmount })}</div> : null}
          {payment === null || payment.state === 'pending' ? (
            <MethodChoice check={check.data} value={choice} onChange={setPicked} isDisabled={isBusy} />
          ) : null}
          {feeAgreement ? (
            <div data-slot="fee-agreement">{feeAgreement({ isAccepted: isAgreementAccepted, onChange: setAgreementAccepted })}</div>
          ) : null}
          {payment === null ? (
            <button
              type="button"
              className={`${primaryButtonClass} self-start`}
              disabled={!isOnline || !choice || needsAgreement || isBusy}
              onClick={() => void pay()}
            >
              {mergePay.isPending ? <Trans>Paying…</Trans> : <Trans>Pay now</Trans>}
            </button>
          ) : null}
        </section>
      ) : null}
      {payment?.state === 'pending' ? <WalletQr payment={payment} isOnline={isOnline} /> : null}
      {payment && payment.state !== 'pending' ? <PaymentOutcome payment={payment} onPayAgain={payAgain} /> : null}
    </div>
  );
}
