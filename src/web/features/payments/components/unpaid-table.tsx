import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { paymentKindLabel } from '../../../../domain/payments/kinds';
import { findProductLine } from '../../../../domain/product-lines';
import { DataTable, type DataTableColumn, type PageSize } from '../../../components/ui/data-table/data-table';
import { DateText } from '../../../components/ui/date-text';
import { focusRing } from '../../../components/ui/styles';
import { formatMoney } from '../../../lib/money/format-money';
import type { Translatable } from '../../../lib/translatable';
import type { UnpaidRowAsSent } from '../api/payments-api';

type UnpaidTableProps = {
  rows: readonly UnpaidRowAsSent[];
  total: number;
  page: number;
  pageSize: PageSize;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: PageSize) => void;
  isLoading: boolean;
  emptyMessage: Translatable;
  /** Staff whose prices are hidden: no amounts and no way to choose an order to pay. */
  arePricesHidden: boolean;
  isSelected: (payId: number) => boolean;
  onToggle: (row: UnpaidRowAsSent) => void;
};

/** The clinic's payment orders waiting to be paid, each with a box to add it to the payment (44 px, the whole cell). */
export function UnpaidTable({ arePricesHidden, isSelected, onToggle, ...table }: UnpaidTableProps) {
  const { i18n, t } = useLingui();
  const kindOf = (row: UnpaidRowAsSent) => {
    const label = paymentKindLabel(row.kind);
    return label ? i18n._(label) : String(row.kind);
  };
  const selectColumn: DataTableColumn<UnpaidRowAsSent> = {
    id: 'select',
    header: msg`Pay`,
    cell: (row) => (
      <label className={`inline-flex size-11 cursor-pointer items-center justify-center rounded-lg ${focusRing}`}>
        <input
          type="checkbox"
          className="size-5 accent-teal-700"
          checked={isSelected(row.payId)}
          onChange={() => onToggle(row)}
          aria-label={t`Pay order ${row.orderId}, ${row.patientName}, ${kindOf(row)}`}
        />
      </label>
    ),
  };
  const columns: DataTableColumn<UnpaidRowAsSent>[] = [
    ...(arePricesHidden ? [] : [selectColumn]),
    {
      id: 'order',
      header: msg`Order`,
      cell: (row) => (
        <span className="flex flex-col">
          <span className="font-medium text-slate-900">{row.patientName}</span>
          <span className="text-sm text-slate-600">
            <Trans>Order {row.orderId}</Trans> · {kindOf(row)}
          </span>
          {row.note ? <span className="text-sm break-words text-slate-700">{row.note}</span> : null}
          {row.paymentWaiting && !row.remittanceWaiting ? (
            <span className="text-sm text-amber-800">
              <Trans>A payment of it is waiting for its wallet</Trans>
            </span>
          ) : null}
          {row.remittanceWaiting ? (
            <span className="text-sm text-amber-800">
              <Trans>A bank remittance of it waits for the factory's finance</Trans>
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'line',
      header: msg`Product line`,
      priority: 2,
      cell: (row) => {
        const line = findProductLine(row.productLine);
        return line ? i18n._(line.name) : row.productLine;
      },
    },
    { id: 'doctor', header: msg`Doctor`, priority: 3, cell: (row) => row.doctorName },
    ...(arePricesHidden
      ? []
      : ([
          {
            id: 'amount',
            header: msg`Amount`,
            align: 'end',
            priority: 3,
            cell: (row) => formatMoney(row.amount, i18n.locale),
          },
          {
            id: 'due',
            header: msg`Due`,
            align: 'end',
            cell: (row) => <span className="tabular-nums">{formatMoney(row.dueAmount, i18n.locale)}</span>,
          },
        ] satisfies DataTableColumn<UnpaidRowAsSent>[])),
    { id: 'created', header: msg`Issued`, priority: 2, cell: (row) => <DateText at={row.createdAt} /> },
  ];
  return <DataTable label={t`Payment orders to pay`} columns={columns} getRowKey={(row) => row.payId} {...table} />;
}
