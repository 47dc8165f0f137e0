import { Trans, useLingui } from '@lingui/react/macro';
import type { TCaseDetail } from '../../../../domain/lines/aligners/detail';
import { formatMoney } from '../../../lib/money/format-money';

/** What the payment forms need to know: the plan's price, what was paid, what is due, the batch asked for. */
export function MoneyFacts({ detail }: { detail: TCaseDetail }) {
  const { i18n } = useLingui();
  const money = (amount: number) => formatMoney(amount, i18n.locale);
  const plan = detail.plans[0];
  const batch = detail.production.pendingSteps;
  const upper = batch?.upSteps ?? 0;
  const lower = batch?.downSteps ?? 0;
  return (
    <dl className="grid gap-x-6 gap-y-1 text-base sm:grid-cols-[auto_1fr]">
      {plan ? (
        <>
          <dt className="text-slate-600">
            <Trans>Plan price</Trans>
          </dt>
          <dd className="text-slate-900">{money(plan.price)}</dd>
        </>
      ) : null}
      <dt className="text-slate-600">
        <Trans>Paid so far</Trans>
      </dt>
      <dd className="text-slate-900">{money(detail.paidAmount)}</dd>
      {detail.dueAmount !== null ? (
        <>
          <dt className="text-slate-600">
            <Trans>Amount due</Trans>
          </dt>
          <dd className="font-medium text-slate-900">{money(detail.dueAmount)}</dd>
        </>
      ) : null}
      {batch ? (
        <>
          <dt className="text-slate-600">
            <Trans>Batch asked for</Trans>
          </dt>
          <dd className="text-slate-900">
            <Trans>
              upper {upper} steps, lower {lower} steps
            </Trans>
          </dd>
        </>
      ) : null}
      <dt className="text-slate-600">
        <Trans>Final payment</Trans>
      </dt>
      <dd className="text-slate-900">{detail.production.finalPaid ? <Trans>paid</Trans> : <Trans>not yet</Trans>}</dd>
    </dl>
  );
}
