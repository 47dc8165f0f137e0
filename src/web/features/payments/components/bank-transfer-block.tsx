import { Trans, useLingui } from '@lingui/react/macro';
import { FormAlert } from '../../../components/ui/form-alert';
import { formatMoney } from '../../../lib/money/format-money';
import { paymentProblemOf } from '../lib/payment-failure';
import { useTransferAccount } from '../api/remittances-api';

/**
 * The bank block (spec section 9): where to send a corporate transfer (account name, account number, bank), how much,
 * and the reference to write in the transfer's remark so finance knows whose money it is.
 */
export function BankTransferBlock({ payAmount }: { payAmount: number }) {
  const { i18n } = useLingui();
  const account = useTransferAccount(true);
  if (account.isError) return <FormAlert tone="warning">{paymentProblemOf(account.error, i18n).message}</FormAlert>;
  if (!account.data)
    return (
      <p role="status" className="text-base text-slate-600">
        <Trans>Loading…</Trans>
      </p>
    );
  const rows = [
    { label: <Trans>Account name</Trans>, value: account.data.accountName, testId: 'bank-account-name' },
    { label: <Trans>Account number</Trans>, value: account.data.accountNo, testId: 'bank-account-no' },
    { label: <Trans>Bank</Trans>, value: account.data.bankName, testId: 'bank-name' },
    { label: <Trans>Amount</Trans>, value: formatMoney(payAmount, i18n.locale), testId: 'bank-amount' },
    { label: <Trans>Reference</Trans>, value: account.data.reference, testId: 'bank-reference' },
  ];
  return (
    <section
      aria-labelledby="bank-block-title"
      className="flex flex-col gap-2 rounded-lg border border-teal-200 bg-teal-50 p-4"
    >
      <h2 id="bank-block-title" className="text-lg font-semibold text-slate-900">
        <Trans>Transfer to this account</Trans>
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-base">
        {rows.map((row) => (
          <div key={row.testId} className="contents">
            <dt className="text-slate-700">{row.label}</dt>
            <dd className="font-medium break-all text-slate-900 tabular-nums select-all" data-testid={row.testId}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-700">
        <Trans>
          Send exactly this amount from the clinic's own company account (its name must be the clinic's name) and write
          the reference in the transfer's remark. Then record the remittance below with a photo of the receipt.
        </Trans>
      </p>
    </section>
  );
}
