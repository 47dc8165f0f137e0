import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TRelatedClinic } from '../../../../domain/clinics/company';
import { confirm } from '../../../components/ui/confirm/confirm-store';
import {
  DataTable,
  DEFAULT_PAGE_SIZE,
  type DataTableColumn,
  type PageSize,
} from '../../../components/ui/data-table/data-table';
import { useRelatedClinics } from '../api/find-related-clinics';
import { useLeaveClinic } from '../api/leave-clinic';
import { LoadError } from '../../../components/ui/load-error';
import { dangerOutlineButtonClass, secondaryButtonClass } from '../../../components/ui/styles';
import { DateText } from '../../../components/ui/date-text';

function RelationStatus({ clinic }: { clinic: TRelatedClinic }) {
  const reason = clinic.remark;
  switch (clinic.status) {
    case 'approved':
      return clinic.isAdmin ? <Trans>Member (admin)</Trans> : <Trans>Member</Trans>;
    case 'pending':
      return <Trans>Waiting for review</Trans>;
    case 'rejected':
      return reason ? <Trans>Refused: {reason}</Trans> : <Trans>Refused</Trans>;
  }
}

function LeaveButton({ clinic }: { clinic: TRelatedClinic }) {
  const { t } = useLingui();
  const leaveClinic = useLeaveClinic();
  const name = clinic.clinicName;
  const wording = {
    approved: {
      label: t`Leave`,
      accessibleLabel: t`Leave ${name}`,
      title: t`Leave ${name}?`,
      body: t`You will no longer work for this clinic in Cuspid. To come back you need to apply again.`,
    },
    pending: {
      label: t`Withdraw`,
      accessibleLabel: t`Withdraw the application to ${name}`,
      title: t`Withdraw your application to ${name}?`,
      body: t`The clinic will no longer see your application.`,
    },
    rejected: {
      label: t`Remove`,
      accessibleLabel: t`Remove the refused application to ${name}`,
      title: t`Remove the refused application to ${name}?`,
      body: t`It disappears from this list. You can apply again later.`,
    },
  }[clinic.status];

  async function onLeave() {
    const isConfirmed = await confirm({
      title: wording.title,
      body: wording.body,
      confirmLabel: wording.label,
      tone: 'danger',
    });
    if (isConfirmed) leaveClinic.mutate(clinic.clinicId);
  }

  return (
    <button
      type="button"
      onClick={() => void onLeave()}
      disabled={leaveClinic.isPending}
      aria-label={wording.accessibleLabel}
      className={clinic.status === 'approved' ? dangerOutlineButtonClass : secondaryButtonClass}
    >
      {wording.label}
    </button>
  );
}

/** Associated clinics: the clinics the user belongs to and their open or refused applications, paged. */
export function RelatedClinicsPanel() {
  const { t } = useLingui();
  const [pageIndex, setPageIndex] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const clinics = useRelatedClinics({ pageIndex, pageSize });
  const page = clinics.data;

  // The last entry of the last page went away (deleted here or elsewhere): show the new last page.
  const lastPage = page ? Math.max(1, Math.ceil(page.total / pageSize)) : pageIndex;
  if (page && !clinics.isPlaceholderData && page.list.length === 0 && pageIndex > lastPage) setPageIndex(lastPage);

  const columns: DataTableColumn<TRelatedClinic>[] = [
    { id: 'clinicName', header: msg`Clinic`, cell: (row) => <span className="font-medium">{row.clinicName}</span> },
    { id: 'firstName', header: msg`Your name there`, cell: (row) => row.firstName || '—' },
    { id: 'status', header: msg`Status`, cell: (row) => <RelationStatus clinic={row} /> },
    {
      id: 'createdAt',
      header: msg`Since`,
      cell: (row) => <DateText at={row.createdAt} />,
      className: 'whitespace-nowrap',
    },
    { id: 'actions', header: msg`Actions`, cell: (row) => <LeaveButton clinic={row} /> },
  ];

  return (
    <div className="flex flex-col gap-4">
      {clinics.isError && !page ? (
        <LoadError
          message={<Trans>Your clinics could not be loaded.</Trans>}
          onRetry={() => void clinics.refetch()}
          error={clinics.error}
        />
      ) : null}
      <DataTable
        label={t`Associated clinics`}
        columns={columns}
        rows={page?.list ?? []}
        getRowKey={(row) => `${row.clinicId}-${row.status}`}
        total={page?.total ?? 0}
        page={pageIndex}
        pageSize={pageSize}
        onPageChange={setPageIndex}
        onPageSizeChange={setPageSize}
        isLoading={clinics.isFetching}
        emptyMessage={msg`Your account is not associated with any clinic yet.`}
      />
    </div>
  );
}
