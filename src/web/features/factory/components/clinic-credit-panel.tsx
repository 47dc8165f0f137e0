import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormAlert } from '../../../components/ui/form-alert';
import { secondaryButtonClass } from '../../../components/ui/styles';
import { formatMoney } from '../../../lib/money/format-money';
import { factoryQueryKeys } from '../api/factory-query-keys';
import { financeWrites, useClinicCredit } from '../api/order-payments';
import { CreditLimitDialog } from './credit-limit-dialog';
import { MoneyDialog } from './money-dialog';

/**
 * The clinic's credit terms on the factory order page's payments panel (factory finance; docs/payments.md, "Credit
 * terms"): limit, used and remaining; change the limit; record a repayment received outside the portal.
 */
export function ClinicCreditPanel({ clinicId, clinicName }: { clinicId: number; clinicName: string }) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const credit = useClinicCredit(clinicId, true);
  const [open, setOpen] = useState<'limit' | 'repay' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const money = (amount: number) => formatMoney(amount, i18n.locale);
  const data = credit.data;
  if (!data) return null;
  const done = (message: string) => {
    setOpen(null);
    setNotice(message);
    void queryClient.invalidateQueries({ queryKey: factoryQueryKeys.clinicCredit(clinicId) });
  };
  return (
    <div className="flex flex-col gap-2 border-t border-slate-200 pt-3">
      {notice ? <FormAlert tone="success">{notice}</FormAlert> : null}
      <p className="text-base text-slate-800">
        <Trans>
          Credit terms of {clinicName}: limit{' '}
          <span className="font-semibold tabular-nums">{money(data.limitAmount)}</span>, used{' '}
          <span className="font-semibold tabular-nums">{money(data.usedAmount)}</span>, remaining{' '}
          <span className="font-semibold tabular-nums">{money(data.remainingAmount)}</span>
        </Trans>
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={secondaryButtonClass} onClick={() => setOpen('limit')}>
          <Trans>Change the credit limit</Trans>
        </button>
        {data.usedAmount > 0 ? (
          <button type="button" className={secondaryButtonClass} onClick={() => setOpen('repay')}>
            <Trans>Record a repayment</Trans>
          </button>
        ) : null}
      </div>
      {open === 'limit' ? (
        <CreditLimitDialog
          clinicId={clinicId}
          clinicName={clinicName}
          limitAmount={data.limitAmount}
          onDone={(quota) => done(t`The credit limit is now ${money(quota.limitAmount)}.`)}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open === 'repay' ? (
        <MoneyDialog
          title={t`Repayment of credit by ${clinicName}`}
          description={<Trans>Money the clinic paid back outside the portal; it restores the remaining credit.</Trans>}
          amountLabel={<Trans>Amount (yuan)</Trans>}
          isAmountOptional={false}
          reasonLabel={<Trans>Reference or reason</Trans>}
          submitLabel={{ idle: <Trans>Record</Trans>, busy: <Trans>Recording…</Trans> }}
          send={({ amount, reason }, key) => financeWrites.creditRepay({ clinicId, amount: amount ?? 0, reason }, key)}
          onDone={(quota) => done(t`Credit remaining is now ${money(quota.remainingAmount)}.`)}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
