import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { cardClass, secondaryButtonClass } from '../../../components/ui/styles';
import type { PatientView } from '../hooks/patient-projection';
import { ageText } from '../../../../domain/validation/age';
import { genderLabel, sourceLabel } from '../lib/patient-labels';
import { editPatientPath } from '../lib/patient-paths';
import { Can } from '../../../lib/session/can';
import { PatientSyncStatus } from './patient-sync-status';
import { DateText } from '../../../components/ui/date-text';

function Label({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="text-base font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The patient file's default section: the case labels of spec section 3 known before a case exists (sex, age,
 * doctor, doctor phone) with the patient's own fields, where the patient stands with the server, and Edit.
 */
export function BasicInfo({ patient }: { patient: PatientView }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="patient-basic-info" className={`${cardClass} flex flex-col gap-5`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="patient-basic-info" className="text-lg font-semibold text-slate-900">
          <Trans>Basic information</Trans>
        </h2>
        <Can code="patient:edit">
          <Link href={editPatientPath(patient.key)} className={secondaryButtonClass}>
            <Trans>Edit</Trans>
          </Link>
        </Can>
      </div>
      <PatientSyncStatus sync={patient.sync} />
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Label term={<Trans>Sex</Trans>}>{genderLabel(i18n, patient.gender)}</Label>
        <Label term={<Trans>Age</Trans>}>{ageText(patient.birthDate)}</Label>
        <Label term={<Trans>Birth date</Trans>}>
          <DateText at={patient.birthDate} />
        </Label>
        <Label term={<Trans>Phone</Trans>}>{patient.phone || '—'}</Label>
        <Label term={<Trans>Source</Trans>}>{sourceLabel(i18n, patient.source)}</Label>
        <Label term={<Trans>Doctor</Trans>}>{patient.doctorName || '—'}</Label>
        <Label term={<Trans>Doctor phone</Trans>}>{patient.doctorPhone || '—'}</Label>
      </dl>
    </section>
  );
}
