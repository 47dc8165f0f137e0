import { useId, useState } from 'react';
import { Link } from 'wouter';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  DataTable,
  DEFAULT_PAGE_SIZE,
  type DataTableColumn,
  type PageSize,
} from '../../../components/ui/data-table/data-table';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadError } from '../../../components/ui/load-error';
import { focusRing, inputClass, primaryButtonClass } from '../../../components/ui/styles';
import { failureOf } from '../../../lib/forms/request-failure';
import { useIsOnline } from '../../../lib/online-status';
import type { PatientView } from '../hooks/patient-projection';
import { usePatientList } from '../hooks/use-patient-list';
import { ageText } from '../../../../domain/validation/age';
import { genderLabel } from '../lib/patient-labels';
import { NEW_PATIENT_PATH, patientFilePath } from '../lib/patient-paths';
import { formatTimeAgo } from '../lib/relative-time';
import { PatientAvatar } from './patient-avatar';
import { PatientSyncBadge } from './patient-sync-badge';
import { Can } from '../../../lib/session/can';

function NameCell({ patient }: { patient: PatientView }) {
  return (
    <Link
      href={patientFilePath(patient.key)}
      className={`inline-flex min-h-11 items-center gap-3 rounded-lg font-medium text-teal-800 hover:underline ${focusRing}`}
    >
      <PatientAvatar name={patient.name} avatar={patient.avatar} avatarUrl={patient.avatarUrl} />
      <span>{patient.name}</span>
    </Link>
  );
}

/** What the list is showing when it cannot be fresh: offline, or the server did not answer. */
function FreshnessNotice({
  isOnline,
  hasServerPage,
  fetchedAt,
  hasFailed,
}: {
  isOnline: boolean;
  hasServerPage: boolean;
  fetchedAt: number;
  hasFailed: boolean;
}) {
  const { i18n } = useLingui();
  if (isOnline && !hasFailed) return null;
  if (!hasServerPage) {
    return isOnline ? null : (
      <FormAlert tone="warning">
        <Trans>
          You are offline and this search has not been loaded on this device before. Patients recorded on this device
          are shown; the rest appear when the connection returns.
        </Trans>
      </FormAlert>
    );
  }
  const age = formatTimeAgo(i18n.locale, fetchedAt);
  return (
    <FormAlert tone="warning">
      {isOnline ? (
        <Trans>The server could not be reached. Showing the list as last synced, {age}.</Trans>
      ) : (
        <Trans>You are offline. Showing the list as last synced, {age}.</Trans>
      )}
    </FormAlert>
  );
}

/**
 * /patientCenter without an id: the clinic's patients. Each keystroke searches again and cancels the previous
 * request; patients recorded on this device and not yet on the server come first, marked "Waiting to sync".
 */
export function PatientList() {
  const { i18n, t } = useLingui();
  const searchId = useId();
  const isOnline = useIsOnline();
  const [keyword, setKeyword] = useState('');
  const [pageIndex, setPageIndex] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const { view, query } = usePatientList(keyword, pageIndex, pageSize);
  const failure = failureOf(query.error);
  const hasServerPage = query.data !== undefined;

  const columns: DataTableColumn<PatientView>[] = [
    { id: 'name', header: msg`Name`, cell: (row) => <NameCell patient={row} /> },
    { id: 'gender', header: msg`Sex`, cell: (row) => genderLabel(i18n, row.gender) },
    { id: 'age', header: msg`Age`, cell: (row) => ageText(row.birthDate), align: 'end' },
    { id: 'phone', header: msg`Phone`, cell: (row) => row.phone, className: 'whitespace-nowrap' },
    { id: 'doctor', header: msg`Doctor`, cell: (row) => row.doctorName },
    { id: 'sync', header: msg`Sync`, cell: (row) => <PatientSyncBadge sync={row.sync} /> },
  ];

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">
          <Trans>Patients</Trans>
        </h1>
        <Can code="patient:edit">
          <Link href={NEW_PATIENT_PATH} className={primaryButtonClass}>
            <Trans>New patient</Trans>
          </Link>
        </Can>
      </div>
      <div className="max-w-md" role="search">
        <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-slate-800">
          <Trans>Search patients</Trans>
        </label>
        <input
          id={searchId}
          type="search"
          value={keyword}
          placeholder={t`Name or phone`}
          onChange={(event) => {
            setKeyword(event.target.value);
            setPageIndex(1);
          }}
          autoComplete="off"
          className={inputClass}
        />
      </div>
      <FreshnessNotice
        isOnline={isOnline}
        hasServerPage={hasServerPage}
        fetchedAt={query.dataUpdatedAt}
        hasFailed={query.isError}
      />
      {query.isError && !hasServerPage && isOnline ? (
        <LoadError
          message={failure?.msg || <Trans>The patient list could not be loaded.</Trans>}
          onRetry={() => void query.refetch()}
          error={query.error}
        />
      ) : null}
      <DataTable
        label={t`Patients`}
        columns={columns}
        rows={view.rows}
        getRowKey={(row) => row.key}
        total={view.total}
        page={pageIndex}
        pageSize={pageSize}
        onPageChange={setPageIndex}
        onPageSizeChange={setPageSize}
        isLoading={query.isFetching}
        emptyMessage={keyword.trim() ? msg`No patient matches this search.` : msg`No patients yet.`}
      />
    </div>
  );
}
