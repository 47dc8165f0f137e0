import { useDeferredValue, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import type { TPatient, TPatientPage } from '../../../../domain/patients/patient';
import { prefetchPatientLists } from '../../../lib/images/patient-lists';
import type { UserDatabase } from '../../../lib/offline/db';
import { isLocalId } from '../../../lib/offline/outbox';
import { useUserDatabase } from '../../../lib/offline/user-database-context';
import { patientSearchQuery, wizardQueries } from '../api/wizard-records';

/** A patient the picker offers: a server patient, or one recorded on this device and not yet acknowledged. */
export type PatientChoice = {
  key: string;
  name: string;
  phone: string;
  gender?: number;
  birthDate?: string;
  isLocal: boolean;
  /** A queued create's item id: the server's patient carries it as its clientId once the create arrived. */
  clientId?: string;
};

const PATIENT_ADD_PATH = '/v1/patient/add';

function matches(choice: Pick<PatientChoice, 'name' | 'phone'>, keyword: string): boolean {
  const wanted = keyword.trim().toLowerCase();
  return wanted === '' || choice.name.toLowerCase().includes(wanted) || choice.phone.includes(wanted);
}

/** Patients created on this device: queued creates (local ids), and acknowledged ones (server ids). */
async function readDevicePatients(db: UserDatabase): Promise<PatientChoice[]> {
  const queued = await db.outbox.where('entity').equals('patient').toArray();
  const done = await db.outboxDone.where('entity').equals('patient').toArray();
  const choices: PatientChoice[] = [];
  for (const item of queued) {
    if (item.kind !== 'request' || item.request.path !== PATIENT_ADD_PATH) continue;
    const body = (item.request.body ?? {}) as Partial<Pick<TPatient, 'name' | 'phone' | 'gender' | 'birthDate'>>;
    choices.push({
      key: item.entityKey,
      name: body.name ?? '',
      phone: body.phone ?? '',
      gender: body.gender,
      birthDate: body.birthDate,
      isLocal: true,
      clientId: item.id,
    });
  }
  for (const item of done) {
    const data = item.data as Partial<TPatient> | null;
    if (!isLocalId(item.entityKey) || typeof data?.id !== 'number') continue;
    choices.push({
      key: String(data.id),
      name: data.name ?? '',
      phone: data.phone ?? '',
      gender: data.gender,
      birthDate: data.birthDate,
      isLocal: false,
    });
  }
  return choices;
}

function ofServer(patient: TPatient): PatientChoice {
  const { name, phone, gender, birthDate } = patient;
  return { key: String(patient.id), name, phone, gender, birthDate, isLocal: false };
}

/**
 * The picker's results for a keyword: the server's answer when online; offline (or while it loads), every patient
 * this device has seen in earlier searches that matches, with the patients recorded on this device first.
 */
export function usePatientSearch(clinicId: number, keyword: string) {
  const db = useUserDatabase();
  const queryClient = useQueryClient();
  const deferred = useDeferredValue(keyword.trim());
  const query = useQuery(patientSearchQuery(clinicId, deferred));
  const device = useLiveQuery(() => readDevicePatients(db), [db]) ?? [];

  // The device pack: the clinic's first patients (the picker's list before any search) keep their stages, photos and
  // scans on this device, so the wizard can pick them offline later even for a patient not opened while online.
  const firstPage = deferred === '' ? query.data : undefined;
  useEffect(() => {
    if (!firstPage) return;
    void prefetchPatientLists(
      queryClient,
      clinicId,
      firstPage.list.map((patient) => patient.id),
    ).catch(() => undefined);
  }, [firstPage, queryClient, clinicId]);

  const fromServer = query.data ? query.data.list : null;
  const cached = queryClient
    .getQueriesData<TPatientPage>({ queryKey: wizardQueries.patientsOf(clinicId) })
    .flatMap(([, page]) => page?.list ?? []);
  const serverPatients = fromServer ?? cached;
  // A create the server has answered but this device has not yet heard back from: the server's patient stands for it.
  const arrived = new Set(serverPatients.map((patient) => patient.clientId).filter(Boolean));
  const seen = new Set<string>();
  const choices = [
    ...device.filter((choice) => !choice.clientId || !arrived.has(choice.clientId)),
    ...serverPatients.map(ofServer),
  ]
    .filter((choice) => matches(choice, deferred))
    .filter((choice) => (seen.has(choice.key) ? false : (seen.add(choice.key), true)));
  return {
    choices,
    isLoading: query.isLoading && !query.isPaused,
    /** The list comes from this device only (offline, or the search failed). */
    isFromDevice: fromServer === null,
  };
}
