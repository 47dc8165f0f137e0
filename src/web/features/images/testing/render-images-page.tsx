import type { UserDatabase } from '../../../lib/offline/db';
import { enqueue } from '../../../lib/offline/outbox';
import { UserDatabaseTestProvider } from '../../../lib/offline/user-database-context';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { buildSession } from '../../../testing/session-generators';
import { PatientImagesPage } from '../pages/patient-images-page';

export { newTestDatabase as createTestDatabase } from '../../../lib/offline/outbox/testing';

/** The images page of a patient file, signed in as a doctor of clinic 11, on the given device database. */
export function renderImagesPage(patientKey: string, db: UserDatabase) {
  return renderSignedIn(
    <UserDatabaseTestProvider value={db}>
      <PatientImagesPage patientKey={patientKey} />
    </UserDatabaseTestProvider>,
    { path: `/patientCenter/images?id=${encodeURIComponent(patientKey)}`, session: buildSession() },
  );
}

/** A patient recorded on this device and not yet sent: `local:<id>`, its create waiting in the outbox. */
export async function queueLocalPatient(db: UserDatabase, id = 'patient-local-1'): Promise<string> {
  await enqueue(db, {
    id,
    group: `patient:local:${id}`,
    label: { action: 'Create patient', subject: 'Mei Zhang' },
    entity: 'patient',
    entityKey: `local:${id}`,
    patientKey: `local:${id}`,
    clinicId: 11,
    request: { service: 'emr', method: 'POST', path: '/v1/patient/add', body: { name: 'Mei Zhang', clientId: id } },
  });
  return `local:${id}`;
}
