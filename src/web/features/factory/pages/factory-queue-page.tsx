import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'wouter';
import { FACTORY_QUEUES, type FactoryQueue } from '../../../../domain/orders/moves';
import type { TCaseSummary } from '../../../../domain/orders/list';
import { CaseStatusBadge } from '../../../components/cases/case-status-badge';
import { ListSearchField } from '../../../components/cases/list-search-field';
import { formatAge } from '../../../components/cases/time-ago';
import {
  DataTable,
  DEFAULT_PAGE_SIZE,
  type DataTableColumn,
  type PageSize,
} from '../../../components/ui/data-table/data-table';
import { LoadError } from '../../../components/ui/load-error';
import { secondaryButtonClass } from '../../../components/ui/styles';
import { useFactoryQueue } from '../api/factory-queue';
import { FactoryQueueTabs, QUEUE_PANEL_ID, queueLabels, queueTabId } from '../components/factory-queue-tabs';
import { formatDateTime } from '../../../lib/dates/format-day';
import { orderProductText } from '../../../lines/registry';

const QUEUE_PARAM = 'queue';
const KEYWORD_PARAM = 'keyword';

const queueOf = (value: string | null): FactoryQueue => FACTORY_QUEUES.find((queue) => queue === value) ?? 'review';

/**
 * /userFactory: the factory's cases across clinics, queue by queue (review, design, revise, waiting for the doctor,
 * payment, production, shipping, closed, all), oldest waiting first, searchable by clinic or patient. The queue and
 * the search are in the address, so coming back from a case shows the same list. No toasts here: failures show inline.
 */
export function FactoryQueuePage() {
  const { i18n, t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const queue = queueOf(searchParams.get(QUEUE_PARAM));
  const keyword = searchParams.get(KEYWORD_PARAM) ?? '';
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const cases = useFactoryQueue({ queue, keyword, pageIndex: page, pageSize });
  // Ages as of the answer (a render must not read the clock).
  const now = cases.dataUpdatedAt;

  function setParam(name: string, value: string) {
    setPage(1);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: name === KEYWORD_PARAM },
    );
  }

  const columns: DataTableColumn<TCaseSummary>[] = [
    {
      id: 'clinic',
      header: msg`Clinic`,
      cell: (row) => <span className="font-medium text-slate-900">{row.clinicName}</span>,
    },
    { id: 'patient', header: msg`Patient`, cell: (row) => row.patientName },
    // A tablet in portrait shows the columns of priority 1: who, the status, the wait and Open (the order shows the rest).
    { id: 'doctor', header: msg`Doctor`, cell: (row) => row.doctorName, priority: 2 },
    {
      id: 'product',
      header: msg`Product`,
      cell: (row) => orderProductText(i18n, row),
      priority: 2,
    },
    {
      id: 'status',
      header: msg`Status`,
      cell: (row) => <CaseStatusBadge status={row.status} productLine={row.orderType} reason={row.statusReason} />,
    },
    {
      id: 'waiting',
      header: msg`Waiting since`,
      cell: (row) => (
        <time dateTime={new Date(row.updatedAt).toISOString()} title={formatDateTime(row.updatedAt, i18n.locale)}>
          {formatAge(row.updatedAt, now, i18n.locale)}
        </time>
      ),
    },
    {
      id: 'open',
      header: msg`Actions`,
      align: 'end',
      cell: (row) => {
        const patient = row.patientName;
        return (
          <Link
            href={`/userFactory/case/${row.orderId}`}
            aria-label={t`Open the case of ${patient}`}
            className={secondaryButtonClass}
          >
            <Trans>Open</Trans>
          </Link>
        );
      },
    },
  ];

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">
          <Trans>Factory</Trans>
        </h1>
        <h2 className="mt-1 text-lg font-semibold text-slate-800">
          <Trans>Case queues</Trans>
        </h2>
        <p className="mt-2 text-base text-slate-600">
          <Trans>Cases of every clinic by what they wait for, the longest waiting first.</Trans>
        </p>
      </div>

      <ListSearchField
        label={t`Search by clinic or patient`}
        keyword={keyword}
        onKeywordChange={(value) => setParam(KEYWORD_PARAM, value)}
      />
      <FactoryQueueTabs
        active={queue}
        counts={cases.data?.queueCounts}
        onSelect={(next) => setParam(QUEUE_PARAM, next === 'review' ? '' : next)}
      />

      {cases.isError ? (
        <LoadError
          message={cases.error.message || t`The queue could not be loaded.`}
          onRetry={() => void cases.refetch()}
          error={cases.error}
        />
      ) : null}

      <div id={QUEUE_PANEL_ID} role="tabpanel" aria-labelledby={queueTabId(queue)}>
        <DataTable
          label={queueLabels[queue]}
          columns={columns}
          rows={cases.data?.list ?? []}
          getRowKey={(row) => row.orderId}
          total={cases.data?.total ?? 0}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
          isLoading={cases.isFetching}
          emptyMessage={keyword ? msg`No case of this queue matches the search.` : msg`No case waits in this queue.`}
        />
      </div>
    </div>
  );
}
