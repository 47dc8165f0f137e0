import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TClinicApplication } from '../../../../domain/clinics/company';
import {
  DataTable,
  DEFAULT_PAGE_SIZE,
  type DataTableColumn,
  type PageSize,
} from '../../../components/ui/data-table/data-table';
import { toast } from '../../../components/ui/toast/toast-store';
import { useApplications } from '../api/find-applications';
import { ApplicationStatusBadge } from './application-status';
import { ApproveApplicationDialog } from './approve-application-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { RejectApplicationDialog } from './reject-application-dialog';
import { primaryButtonClass, secondaryButtonClass } from '../../../components/ui/styles';
import { DateText } from '../../../components/ui/date-text';

type Decision = { kind: 'approve' | 'reject'; application: TClinicApplication };

/** Applications to the admin's current clinic, open ones first; approve (as staff) or refuse (with a reason). */
export function ApplicationsSection({ clinicId }: { clinicId: number }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const applications = useApplications(clinicId, { pageIndex: page, pageSize });
  const [decision, setDecision] = useState<Decision | null>(null);

  const columns: DataTableColumn<TClinicApplication>[] = [
    {
      id: 'applicant',
      header: msg`Applicant`,
      cell: (application) => (
        <div className="flex flex-col">
          <span className="font-medium text-slate-900">{application.firstName}</span>
          {application.userName !== application.firstName ? (
            <span className="text-sm text-slate-600">
              <Trans>Account: {application.userName}</Trans>
            </span>
          ) : null}
        </div>
      ),
    },
    { id: 'phone', header: msg`Phone`, cell: (application) => application.phone },
    {
      id: 'appliedOn',
      header: msg`Applied on`,
      cell: (application) => <DateText at={application.createdAt} />,
    },
    {
      id: 'status',
      header: msg`Status`,
      cell: (application) => (
        <div className="flex flex-col items-start gap-1">
          <ApplicationStatusBadge status={application.status} side="admin" />
          {application.status === 'rejected' && application.remark ? (
            <span className="text-sm text-slate-700">
              <Trans>Reason: {application.remark}</Trans>
            </span>
          ) : null}
        </div>
      ),
    },
    {
      id: 'actions',
      header: msg`Actions`,
      align: 'end',
      cell: (application) =>
        application.status === 'pending' ? (
          <div className="flex flex-wrap justify-end gap-2">
            <button
              type="button"
              onClick={() => setDecision({ kind: 'approve', application })}
              aria-label={t`Approve ${application.firstName}`}
              className={primaryButtonClass}
            >
              <Trans>Approve</Trans>
            </button>
            <button
              type="button"
              onClick={() => setDecision({ kind: 'reject', application })}
              aria-label={t`Refuse ${application.firstName}`}
              className={secondaryButtonClass}
            >
              <Trans>Refuse</Trans>
            </button>
          </div>
        ) : null,
    },
  ];

  return (
    <div className="flex flex-col gap-3">
      {applications.isError ? (
        <LoadError
          message={applications.error.message || t`The applications could not be loaded.`}
          onRetry={() => void applications.refetch()}
          error={applications.error}
        />
      ) : null}
      <DataTable
        label={msg`Applications to join`}
        columns={columns}
        rows={applications.data?.list ?? []}
        getRowKey={(application) => application.id}
        total={applications.data?.total ?? 0}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={setPageSize}
        isLoading={applications.isFetching}
        emptyMessage={msg`No one has applied to join this clinic.`}
      />
      {decision?.kind === 'approve' ? (
        <ApproveApplicationDialog
          application={decision.application}
          onClose={() => setDecision(null)}
          onApproved={(message) => {
            setDecision(null);
            toast.success(message);
          }}
        />
      ) : null}
      {decision?.kind === 'reject' ? (
        <RejectApplicationDialog
          application={decision.application}
          onClose={() => setDecision(null)}
          onRejected={() => {
            setDecision(null);
            toast.success(t`The application was refused.`);
          }}
        />
      ) : null}
    </div>
  );
}
