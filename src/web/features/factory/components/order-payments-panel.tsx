import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { paymentKindLabel } from '../../../../domain/payments/kinds';
import type { TOrderPayments, TPayOrderDetail } from '../../../../domain/payments/contracts';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadError } from '../../../components/ui/load-error';
import { cardClass, secondaryButtonClass } from '../../../components/ui/styles';
import { failureOf } from '../../../lib/forms/request-failure';
import { formatMoney } from '../../../lib/money/format-money';
import { useCan } from '../../../lib/session/permissions';
import { factoryQueryKeys } from '../api/factory-query-keys';
import { financeWrites, useOrderPayments } from '../api/order-payments';
import { ClinicCreditPanel } from './clinic-credit-panel';
import { MoneyDialog } from './money-dialog';

type Open = { kind: 'refund'; payOrder: TPayOrderDetail } | { kind: 'credit' } | { kind: 'priceDifference' } | null;

const stateLabels = {
  open: <Trans context="payment order state">waiting to be paid</Trans>,
  paid: <Trans context="payment order state">paid</Trans>,
  cancelled: <Trans context="payment order state">cancelled</Trans>,
};

/**
 * The factory order page's money, for factory finance only (docs/payments.md, "Refunds"): each payment order of the
 * order (asked, paid, refunded) with a refund, whole or in part, back the way it was paid; the clinic's balance with
 * a credit for money received outside the portal. What happened is said only after the server answered.
 */
export function OrderPaymentsPanel({ orderId }: { orderId: number }) {
  const mayManage = useCan('desk:finance');
  const payments = useOrderPayments(orderId, mayManage);
  if (!mayManage) return null;
  return (
    <section className={`${cardClass} flex flex-col gap-3`} aria-labelledby="order-payments-title">
      <h2 id="order-payments-title" className="text-lg font-semibold text-slate-900">
        <Trans>Payments and refunds</Trans>
      </h2>
      {payments.isError ? (
        <LoadError
          message={failureOf(payments.error)?.msg ?? ''}
          onRetry={() => void payments.refetch()}
          error={payments.error}
        />
      ) : payments.data ? (
        <>
          <PaymentsBody data={payments.data} />
          <ClinicCreditPanel clinicId={payments.data.clinicId} clinicName={payments.data.clinicName} />
        </>
      ) : (
        <p className="text-base text-slate-600">
          <Trans>Loading…</Trans>
        </p>
      )}
    </section>
  );
}

function PaymentsBody({ data }: { data: TOrderPayments }) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const money = (amount: number) => formatMoney(amount, i18n.locale);
  const clinic = data.clinicName;
  const done = (message: string) => {
    setOpen(null);
    setNotice(message);
    void queryClient.invalidateQueries({ queryKey: factoryQueryKeys.orderPayments(data.orderId) });
  };

  return (
    <>
      {notice ? <FormAlert tone="success">{notice}</FormAlert> : null}
      {data.list.length === 0 ? (
        <p className="text-base text-slate-600">
          <Trans>No payment order has been issued for this order.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200" aria-label={t`Payment orders of this order`}>
          {data.list.map((payOrder) => {
            const kind = paymentKindLabel(payOrder.kind);
            return (
              <li key={payOrder.payId} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <span className="flex flex-col">
                  <span className="font-medium text-slate-900">
                    {kind ? i18n._(kind) : null} · {money(payOrder.amount)}
                  </span>
                  <span className="text-sm text-slate-600">
                    {stateLabels[payOrder.state]} ·{' '}
                    <Trans>
                      paid {money(payOrder.paidAmount)}, refunded {money(payOrder.refundedAmount)}
                    </Trans>
                  </span>
                  {payOrder.note ? <span className="text-sm break-words text-slate-700">{payOrder.note}</span> : null}
                </span>
                {payOrder.paidAmount > 0 ? (
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    onClick={() => setOpen({ kind: 'refund', payOrder })}
                  >
                    <Trans>Refund</Trans>
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {mayAskDifference(data) ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600">
            <Trans>The work costs more than was paid? Ask the clinic for the difference, with the reason.</Trans>
          </p>
          <button type="button" className={secondaryButtonClass} onClick={() => setOpen({ kind: 'priceDifference' })}>
            <Trans>Ask for a price difference</Trans>
          </button>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-3">
        <p className="text-base text-slate-800">
          <Trans>
            Balance of {clinic}: <span className="font-semibold tabular-nums">{money(data.balanceAmount)}</span>
          </Trans>
        </p>
        <button type="button" className={secondaryButtonClass} onClick={() => setOpen({ kind: 'credit' })}>
          <Trans>Credit the balance</Trans>
        </button>
      </div>
      {open?.kind === 'refund' ? (
        <MoneyDialog
          title={t`Refund`}
          description={
            <Trans>The money goes back the way it was paid: to the balance, the wallet or outside the portal.</Trans>
          }
          amountLabel={<Trans>Amount (yuan)</Trans>}
          amountHint={<Trans>Leave it empty to refund all that is left.</Trans>}
          isAmountOptional
          reasonLabel={<Trans>Reason for the refund</Trans>}
          submitLabel={{ idle: <Trans>Refund</Trans>, busy: <Trans>Refunding…</Trans> }}
          send={({ amount, reason }, key) =>
            financeWrites.refund({ payId: open.payOrder.payId, reason, ...(amount === null ? {} : { amount }) }, key)
          }
          onDone={(refund) => done(t`Refunded ${money(refund.amount)}.`)}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'priceDifference' ? (
        <MoneyDialog
          title={t`Ask for a price difference`}
          description={
            <Trans>
              The clinic sees it among its payment orders with your reason, and pays it like any other. The order is not
              shipped until it is paid.
            </Trans>
          }
          amountLabel={<Trans>Amount (yuan)</Trans>}
          isAmountOptional={false}
          reasonLabel={<Trans>Reason the clinic reads</Trans>}
          submitLabel={{ idle: <Trans>Ask the clinic</Trans>, busy: <Trans>Asking…</Trans> }}
          send={({ amount, reason }, key) =>
            financeWrites.priceDifference({ orderId: data.orderId, amount: amount ?? 0, reason }, key)
          }
          onDone={(payOrder) => done(t`Price difference of ${money(payOrder.amount)} asked of ${clinic}.`)}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'credit' ? (
        <MoneyDialog
          title={t`Credit the balance of ${clinic}`}
          description={
            <Trans>Money the clinic paid outside the portal (a bank remittance, cash), recorded on the ledger.</Trans>
          }
          amountLabel={<Trans>Amount (yuan)</Trans>}
          isAmountOptional={false}
          reasonLabel={<Trans>Reference or reason</Trans>}
          submitLabel={{ idle: <Trans>Credit</Trans>, busy: <Trans>Crediting…</Trans> }}
          send={({ amount, reason }, key) =>
            financeWrites.creditBalance({ clinicId: data.clinicId, amount: amount ?? 0, reason }, key)
          }
          onDone={(balance) => done(t`The balance is now ${money(balance.balanceAmount)}.`)}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}

/** A price difference is asked only of a paid order with nothing else waiting (the server's rule, 46071). */
function mayAskDifference(data: TOrderPayments): boolean {
  return (
    data.list.some((payOrder) => payOrder.state === 'paid') && !data.list.some((payOrder) => payOrder.state === 'open')
  );
}
