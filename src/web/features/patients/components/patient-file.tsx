import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { PatientErrorCode } from '../../../../domain/patients/patient-messages';
import { LoadError } from '../../../components/ui/load-error';
import { cardClass, linkClass, tabClass, tabListClass } from '../../../components/ui/styles';
import { failureOf } from '../../../lib/forms/request-failure';
import { isLocalId } from '../../../lib/offline/outbox';
import type { PatientView } from '../hooks/patient-projection';
import { isPatientKey, usePatient } from '../hooks/use-patient';
import { useServerKeySwap } from '../hooks/use-patient-key';
import { PATIENT_FILE_MENU, type PatientFileSection } from '../lib/patient-file-menu';
import { PATIENT_CENTER_PATH, withPatientKey } from '../lib/patient-paths';
import { PatientAvatar } from './patient-avatar';
import { PatientSyncBadge } from './patient-sync-badge';

type PatientFileProps = {
  patientKey: string | null;
  section: PatientFileSection;
  /** Whether the route table has a page for a path (menu entries of routes not built yet are left out). */
  isRouteAvailable: (path: string) => boolean;
  children: (patient: PatientView) => ReactNode;
};

function BackToList() {
  return (
    <Link href={PATIENT_CENTER_PATH} className={linkClass}>
      <Trans>All patients</Trans>
    </Link>
  );
}

function PatientFileMenu({
  patient,
  section,
  isRouteAvailable,
}: {
  patient: PatientView;
  section: PatientFileSection;
  isRouteAvailable: (path: string) => boolean;
}) {
  const { i18n, t } = useLingui();
  const entries = PATIENT_FILE_MENU.filter((entry) => isRouteAvailable(entry.path));
  return (
    <nav aria-label={t`Patient file`}>
      <ul className={tabListClass}>
        {entries.map((entry) => {
          const isCurrent = entry.section === section;
          return (
            <li key={entry.section}>
              <Link
                href={withPatientKey(entry.path, '', patient.key)}
                aria-current={isCurrent ? 'page' : undefined}
                className={tabClass(isCurrent)}
              >
                {i18n._(entry.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Nothing on this device or the server knows the key: say which, and lead back to the list. */
function PatientMissing({
  patientKey,
  error,
  onRetry,
}: {
  patientKey: string;
  error: Error | null;
  onRetry: () => void;
}) {
  const failure = failureOf(error);
  const message =
    failure?.code === PatientErrorCode.patientNotFound ? (
      failure.msg || <Trans>This patient was not found in your clinic.</Trans>
    ) : isLocalId(patientKey) ? (
      <Trans>This patient is no longer on this device: it may have been discarded before it was sent.</Trans>
    ) : failure ? (
      failure.msg || <Trans>The patient could not be loaded.</Trans>
    ) : (
      <Trans>This patient has not been loaded on this device yet. It opens when the connection returns.</Trans>
    );
  return (
    <div className="flex flex-col gap-3">
      {failure && failure.code !== PatientErrorCode.patientNotFound ? (
        <LoadError message={message} onRetry={onRetry} />
      ) : (
        <p className="rounded-lg border border-slate-200 bg-white p-4 text-base text-slate-700">{message}</p>
      )}
      <BackToList />
    </div>
  );
}

/**
 * A patient's file (spec: /patientCenter?id=…, a server id or a local id): the patient's name and photo, a menu of
 * its child routes, and the section's content. Usable at once for a patient recorded offline; its local id in the
 * address becomes the server id when it syncs.
 */
export function PatientFile({ patientKey, section, isRouteAvailable, children }: PatientFileProps) {
  const key = patientKey !== null && isPatientKey(patientKey) ? patientKey : null;
  const { patient, isLoading, error, retry } = usePatient(key);
  useServerKeySwap(key, patient);

  if (key === null) {
    return (
      <div className="mx-auto flex max-w-5xl flex-col gap-3">
        <p className="rounded-lg border border-slate-200 bg-white p-4 text-base text-slate-700">
          <Trans>This address does not name a patient.</Trans>
        </p>
        <BackToList />
      </div>
    );
  }
  if (!patient) {
    return (
      <div className="mx-auto max-w-5xl" aria-busy={isLoading}>
        {isLoading ? (
          <p role="status" className="p-4 text-slate-600">
            <Trans>Loading the patient…</Trans>
          </p>
        ) : (
          <PatientMissing patientKey={key} error={error} onRetry={retry} />
        )}
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <BackToList />
      <header className={`${cardClass} flex flex-wrap items-center gap-4`}>
        <PatientAvatar name={patient.name} avatar={patient.avatar} avatarUrl={patient.avatarUrl} size="lg" />
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-semibold break-words text-slate-900">{patient.name}</h1>
          <PatientSyncBadge sync={patient.sync} />
        </div>
      </header>
      <PatientFileMenu patient={patient} section={section} isRouteAvailable={isRouteAvailable} />
      <div>{children(patient)}</div>
    </div>
  );
}
