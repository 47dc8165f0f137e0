import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TCreditMovement } from '../../../../domain/payments/credit';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadError } from '../../../components/ui/load-error';
import { cardClass } from '../../../components/ui/styles';
import { formatDateTime } from '../../../lib/dates/format-day';
import { failureOf } from '../../../lib/forms/request-failure';
import { formatMoney } from '../../../lib/money/format-money';
import { useIsOnline } from '../../../lib/online-status';
import { useSession } from '../../../lib/session/session-store';
import { useClinicQuota } from '../api/credit-api';

const movementLabels: Record<TCreditMovement['kind'], ReactNode> = {
  payment: <Trans context="credit movement">Paid on credit</Trans>,
  repayment: <Trans context="credit movement">Repayment</Trans>,
  refund: <Trans context="credit movement">Refund</Trans>,
};

/**
 * /financialData (spec section 2, the menu's Financial data; docs/payments.md, "Credit terms"): for clinic admins (or
 * iframe mode) whose clinic has the quota permission: the credit limit, used and remaining, the balance, and the
 * latest credit movements. Read from the server (money moves): offline it says so.
 */
export function FinancialDataPage() {
  const { i18n, t } = useLingui();
  const { session } = useSession();
  const isOnline = useIsOnline();
  const quota = useClinicQuota();
  const money = (amount: number) => formatMoney(amount, i18n.locale);
  const data = quota.data;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <h1 className="text-2xl font-semibold text-slate-900">
        <Trans>Financial data</Trans>
      </h1>
      {session && !session.hasQuotaPermission ? (
        <FormAlert tone="warning">
          <Trans>Your clinic has no credit terms. Ask the factory's finance department.</Trans>
        </FormAlert>
      ) : null}
      {!isOnline && !data ? (
        <FormAlert tone="warning">
          <Trans>Financial data needs the network.</Trans>
        </FormAlert>
      ) : null}
      {quota.isError ? (
        <LoadError
          message={failureOf(quota.error)?.msg ?? ''}
          onRetry={() => void quota.refetch()}
          error={quota.error}
        />
      ) : null}
      {data ? (
        <>
          <section className={`${cardClass} grid grid-cols-2 gap-4`} aria-label={t`Credit terms`}>
            <Figure label={<Trans>Credit limit</Trans>} value={money(data.limitAmount)} />
            <Figure label={<Trans>Credit used</Trans>} value={money(data.usedAmount)} />
            <Figure label={<Trans>Credit remaining</Trans>} value={money(data.remainingAmount)} />
            <Figure label={<Trans>Balance</Trans>} value={money(data.balanceAmount)} />
          </section>
          <section className={`${cardClass} flex flex-col gap-2`} aria-labelledby="credit-movements-title">
            <h2 id="credit-movements-title" className="text-lg font-semibold text-slate-900">
              <Trans>Credit movements</Trans>
            </h2>
            {data.movements.length === 0 ? (
              <p className="text-base text-slate-600">
                <Trans>Nothing has been paid on credit yet.</Trans>
              </p>
            ) : (
              <ul className="flex flex-col divide-y divide-slate-200">
                {data.movements.map((movement) => (
                  <li key={movement.id} className="flex min-h-11 flex-wrap items-center justify-between gap-2 py-2">
                    <span className="flex flex-col">
                      <span className="font-medium text-slate-900">{movementLabels[movement.kind]}</span>
                      <span className="text-sm text-slate-600">
                        {formatDateTime(movement.createdAt, i18n.locale)}
                        {movement.reason ? ` · ${movement.reason}` : ''}
                      </span>
                    </span>
                    <span className="font-semibold tabular-nums">{money(movement.amount)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      ) : quota.isPending && quota.fetchStatus === 'fetching' ? (
        <p role="status" className="text-base text-slate-600">
          <Trans>Loading…</Trans>
        </p>
      ) : null}
    </div>
  );
}

function Figure({ label, value }: { label: ReactNode; value: string }) {
  return (
    <div className="flex flex-col">
      <span className="text-sm text-slate-600">{label}</span>
      <span className="text-xl font-semibold tabular-nums text-slate-900">{value}</span>
    </div>
  );
}
