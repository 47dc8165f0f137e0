import { Trans, useLingui } from '@lingui/react/macro';
import type { TDentureOrder } from '../../../../domain/lines/dentures/requests';
import { cardClass } from '../../../components/ui/styles';
import { formatMoney } from '../../../lib/money/format-money';

/**
 * The order's costs as priced when it was submitted (grinding, porcelain, the substitute analog deposit, the long
 * bridge's mark-up, and their sum). Price fields: staff whose prices are hidden never receive them, and see nothing.
 */
export function DentureCosts({ costs }: { costs: TDentureOrder['costs'] | undefined }) {
  const { i18n, t } = useLingui();
  // Staff whose prices are hidden receive the costs without their fields.
  if (typeof costs?.totalPrice !== 'number') return null;
  const money = (amount: number) => formatMoney(amount, i18n.locale);
  const lines: [string, number][] = [
    [t`Abutment grinding`, costs.grindCost],
    [t`Porcelain`, costs.porcelainCost],
    [t`Substitute implant analog deposit`, costs.subsDeposit],
    [t`Long bridge mark-up`, costs.markUp],
  ];
  return (
    <section aria-labelledby="denture-costs-title" className={`${cardClass} flex flex-col gap-3`}>
      <h2 id="denture-costs-title" className="text-lg font-semibold text-slate-900">
        <Trans>Costs</Trans>
      </h2>
      <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-base" data-testid="denture-costs">
        {lines.map(([term, amount]) => (
          <div key={term} className="contents">
            <dt className="text-slate-700">{term}</dt>
            <dd className="text-end tabular-nums">{money(amount)}</dd>
          </div>
        ))}
        <div className="contents font-semibold">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd className="text-end tabular-nums">{money(costs.totalPrice)}</dd>
        </div>
      </dl>
    </section>
  );
}
