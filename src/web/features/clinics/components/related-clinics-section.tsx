import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TRelatedClinic } from '../../../../domain/clinics/company';
import { confirm } from '../../../components/ui/confirm/confirm-store';
import { toast } from '../../../components/ui/toast/toast-store';
import {
  DataTable,
  DEFAULT_PAGE_SIZE,
  type DataTableColumn,
  type PageSize,
} from '../../../components/ui/data-table/data-table';
import { useDeleteRelation } from '../api/delete-relation';
import { useRelatedClinics } from '../api/find-related-clinics';
import { ApplicationStatusBadge } from './application-status';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadError } from '../../../components/ui/load-error';
import { secondaryButtonClass } from '../../../components/ui/styles';

/** The caller's clinics and their applications still open or refused (with the reason), paged. */
export function RelatedClinicsSection() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const related = useRelatedClinics({ pageIndex: page, pageSize });
  const deleteRelation = useDeleteRelation();
  const [actionError, setActionError] = useState<string | null>(null);

  async function onWithdraw(clinic: TRelatedClinic) {
    const isConfirmed = await confirm({
      title: msg`Withdraw the application?`,
      body: t`Your application to ${clinic.clinicName} will be deleted. You can apply again later.`,
      confirmLabel: msg`Withdraw`,
      tone: 'danger',
    });
    if (!isConfirmed) return;
    setActionError(null);
    const result = await deleteRelation.mutateAsync(clinic.clinicId);
    if (result.ok) toast.success(result.msg || t`Deleted successfully.`);
    else setActionError(result.msg || t`The application could not be withdrawn. Please try again.`);
  }

  const columns: DataTableColumn<TRelatedClinic>[] = [
    {
      id: 'clinic',
      header: msg`Clinic`,
      cell: (clinic) => (
        <span className="font-medium text-slate-900">
          {clinic.clinicName}
          {clinic.isMain ? null : (
            <span className="ml-2 text-sm font-normal text-slate-600">
              <Trans>branch</Trans>
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'status',
      header: msg`Status`,
      cell: (clinic) => (
        <div className="flex flex-col items-start gap-1">
          <ApplicationStatusBadge status={clinic.status} side="applicant" />
          {clinic.status === 'rejected' && clinic.remark ? (
            <span className="text-sm text-slate-700">
              <Trans>Reason: {clinic.remark}</Trans>
            </span>
          ) : null}
        </div>
      ),
    },
    {
      id: 'role',
      header: msg`Role`,
      cell: (clinic) =>
        clinic.status !== 'approved' ? '—' : clinic.isAdmin ? <Trans>Admin</Trans> : <Trans>Member</Trans>,
    },
    {
      id: 'actions',
      header: msg`Actions`,
      align: 'end',
      cell: (clinic) =>
        clinic.status === 'approved' ? null : (
          <button
            type="button"
            disabled={deleteRelation.isPending}
            onClick={() => void onWithdraw(clinic)}
            aria-label={t`Withdraw the application to ${clinic.clinicName}`}
            className={secondaryButtonClass}
          >
            <Trans>Withdraw</Trans>
          </button>
        ),
    },
  ];

  return (
    <div className="flex flex-col gap-3">
      {related.isError ? (
        <LoadError
          message={related.error.message || t`Your clinics could not be loaded.`}
          onRetry={() => void related.refetch()}
          error={related.error}
        />
      ) : null}
      {actionError ? <FormAlert>{actionError}</FormAlert> : null}
      <DataTable
        label={msg`Your clinics`}
        columns={columns}
        rows={related.data?.list ?? []}
        getRowKey={(clinic) => `${clinic.clinicId}-${clinic.status}`}
        total={related.data?.total ?? 0}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={setPageSize}
        isLoading={related.isFetching}
        emptyMessage={msg`You do not belong to any clinic yet. Create one or ask to join one.`}
      />
    </div>
  );
}
