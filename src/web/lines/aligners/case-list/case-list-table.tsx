import { Link } from 'wouter';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TCaseSummary } from '../../../../domain/orders/list';
import { CLINIC_DRAFT_STATUSES, IGNORED_STATUSES } from '../../../../domain/cases/case-tabs';
import { findProductLine, orderDetailPath, PRODUCT_LINE_CODE } from '../../../../domain/product-lines';
import { caseColumns, type CaseTablePageProps } from '../../../components/cases/case-table-columns';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table/data-table';
import { linkClass, secondaryButtonClass } from '../../../components/ui/styles';
import { usePermissions } from '../../../lib/session/permissions';
import { alignerProductText } from '../product-text';
import { DateText } from '../../../components/ui/date-text';

/** Cases whose data the clinic completes or fixes in the wizard. */
const CONTINUABLE = new Set<number>(CLINIC_DRAFT_STATUSES);
const RESTORABLE = new Set<number>(IGNORED_STATUSES);

export const continueCasePath = (orderId: number) =>
  `/confirmOrder?type=${PRODUCT_LINE_CODE.invisible}&orderId=${orderId}`;

function CaseActions({
  row,
  onRestore,
  canRestore,
}: {
  row: TCaseSummary;
  onRestore: (row: TCaseSummary) => void;
  canRestore: boolean;
}) {
  const { t } = useLingui();
  const can = usePermissions();
  const line = findProductLine(row.orderType);
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {line ? (
        <Link
          href={orderDetailPath(line, row.orderId)}
          aria-label={t`Open the case of ${row.patientName}`}
          className={linkClass}
        >
          <Trans>Open</Trans>
        </Link>
      ) : null}
      {CONTINUABLE.has(row.status) && can('case:create') ? (
        <Link
          href={continueCasePath(row.orderId)}
          aria-label={t`Continue the case of ${row.patientName}`}
          className={secondaryButtonClass}
        >
          <Trans>Continue</Trans>
        </Link>
      ) : null}
      {RESTORABLE.has(row.status) && can('order:decide') ? (
        <button
          type="button"
          disabled={!canRestore}
          onClick={() => onRestore(row)}
          aria-label={t`Restore the case of ${row.patientName}`}
          className={secondaryButtonClass}
        >
          <Trans>Restore</Trans>
        </button>
      ) : null}
    </div>
  );
}

type CaseListTableProps = CaseTablePageProps<TCaseSummary> & {
  /** The remembered case list view: rows of a table, or cards. */
  layout: 'table' | 'cards';
  onRestore: (row: TCaseSummary) => void;
  /** Restoring needs the server (offline, or while another restore is under way, the button waits). */
  canRestore: boolean;
};

/** The cases of a tab in the shared table: who, what, where it stands, and what the clinic can do with it. */
export function CaseListTable({ onRestore, canRestore, ...table }: CaseListTableProps) {
  const { i18n, t } = useLingui();
  const shared = caseColumns<TCaseSummary>();
  const columns: DataTableColumn<TCaseSummary>[] = [
    { id: 'patient', header: msg`Patient`, cell: (row) => <span className="font-medium">{row.patientName}</span> },
    { ...shared.doctor, priority: 2 },
    { id: 'brand', header: msg`Brand / series`, cell: (row) => alignerProductText(i18n, row), priority: 3 },
    shared.status,
    {
      id: 'stage',
      header: msg`Stage`,
      cell: (row) => (
        <span className={row.stageNo > 1 ? 'font-medium text-slate-900' : 'text-slate-500'}>
          <Trans>Stage {row.stageNo}</Trans>
        </span>
      ),
      className: 'whitespace-nowrap',
      priority: 2,
    },
    shared.created,
    {
      id: 'updated',
      header: msg`Last change`,
      cell: (row) => <DateText at={row.updatedAt} withTime />,
      className: 'whitespace-nowrap',
      priority: 3,
    },
    {
      id: 'actions',
      header: msg`Actions`,
      cell: (row) => <CaseActions row={row} onRestore={onRestore} canRestore={canRestore} />,
      align: 'end',
    },
  ];
  return (
    <DataTable
      label={t`Cases`}
      columns={columns}
      getRowKey={(row) => row.orderId}
      getRowHref={(row) => {
        const line = findProductLine(row.orderType);
        return line ? orderDetailPath(line, row.orderId) : null;
      }}
      {...table}
    />
  );
}
