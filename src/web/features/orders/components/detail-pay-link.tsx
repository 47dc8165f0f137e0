import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TOrderDetail } from '../../../../domain/orders/detail';
import { ORDER_STATUS } from '../../../../domain/order-status';
import { primaryButtonClass } from '../../../components/ui/styles';
import { formatMoney } from '../../../lib/money/format-money';
import { payOrderHref } from '../../../lib/payments/pay-links';

/**
 * "Pay" on an order pending payment: /mergePay with its payment order chosen. Not for staff whose prices are hidden
 * (the server sends them no `dueAmount`, and refuses them the pay calls).
 */
export function DetailPayLink({ detail }: { detail: TOrderDetail }) {
  const { i18n } = useLingui();
  const due = 'dueAmount' in detail ? detail.dueAmount : null;
  if (detail.status !== ORDER_STATUS.pendingPayment || due === null || due === undefined) return null;
  const amount = formatMoney(due, i18n.locale);
  return (
    <Link href={payOrderHref(detail.orderId, detail.patientName)} className={`${primaryButtonClass} self-start`}>
      <Trans>Pay {amount}</Trans>
    </Link>
  );
}
