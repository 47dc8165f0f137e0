import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TDentureOrder } from '../../../../domain/lines/dentures/requests';
import { DetailFact } from '../../../features/orders/components/detail-fact';
import { formatMoney } from '../../../lib/money/format-money';
import { SectionCard } from './section-card';

/**
 * The order's costs: abutment grinding, porcelain, the substitute implant analog's deposit, the long bridge's mark-up
 * and their sum. Staff whose prices are hidden receive none (the server leaves them out), and see no section.
 */
export function CostsSection({ costs }: { costs: Partial<TDentureOrder['costs']> }) {
  const { i18n } = useLingui();
  if (costs.totalPrice === undefined) return null;
  const money = (amount: number | undefined) => formatMoney(amount ?? 0, i18n.locale);
  const lines: [ReactNode, number | undefined][] = [
    [<Trans key="grind">Abutment grinding</Trans>, costs.grindCost],
    [<Trans key="porcelain">Porcelain</Trans>, costs.porcelainCost],
    [<Trans key="deposit">Substitute analog deposit</Trans>, costs.subsDeposit],
    [<Trans key="markUp">Long bridge mark-up</Trans>, costs.markUp],
    [<Trans key="total">Total</Trans>, costs.totalPrice],
  ];
  return (
    <SectionCard title={<Trans>Costs</Trans>} testId="denture-costs">
      <dl className="grid gap-3 sm:grid-cols-3">
        {lines.map(([term, amount], index) => (
          <DetailFact key={index} term={term}>
            {money(amount)}
          </DetailFact>
        ))}
      </dl>
    </SectionCard>
  );
}
