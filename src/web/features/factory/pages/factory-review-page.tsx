import { useId, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { REVIEW_STATES, type ReviewState } from '../../../../domain/clinics/auth-statuses';
import type { ReviewKind, TReviewItem } from '../../../../domain/clinics/factory-review';
import { PROFESSIONAL_TITLES } from '../../../../domain/clinics/titles';
import {
  DataTable,
  DEFAULT_PAGE_SIZE,
  type DataTableColumn,
  type PageSize,
} from '../../../components/ui/data-table/data-table';
import { useReviews } from '../api/find-reviews';
import { FormAlert } from '../../../components/ui/form-alert';
import { ReviewDetailDialog } from '../components/review-detail-dialog';
import { useCan } from '../../../lib/session/permissions';
import { ReviewStatusBadge } from '../components/review-status';
import { LoadError } from '../../../components/ui/load-error';
import { focusRing, inputClass, secondaryButtonClass } from '../../../components/ui/styles';
import { DateText } from '../../../components/ui/date-text';

type StatusFilter = ReviewState | 'all';

const stateLabels = {
  all: msg({ context: 'review filter', message: 'all' }),
  pending: msg({ context: 'review filter', message: 'waiting for review' }),
  approved: msg({ context: 'review filter', message: 'approved' }),
  rejected: msg({ context: 'review filter', message: 'rejected' }),
};

/**
 * /userFactory: the factory reviews company and doctor authentications. The HTTP client shows no toasts here (spec
 * section 8), so every failure and outcome is said on the screen itself.
 */
export function FactoryReviewPage() {
  const canReview = useCan('factory:auth-review');
  if (canReview) return <ReviewList />;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-semibold text-slate-900">
        <Trans>Authentication reviews</Trans>
      </h1>
      <p className="rounded-lg border border-slate-200 bg-white p-4 text-base text-slate-700">
        <Trans>Authentication reviews are the work of the reviewers' desk and the factory admins.</Trans>
      </p>
    </div>
  );
}

function ReviewList() {
  const { i18n, t } = useLingui();
  const statusId = useId();
  const [kind, setKind] = useState<ReviewKind>('company');
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  // A copy of the item: the list may drop it (decided meanwhile) while its dialog still says why.
  const [opened, setOpened] = useState<TReviewItem | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const reviews = useReviews({
    kind,
    pageIndex: page,
    pageSize,
    ...(status === 'all' ? {} : { status }),
  });
  const rows = reviews.data?.list ?? [];

  function chooseKind(next: ReviewKind) {
    setKind(next);
    setPage(1);
    setOpened(null);
  }

  const columns: DataTableColumn<TReviewItem>[] = [
    {
      id: 'name',
      header: kind === 'company' ? msg`Company` : msg`Doctor`,
      cell: (item) => <span className="font-medium text-slate-900">{item.name}</span>,
    },
    ...(kind === 'doctor'
      ? [
          {
            id: 'title',
            header: msg`Professional title`,
            cell: (item: TReviewItem) => {
              const title = PROFESSIONAL_TITLES.find((option) => option.value === item.titlePost);
              return title ? i18n._(title.label) : (item.titlePost ?? '—');
            },
          },
        ]
      : []),
    { id: 'phone', header: msg`Applicant’s phone`, cell: (item) => item.applicantPhone },
    {
      id: 'submitted',
      header: msg`Submitted`,
      cell: (item) => <DateText at={item.submittedAt} />,
    },
    { id: 'status', header: msg`Status`, cell: (item) => <ReviewStatusBadge item={item} /> },
    {
      id: 'actions',
      header: msg`Actions`,
      align: 'end',
      cell: (item) => (
        <button
          type="button"
          onClick={() => {
            setOutcome(null);
            setOpened(item);
          }}
          aria-label={t`Open ${item.name}`}
          className={secondaryButtonClass}
        >
          <Trans>Open</Trans>
        </button>
      ),
    },
  ];

  const kindButton = (value: ReviewKind, label: string) => (
    <button
      type="button"
      aria-pressed={kind === value}
      onClick={() => chooseKind(value)}
      className={`inline-flex min-h-11 items-center rounded-lg border px-4 text-base font-medium ${focusRing} ${
        kind === value
          ? 'border-teal-700 bg-teal-700 text-white'
          : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
      }`}
    >
      {label}
    </button>
  );

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">
          <Trans>Factory</Trans>
        </h1>
        <h2 className="mt-1 text-lg font-semibold text-slate-800">
          <Trans>Authentication review</Trans>
        </h2>
        <p className="mt-2 text-base text-slate-600">
          <Trans>
            Check the licences of new companies and the documents of doctors, then approve or reject with a reason.
          </Trans>
        </p>
      </div>

      <div className="flex flex-wrap items-end gap-4">
        <div role="group" aria-label={t`What to review`} className="flex gap-2">
          {kindButton('company', t`Companies`)}
          {kindButton('doctor', t`Doctors`)}
        </div>
        <div>
          <label htmlFor={statusId} className="mb-1 block text-sm font-medium text-slate-800">
            <Trans>Status</Trans>
          </label>
          <select
            id={statusId}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as StatusFilter);
              setPage(1);
            }}
            className={inputClass}
          >
            {(['all', ...REVIEW_STATES] as const).map((state) => (
              <option key={state} value={state}>
                {i18n._(stateLabels[state])}
              </option>
            ))}
          </select>
        </div>
      </div>

      {outcome ? <FormAlert tone="success">{outcome}</FormAlert> : null}
      {reviews.isError ? (
        <LoadError
          message={reviews.error.message || t`The list could not be loaded.`}
          onRetry={() => void reviews.refetch()}
          error={reviews.error}
        />
      ) : null}

      <DataTable
        label={kind === 'company' ? msg`Company authentications` : msg`Doctor authentications`}
        columns={columns}
        rows={rows}
        getRowKey={(item) => item.id}
        total={reviews.data?.total ?? 0}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={setPageSize}
        isLoading={reviews.isFetching}
        emptyMessage={msg`Nothing to show for this filter.`}
      />

      {opened ? (
        <ReviewDetailDialog
          key={opened.id}
          item={opened}
          onClose={() => setOpened(null)}
          onDecided={(message) => {
            setOpened(null);
            setOutcome(message);
          }}
        />
      ) : null}
    </div>
  );
}
