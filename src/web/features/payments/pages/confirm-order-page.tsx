import { useEffect, useState, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { toCents } from '../../../../domain/money';
import type { TCombineCheck, TPaymentView } from '../../../../domain/payments/contracts';
import { PaymentErrorCode } from '../../../../domain/payments/payment-codes';
import { paymentMessages } from '../../../../domain/payments/payment-messages';
import {
  PayPasswordField,
  useLockedSeconds,
  usePayPasswordGate,
} from '../../../components/payments/pay-password-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { cardClass, primaryButtonClass } from '../../../components/ui/styles';
import { failureOf } from '../../../lib/forms/request-failure';
import { useIsOnline } from '../../../lib/online-status';
import { PAY_QUERY, parsePayIds } from '../../../lib/payments/pay-links';
import { useSession } from '../../../lib/session/session-store';
import {
  useCombineCheck,
  useMergePay,
  usePaymentOrderRows,
  usePaymentStatus,
  useRefreshAfterPayment,
  useSavePayType,
} from '../api/payments-api';
import { useClinicQuota, useQuotaPay } from '../api/credit-api';
import { CreditTermsOption } from '../components/credit-terms-option';
import { CorporateTransfer, WaitingRemittance } from '../components/corporate-transfer';
import { MethodChoice } from '../components/method-choice';
import { OrderShares } from '../components/order-shares';
import { AlreadyPaidRedirect, BackToList, PaymentOutcome } from '../components/payment-outcome';
import { PayLinkShare } from '../components/pay-link-share';
import { PaymentTotals } from '../components/payment-totals';
import { WalletQr } from '../components/wallet-qr';
import { CREDIT_CHOICE, defaultChoice, methodOf, restPayerOf, type PayChoice } from '../lib/pay-methods';
import { paymentProblemOf, type PaymentProblem } from '../lib/payment-failure';
import { dropFromPaymentSelection, readPaymentSelection } from '../lib/payment-selection';

/** How often a waiting payment's state is asked for (the server asks the wallet when no notification came). */
export const PAYMENT_POLL_MS = 2_000;

/** What the app composes into the page from other features: the coupon picker and the fee agreement. */
export type ConfirmOrderSlots = {
  /** The coupon picker: combineCheck's coupons, the one taken off (null: none), and the choice to ask again with. */
  couponPicker?: (context: {
    coupons: TCombineCheck['coupons'];
    selectedId: number | null;
    onChange: (couponId: number | null) => void;
    disabled: boolean;
  }) => ReactNode;
  /** The fee agreement: paying waits until it is accepted. */
  feeAgreement?: (context: { isAccepted: boolean; onChange: (isAccepted: boolean) => void }) => ReactNode;
};

/**
 * /mergePay/confirmOrder?payIds=: one payment of the chosen payment orders. combineCheck says what it takes with the
 * coupon chosen (the best one at first) and what the balance covers; the user picks the balance, a wallet or both,
 * or credit terms when the clinic has a quota (quotaPay; docs/payments.md, "Credit terms") (remembered by
 * savePayType), with the clinic's payment password when the balance or credit pays; mergePay (under an
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
  const [chosenRows] = useState(() => readPaymentSelection(clinicId));
  const rows = usePaymentOrderRows(payIds, chosenRows);
  const [couponChoice, setCouponChoice] = useState<number | null | undefined>(undefined);
  const check = useCombineCheck(payIds, couponChoice);
  const [picked, setPicked] = useState<PayChoice | null>(null);
  const passwordGate = usePayPasswordGate();
  const lockedSeconds = useLockedSeconds(passwordGate.lockedUntil);
  const [payPassword, setPayPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [isAgreementAccepted, setAgreementAccepted] = useState(false);
  const [problem, setProblem] = useState<PaymentProblem | null>(null);
  const [started, setStarted] = useState<TPaymentView | null>(null);
  const mergePay = useMergePay();
  const quota = useClinicQuota();
  const quotaPay = useQuotaPay();
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
  const needsPassword = (choice?.useBalance === true || choice?.credit === true) && passwordGate.isSet === true;
  const isPasswordReady = !needsPassword || (payPassword.length === 6 && lockedSeconds === 0);
  const isBusy = mergePay.isPending || quotaPay.isPending || (payment !== null && payment.state === 'pending');
  const isChecking = check.isPlaceholderData || check.isFetching;
  const isTransfer = choice?.transfer === true;
  const clinicName = session?.clinicList.find((clinic) => clinic.clinicId === clinicId)?.clinicName ?? '';

  const pay = async () => {
    if (!choice || !check.data) return;
    setProblem(null);
    setPasswordError(null);
    savePayType.mutate(methodOf(choice));
    const couponId = check.data.couponId ?? undefined;
    try {
      if (choice.credit) {
        // On credit: paid at once; "paid" is said only from the server's answer.
        setStarted(
          await quotaPay.mutateAsync({
            payIds,
            ...(couponId === undefined ? {} : { couponId }),
            ...(needsPassword ? { payPassword } : {}),
          }),
        );
        return;
      }
      const view = await mergePay.mutateAsync({
        payIds,
        useBalance: choice.useBalance,
        wallet: choice.wallet,
        ...(couponId === undefined ? {} : { couponId }),
        ...(needsPassword ? { payPassword } : {}),
      });
      setStarted(view);
    } catch (error) {
      refused(error);
    } finally {
      setPayPassword('');
    }
  };
  /** A refusal: the password's own are said at the field; the others above the form. */
  const refused = (error: unknown) => {
    const found = paymentProblemOf(error, i18n);
    const code = failureOf(error)?.code;
    if (code === PaymentErrorCode.payPasswordWrong || code === PaymentErrorCode.payPasswordRequired) {
      if (code === PaymentErrorCode.payPasswordRequired) passwordGate.reload();
      return setPasswordError(found.message);
    }
    if (code === PaymentErrorCode.payPasswordLocked) {
      const seconds = (failureOf(error)?.errorData as { retryAfterSeconds?: number } | null)?.retryAfterSeconds;
      passwordGate.lockFor(seconds ?? 60);
      return setPasswordError(found.message);
    }
    setProblem(found);
    if (found.kind === 'alreadyPaid') refreshAfterPayment();
    if (found.kind === 'insufficientBalance') setPicked(null);
    if (found.kind === 'other') void check.refetch();
    if (code === PaymentErrorCode.creditLimitExceeded) {
      setPicked(null);
      void quota.refetch();
    }
  };
  const payAgain = () => {
    setStarted(null);
    mergePay.reset();
    quotaPay.reset();
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
        <FormAlert tone={shownProblem.kind === 'insufficientBalance' ? 'warning' : 'error'}>
          {shownProblem.message}
        </FormAlert>
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
            couponCents={toCents(check.data.couponAmount)}
            restBy={restPayerOf(choice)}
          />
          <PaymentTotals check={check.data} />
          {couponPicker && payment === null ? (
            <div data-slot="coupon-picker">
              {couponPicker({
                coupons: check.data.coupons,
                selectedId: check.data.couponId,
                onChange: (couponId) => setCouponChoice(couponId),
                disabled: isBusy,
              })}
            </div>
          ) : null}
          {payment === null || payment.state === 'pending' ? (
            <MethodChoice
              check={check.data}
              value={choice}
              onChange={setPicked}
              isDisabled={isBusy}
              creditOption={
                quota.data?.hasQuota ? (
                  <CreditTermsOption
                    remainingAmount={quota.data.remainingAmount}
                    payAmount={check.data.payAmount}
                    isOn={choice?.credit === true}
                    onChoose={() => setPicked(CREDIT_CHOICE)}
                  />
                ) : undefined
              }
            />
          ) : null}
          {payment === null && !isTransfer ? <WaitingRemittance payIds={payIds} /> : null}
          {needsPassword && payment === null ? (
            <PayPasswordField
              value={payPassword}
              onChange={(value) => {
                setPayPassword(value);
                setPasswordError(null);
              }}
              lockedSeconds={lockedSeconds}
              error={passwordError}
              isDisabled={isBusy}
            />
          ) : null}
          {feeAgreement ? (
            <div data-slot="fee-agreement">
              {feeAgreement({ isAccepted: isAgreementAccepted, onChange: setAgreementAccepted })}
            </div>
          ) : null}
          {payment === null && isTransfer ? (
            <CorporateTransfer
              {...{ clinicId, clinicName, payIds, isOnline }}
              couponId={check.data.couponId}
              payAmount={check.data.payAmount}
              isBlocked={needsAgreement || isChecking}
              onRecorded={() => {
                savePayType.mutate('corporateTransfer');
                refreshAfterPayment();
              }}
            />
          ) : null}
          {payment === null && !isTransfer ? (
            <button
              type="button"
              className={`${primaryButtonClass} self-start`}
              disabled={!isOnline || !choice || needsAgreement || !isPasswordReady || isChecking || isBusy}
              onClick={() => void pay()}
            >
              {mergePay.isPending || quotaPay.isPending ? <Trans>Paying…</Trans> : <Trans>Pay now</Trans>}
            </button>
          ) : null}
          {payment === null && !isTransfer ? (
            <PayLinkShare payIds={payIds} isDisabled={!isOnline || needsAgreement || isBusy} />
          ) : null}
        </section>
      ) : null}
      {payment?.state === 'pending' ? <WalletQr payment={payment} isOnline={isOnline} /> : null}
      {payment && payment.state !== 'pending' ? <PaymentOutcome payment={payment} onPayAgain={payAgain} /> : null}
    </div>
  );
}
