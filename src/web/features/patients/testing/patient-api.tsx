import type { ReactElement } from 'react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { Route, Switch } from 'wouter';
import type { TPatient, TPatientListRequest } from '../../../../domain/patients/patient';
import type { UserDatabase } from '../../../lib/offline/db';
import { UserDatabaseTestProvider } from '../../../lib/offline/user-database-context';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { apiUrl, buildSession } from '../../../testing/session-generators';
import type { TWebSession } from '../../../lib/session/session-store';
import { EditPatientPage } from '../pages/edit-patient-page';
import { NewPatientPage } from '../pages/new-patient-page';
import { PatientCenterPage } from '../pages/patient-center-page';
import { EDIT_PATIENT_PATH, NEW_PATIENT_PATH, PATIENT_CENTER_PATH, PATIENT_IMAGES_PATH } from '../lib/patient-paths';

export const success = (data: JsonBodyType = null, msg = 'Success') => HttpResponse.json({ code: 200, msg, data });
export const failure = (code: number, msg: string, status = 400) =>
  HttpResponse.json({ code, msg, data: null }, { status });

export function buildPatient(overrides: Partial<TPatient> = {}): TPatient {
  const id = overrides.id ?? 1;
  return {
    id,
    clinicId: 11,
    clientId: null,
    name: `Patient ${id}`,
    gender: 2,
    birthDate: '1990-05-17',
    phone: `139${String(id).padStart(8, '0')}`,
    source: 1,
    avatar: null,
    avatarUrl: null,
    doctorName: 'Dr. Ada Lin',
    doctorPhone: '13800000000',
    createdAt: 1_700_000_000_000 + id,
    updatedAt: 1_700_000_000_000 + id,
    ...overrides,
  };
}

/** The clinic's patients behind POST patient/list (newest first, keyword on name or phone); `requests` records bodies. */
export function patientListHandler(patients: TPatient[]) {
  const requests: Required<TPatientListRequest>[] = [];
  const handler = http.post(apiUrl('emr', '/v1/patient/list'), async ({ request }) => {
    const page = (await request.json()) as Required<TPatientListRequest>;
    requests.push(page);
    const wanted = page.keyword.toLowerCase();
    const matching = patients.filter(
      (patient) => patient.name.toLowerCase().includes(wanted) || patient.phone.includes(wanted),
    );
    const start = (page.pageIndex - 1) * page.pageSize;
    return success({ list: matching.slice(start, start + page.pageSize), total: matching.length });
  });
  return { handler, requests };
}

/** The detail route over `patients`; `before` holds each answer back until it resolves. */
export function patientDetailHandler(patients: TPatient[], { before }: { before?: () => Promise<void> } = {}) {
  return http.get(apiUrl('emr', '/v1/patient/detail/:id'), async ({ params }) => {
    await before?.();
    const found = patients.find((patient) => String(patient.id) === params.id);
    return found ? success(found) : failure(44001, 'This patient was not found in your clinic.', 404);
  });
}

export { newTestDatabase as createTestDatabase, disposeTestDatabase } from '../../../lib/offline/outbox/testing';

/** The patient screens at their paths, as the app's route table mounts them (the images section is another feature's). */
export function PatientRoutes() {
  const isRouteAvailable = (path: string) => path !== PATIENT_IMAGES_PATH;
  return (
    <Switch>
      <Route path={PATIENT_CENTER_PATH}>
        <PatientCenterPage isRouteAvailable={isRouteAvailable} />
      </Route>
      <Route path={NEW_PATIENT_PATH}>
        <NewPatientPage />
      </Route>
      <Route path={EDIT_PATIENT_PATH}>
        <EditPatientPage />
      </Route>
    </Switch>
  );
}

/** Renders signed in, with the user's database, at `path`. */
export function renderPatients(
  database: UserDatabase,
  {
    path = PATIENT_CENTER_PATH,
    session = buildSession(),
    ui = <PatientRoutes />,
  }: { path?: string; session?: TWebSession; ui?: ReactElement } = {},
) {
  return renderSignedIn(<UserDatabaseTestProvider value={database}>{ui}</UserDatabaseTestProvider>, { path, session });
}
