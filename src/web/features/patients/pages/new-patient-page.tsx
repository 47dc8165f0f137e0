import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { announceQueued } from '../../../lib/offline/announce-queued';
import { localIdOf, newItemId } from '../../../lib/offline/outbox';
import { isWizardReturnPath, rememberPickedPatient } from '../../../lib/cases/picked-patient';
import { useUserDatabase } from '../../../lib/offline/user-database-context';
import { useSession } from '../../../lib/session/session-store';
import { queueNewPatient } from '../api/queue-patient';
import { PatientForm, type PatientDraft, type PatientSubmission } from '../components/patient-form';
import { useClinicId } from '../hooks/use-clinic-id';
import { EMPTY_PATIENT_FORM } from '../lib/patient-form';
import { PATIENT_CENTER_PATH, patientFilePath } from '../lib/patient-paths';

/** One new-patient draft per user on this device: the form the dentist was filling in, whatever happened to the tab. */
export const NEW_PATIENT_DRAFT_KEY = 'patient:new';
const patientSavedMessage = msg`The patient was saved.`;

/**
 * /patientCenter/add: record a patient, online or not. The dentist (the signed-in user) is filled in. Submitting
 * queues it and opens its file at once under its local id; opened from the case wizard (`returnTo`), it goes back
 * there with the patient picked.
 */
export function NewPatientPage() {
  const db = useUserDatabase();
  const clinicId = useClinicId();
  const { session } = useSession();
  const [, navigate] = useLocation();
  const returnTo = new URLSearchParams(useSearch()).get('returnTo');
  const [initial] = useState<PatientDraft>(() => ({
    itemId: newItemId(),
    values: { ...EMPTY_PATIENT_FORM, doctorName: session?.name ?? '', doctorPhone: session?.phone ?? '' },
  }));

  async function onSubmit(submission: PatientSubmission) {
    const key = await queueNewPatient(db, { ...submission, clinicId });
    announceQueued(db, [submission.itemId], patientSavedMessage);
    if (isWizardReturnPath(returnTo)) {
      const { name, phone, gender, birthDate } = submission.body;
      rememberPickedPatient({ key, name, phone, gender, birthDate });
      navigate(returnTo, { replace: true });
      return;
    }
    navigate(patientFilePath(key), { replace: true });
  }

  return (
    <PatientForm
      title={<Trans>New patient</Trans>}
      draftKey={NEW_PATIENT_DRAFT_KEY}
      initial={initial}
      photoPatientKey={localIdOf}
      submitLabel={<Trans>Save patient</Trans>}
      onSubmit={onSubmit}
      backHref={PATIENT_CENTER_PATH}
      backLabel={<Trans>Back to patients</Trans>}
    />
  );
}
