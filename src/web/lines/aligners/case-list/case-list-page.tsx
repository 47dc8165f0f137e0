import { useId, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TCaseConflict } from '../../../../domain/orders/events';
import type { TCaseSummary } from '../../../../domain/orders/list';
import { CASE_TABS, type CaseTab } from '../../../../domain/cases/case-tabs';
import { ListLoadNotices } from '../../../components/cases/list-load-notices';
import { ListSearchField } from '../../../components/cases/list-search-field';
import { useListPaging } from '../../../components/cases/use-list-paging';
import { FormAlert } from '../../../components/ui/form-alert';
import { linkClass, primaryButtonClass } from '../../../components/ui/styles';
import { toast } from '../../../components/ui/toast/toast-store';
import { caseConflictOf } from '../../../lib/cases/case-conflict';
import { failureOf } from '../../../lib/forms/request-failure';
import { useIsOnline } from '../../../lib/online-status';
import { useCaseList, type CaseListRequest } from './case-list-query';
import { useRestoreCase } from './case-list-restore';
import { CaseListConflict } from './case-list-conflict';
import { CaseListDateFilter, dateFilterRange, type CaseDateFilter } from './case-list-date-filter';
import { CaseListTable } from './case-list-table';
import { CaseListTabs } from './case-list-tabs';
import { CaseViewSwitch } from './case-view-switch';
import { useOrderShowType } from './order-show-type';
import { Can } from '../../../lib/session/can';

export const CASE_LIST_PATH = '/caseList';
const NEW_CASE_PATH = '/confirmOrder?type=1';
const CASE_DRAFTS_PATH = '/caseDrafts';

function isCaseTab(value: string | null): value is CaseTab {
  return (CASE_TABS as readonly (string | null)[]).includes(value);
}

/** The tab in the URL (`?tab=`), so a link (the worktable's counts) or a reload opens the same tab. */
function useTabInUrl(): [CaseTab, (tab: CaseTab) => void] {
  const search = useSearch();
  const [, navigate] = useLocation();
  const wanted = new URLSearchParams(search).get('tab');
  const tab = isCaseTab(wanted) ? wanted : 'pending';
  return [tab, (next) => navigate(`${CASE_LIST_PATH}?tab=${next}`)];
}

type RestoreProblem =
  { kind: 'conflict'; conflict: TCaseConflict; patientName: string } | { kind: 'failure'; message: string };

/**
 * /caseList: the clinic's aligner cases by tab, searched by patient and filtered by creation date. Works offline from
 * the pages last synced to this device (the query cache is persisted) and says how old they are.
 */
export function CaseListPage() {
  const { t } = useLingui();
  const panelId = useId();
  const isOnline = useIsOnline();
  const [orderShowType, setOrderShowType] = useOrderShowType();
  const [tab, setTab] = useTabInUrl();
  const [keyword, setKeyword] = useState('');
  const [dateFilter, setDateFilter] = useState<CaseDateFilter>({ kind: 'all' });
  const { pageIndex, pageSize, resetting, tableProps } = useListPaging();
  const [restoreProblem, setRestoreProblem] = useState<RestoreProblem | null>(null);
  const restore = useRestoreCase();

  const range = dateFilterRange(dateFilter, new Date());
  const request: CaseListRequest = {
    tab,
    keyword,
    ...(range ? { createdFrom: range.from, createdTo: range.to } : {}),
    pageIndex,
    pageSize,
  };
  const query = useCaseList(request);
  const isFiltered = keyword !== '' || range !== null;

  const onRestore = (row: TCaseSummary) => {
    setRestoreProblem(null);
    restore.mutate(
      { orderId: row.orderId },
      {
        onSuccess: () =>
          toast.success(t`The case of ${row.patientName} was restored. Complete its information and submit it again.`),
        onError: (error) => {
          const conflict = caseConflictOf(error);
          if (conflict) setRestoreProblem({ kind: 'conflict', conflict, patientName: row.patientName });
          else
            setRestoreProblem({
              kind: 'failure',
              message: failureOf(error)?.msg || t`The case could not be restored. Try again.`,
            });
        },
      },
    );
  };

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">
          <Trans>Case list</Trans>
        </h1>
        <div className="flex flex-wrap items-center gap-3">
          <Link href={CASE_DRAFTS_PATH} className={linkClass}>
            <Trans>Temporary storage box</Trans>
          </Link>
          <Can code="case:create">
            <Link href={NEW_CASE_PATH} className={primaryButtonClass}>
              <Trans>New case</Trans>
            </Link>
          </Can>
        </div>
      </div>

      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <ListSearchField
          label={t`Search by patient`}
          placeholder={t`Patient name or phone`}
          keyword={keyword}
          onKeywordChange={resetting(setKeyword)}
        />
        <div className="flex flex-wrap items-end gap-3">
          <CaseListDateFilter value={dateFilter} onChange={resetting(setDateFilter)} />
          <CaseViewSwitch value={orderShowType} onChange={setOrderShowType} />
        </div>
      </div>

      <CaseListTabs tab={tab} counts={query.data?.tabCounts} panelId={panelId} onTabChange={resetting(setTab)} />

      <div id={panelId} role="tabpanel" aria-labelledby={`case-tab-${tab}`} className="flex flex-col gap-4">
        <ListLoadNotices
          isOnline={isOnline}
          query={query}
          loadErrorMessage={<Trans>The case list could not be loaded.</Trans>}
        />
        {restoreProblem?.kind === 'conflict' ? (
          <CaseListConflict
            conflict={restoreProblem.conflict}
            patientName={restoreProblem.patientName}
            onDismiss={() => setRestoreProblem(null)}
          />
        ) : null}
        {restoreProblem?.kind === 'failure' ? <FormAlert>{restoreProblem.message}</FormAlert> : null}
        <CaseListTable
          rows={query.data?.list ?? []}
          total={query.data?.total ?? 0}
          {...tableProps}
          isLoading={query.isFetching}
          emptyMessage={isFiltered ? msg`No case matches this search.` : msg`No cases in this tab.`}
          layout={orderShowType === 'cardShow' ? 'cards' : 'table'}
          onRestore={onRestore}
          canRestore={isOnline && !restore.isPending}
        />
      </div>
    </div>
  );
}
