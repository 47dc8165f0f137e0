import { Link } from 'wouter';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { findProductLine } from '../../../../domain/product-lines';
import { caseColumns, type CaseTablePageProps } from '../../../components/cases/case-table-columns';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table/data-table';
import { linkClass } from '../../../components/ui/styles';
import { formatMoney } from '../../../lib/money/format-money';
import { shopOrderLinkOf, usePublicHosts } from '../../../lib/public-hosts';
import type { OrderRowAsSent } from '../api/orders-list';

type OrdersTableProps = CaseTablePageProps<OrderRowAsSent> & {
  /** Staff whose prices are hidden see no amount columns at all. */
  arePricesHidden: boolean;
  /** Where an order opens (the line registry's `orderLinkOf`); null: the portal has no page for it, the row is not linked. */
  orderLinkOf: (orderType: number, orderId: number) => string | null;
};

/**
 * The clinic's orders of every product line in the shared table; each order opens its line's detail route, a mall
 * order the environment's shop (PUBLIC_SHOP_HOST) in a new tab where one is configured.
 */
export function OrdersTable({ arePricesHidden, orderLinkOf, ...table }: OrdersTableProps) {
  const { i18n, t } = useLingui();
  const shared = caseColumns<OrderRowAsSent>();
  const shopHost = usePublicHosts()?.shop ?? null;
  const shopLinkOf = (row: OrderRowAsSent) =>
    shopHost && findProductLine(row.orderType)?.type === 'mall' ? shopOrderLinkOf(shopHost, row.orderId) : null;

  const columns: DataTableColumn<OrderRowAsSent>[] = [
    {
      id: 'order',
      header: msg`Order`,
      cell: (row) => {
        const href = orderLinkOf(row.orderType, row.orderId);
        const shopHref = href ? null : shopLinkOf(row);
        if (shopHref)
          return (
            <a
              href={shopHref}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t`Open order ${row.orderId} in the shop`}
              className={`${linkClass} min-w-11 justify-center tabular-nums`}
            >
              {row.orderId}
            </a>
          );
        return href ? (
          <Link
            href={href}
            aria-label={t`Open order ${row.orderId}`}
            className={`${linkClass} min-w-11 justify-center tabular-nums`}
          >
            {row.orderId}
          </Link>
        ) : (
          <span className="flex flex-col">
            <span className="tabular-nums">{row.orderId}</span>
            <span className="text-sm text-slate-600">{t`No page in the portal for this order`}</span>
          </span>
        );
      },
    },
    {
      id: 'line',
      header: msg`Product line`,
      priority: 2,
      cell: (row) => {
        const line = findProductLine(row.orderType);
        return (
          <span className="inline-flex items-center gap-2">
            <span
              aria-hidden="true"
              className="size-3 shrink-0 rounded-full"
              style={{ backgroundColor: line?.color ?? '#64748b' }}
            />
            {line ? i18n._(line.name) : row.orderType}
          </span>
        );
      },
    },
    { id: 'patient', header: msg`Patient`, cell: (row) => row.patientName },
    { ...shared.doctor, priority: 2 },
    shared.status,
    ...(arePricesHidden
      ? []
      : ([
          {
            id: 'amount',
            header: msg`Amount`,
            cell: (row) => formatMoney(row.amount, i18n.locale),
            align: 'end',
            priority: 2,
          },
          {
            id: 'paid',
            header: msg`Paid`,
            cell: (row) => formatMoney(row.paidAmount, i18n.locale),
            align: 'end',
            priority: 3,
          },
        ] satisfies DataTableColumn<OrderRowAsSent>[])),
    shared.created,
  ];
  return (
    <DataTable
      label={t`Orders`}
      columns={columns}
      getRowKey={(row) => row.orderId}
      getRowHref={(row) => orderLinkOf(row.orderType, row.orderId)}
      {...table}
    />
  );
}
