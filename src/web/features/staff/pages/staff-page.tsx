import { useState } from 'react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TEmployee } from '../../../../domain/clinics/employees';
import { WORK_STATUSES, WORK_TYPES } from '../../../../domain/clinics/staff-options';
import { optionLabel, useStaffOptions } from '../../../lib/reference/staff-options';
import { confirm } from '../../../components/ui/confirm/confirm-store';
import {
  DataTable,
  DEFAULT_PAGE_SIZE,
  type DataTableColumn,
  type PageSize,
} from '../../../components/ui/data-table/data-table';
import { useSession } from '../../../lib/session/session-store';
import { useCan } from '../../../lib/session/permissions';
import { useDeleteEmployee } from '../api/delete-employee';
import { useDisassociateEmployee } from '../api/disassociate-employee';
import { useEmployees } from '../api/find-employees';
import { EmployeeFormDialog } from '../components/employee-form-dialog';
import { PriceVisibilitySwitch } from '../components/price-visibility-switch';
import { BookingSwitches } from '../components/booking-switches';
import { LoadError } from '../../../components/ui/load-error';
import { dangerOutlineButtonClass, primaryButtonClass, secondaryButtonClass } from '../../../components/ui/styles';
import { DateText } from '../../../components/ui/date-text';

type Editing = { kind: 'add' } | { kind: 'edit'; employee: TEmployee } | null;

const NOT_SET = '—';

/** A stored option value as its label; a value the list does not know (a job of the clinic's own) as typed. */
function labelOf(i18n: I18n, options: readonly { value: string; label: MessageDescriptor }[], value: string | null) {
  if (!value) return NOT_SET;
  const option = options.find((candidate) => candidate.value === value);
  return option ? i18n._(option.label) : value;
}

function EmployeeActions({ clinicId, employee, onEdit }: { clinicId: number; employee: TEmployee; onEdit: () => void }) {
  const { t } = useLingui();
  const deleteEmployee = useDeleteEmployee();
  const disassociate = useDisassociateEmployee(clinicId);
  const name = employee.realName;

  async function onUnlink() {
    const isConfirmed = await confirm({
      title: t`Unlink the account of ${name}?`,
      body: t`${name} no longer works in this clinic from their account. The staff record stays, and they may apply again.`,
      confirmLabel: t`Unlink`,
      tone: 'danger',
    });
    if (isConfirmed) disassociate.mutate(employee.employeeId);
  }

  async function onDelete() {
    const isConfirmed = await confirm({
      title: t`Delete the staff record of ${name}?`,
      body: t`If ${name} has an account, it also leaves this clinic. This cannot be undone.`,
      confirmLabel: t`Delete`,
      tone: 'danger',
    });
    if (isConfirmed) deleteEmployee.mutate(employee.employeeId);
  }

  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" onClick={onEdit} aria-label={t`Edit ${name}`} className={secondaryButtonClass}>
        <Trans>Edit</Trans>
      </button>
      {employee.userId !== null ? (
        <button
          type="button"
          onClick={() => void onUnlink()}
          disabled={disassociate.isPending}
          aria-label={t`Unlink account: ${name}`}
          className={dangerOutlineButtonClass}
        >
          <Trans>Unlink account</Trans>
        </button>
      ) : null}
      <button
        type="button"
        onClick={() => void onDelete()}
        disabled={deleteEmployee.isPending}
        aria-label={t`Delete ${name}`}
        className={dangerOutlineButtonClass}
      >
        <Trans>Delete</Trans>
      </button>
    </div>
  );
}

function StaffManagement({ clinicId }: { clinicId: number }) {
  const { i18n, t } = useLingui();
  const [pageIndex, setPageIndex] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const [editing, setEditing] = useState<Editing>(null);
  const employees = useEmployees(clinicId, { pageIndex, pageSize });
  const page = employees.data;
  const canHidePrices = useCan('employee:hide-prices');
  const jobs = useStaffOptions('jobs');
  const jobTypes = useStaffOptions('jobTypes');

  // The last entry of the last page went away (deleted here or elsewhere): show the new last page.
  const lastPage = page ? Math.max(1, Math.ceil(page.total / pageSize)) : pageIndex;
  if (page && !employees.isPlaceholderData && page.list.length === 0 && pageIndex > lastPage) setPageIndex(lastPage);

  const columns: DataTableColumn<TEmployee>[] = [
    { id: 'realName', header: msg`Name`, cell: (row) => <span className="font-medium">{row.realName}</span> },
    { id: 'phone', header: msg`Phone`, cell: (row) => row.phone, className: 'whitespace-nowrap', priority: 2 },
    { id: 'job', header: msg`Job`, cell: (row) => (row.job ? optionLabel(jobs, row.job) : NOT_SET) },
    {
      id: 'jobType',
      header: msg`Job type`,
      cell: (row) => (row.jobType ? optionLabel(jobTypes, row.jobType) : NOT_SET),
      priority: 3,
    },
    { id: 'workType', header: msg`Work type`, cell: (row) => labelOf(i18n, WORK_TYPES, row.workType), priority: 3 },
    {
      id: 'workStatus',
      header: msg`Work status`,
      cell: (row) => labelOf(i18n, WORK_STATUSES, row.workStatus),
      priority: 2,
    },
    { id: 'position', header: msg`Position`, cell: (row) => row.position || NOT_SET, priority: 3 },
    {
      id: 'entryDate',
      header: msg`Entry date`,
      cell: (row) => (row.entryDate ? <DateText at={row.entryDate} /> : NOT_SET),
      className: 'whitespace-nowrap',
      priority: 3,
    },
    {
      id: 'departureDate',
      header: msg`Departure date`,
      cell: (row) => (row.departureDate ? <DateText at={row.departureDate} /> : NOT_SET),
      className: 'whitespace-nowrap',
      priority: 3,
    },
    {
      id: 'hidePrices',
      header: msg`Prices hidden`,
      cell: (row) => <PriceVisibilitySwitch employee={row} isReadOnly={!canHidePrices} />,
    },
    { id: 'booking', header: msg`Booking and registration`, cell: (row) => <BookingSwitches employee={row} /> },
    {
      id: 'actions',
      header: msg`Actions`,
      cell: (row) => (
        <EmployeeActions clinicId={clinicId} employee={row} onEdit={() => setEditing({ kind: 'edit', employee: row })} />
      ),
    },
  ];

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">
            <Trans>Account management</Trans>
          </h1>
          <p className="mt-1 max-w-2xl text-base text-slate-600">
            <Trans>
              The staff records of this clinic. Adding a record does not give anyone access: a person joins by applying
              to the clinic, and approving the application links their account to the record with the same phone.
            </Trans>
          </p>
        </div>
        <button type="button" onClick={() => setEditing({ kind: 'add' })} className={primaryButtonClass}>
          <Trans>Add staff member</Trans>
        </button>
      </div>
      {employees.isError && !page ? (
        <LoadError
          message={<Trans>The staff list could not be loaded.</Trans>}
          onRetry={() => void employees.refetch()}
          error={employees.error}
        />
      ) : null}
      <DataTable
        label={t`Staff`}
        columns={columns}
        rows={page?.list ?? []}
        getRowKey={(row) => row.employeeId}
        total={page?.total ?? 0}
        page={pageIndex}
        pageSize={pageSize}
        onPageChange={setPageIndex}
        onPageSizeChange={setPageSize}
        isLoading={employees.isFetching}
        emptyMessage={msg`No staff records yet.`}
      />
      {editing ? (
        <EmployeeFormDialog
          employee={editing.kind === 'edit' ? editing.employee : undefined}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}

/**
 * /baseEmployee, staff management (Account management in the menu; spec sections 2, 3, 5 and 6): whoever has the
 * employee:manage button (clinic admins: docs/permissions.md). The server refuses anyone else, so others are told so
 * rather than sent a request.
 */
export function StaffPage() {
  const { session } = useSession();
  const mayManage = useCan('employee:manage');
  const clinicId = session?.clinicId ?? null;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      {mayManage && clinicId !== null ? (
        <StaffManagement key={clinicId} clinicId={clinicId} />
      ) : (
        <>
          <h1 className="text-2xl font-semibold text-slate-900">
            <Trans>Account management</Trans>
          </h1>
          <p className="rounded-lg border border-slate-200 bg-white p-4 text-base text-slate-700">
            <Trans>Only the admins of the current clinic can manage its staff.</Trans>
          </p>
        </>
      )}
    </div>
  );
}
