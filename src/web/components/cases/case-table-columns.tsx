import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProductLineCode } from '../../../domain/product-lines';
import type { DataTableColumn, DataTableProps } from '../ui/data-table/data-table';
import { CaseStatusBadge } from './case-status-badge';
import { PlanStageProgress } from './plan-stage-progress';
import { DateText } from '../ui/date-text';

export const NO_VALUE = '—';

/** One page of a case or order list, as its page hands it to the table. */
export type CaseTablePageProps<Row> = Pick<
  DataTableProps<Row>,
  'rows' | 'total' | 'page' | 'pageSize' | 'onPageChange' | 'onPageSizeChange'
> & { isLoading: boolean; emptyMessage: MessageDescriptor };

type CaseRow = {
  orderType: ProductLineCode;
  status: number;
  doctorName: string;
  createdAt: number;
  statusReason?: string | null;
};

/** The columns every case and order table shows the same way: the doctor, the status, the day it was created. */
export function caseColumns<Row extends CaseRow>() {
  return {
    doctor: { id: 'doctor', header: msg`Doctor`, cell: (row) => row.doctorName || NO_VALUE },
    status: {
      id: 'status',
      header: msg`Status`,
      cell: (row) => (
        <>
          <CaseStatusBadge status={row.status} productLine={row.orderType} reason={row.statusReason} />
          <PlanStageProgress productLine={row.orderType} status={row.status} variant="compact" />
        </>
      ),
    },
    created: {
      id: 'created',
      header: msg`Created`,
      cell: (row) => <DateText at={row.createdAt} />,
      className: 'whitespace-nowrap',
    },
  } satisfies Record<string, DataTableColumn<Row>>;
}
