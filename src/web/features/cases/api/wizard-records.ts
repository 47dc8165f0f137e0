import { queryOptions } from '@tanstack/react-query';
import { ZAddress, type TAddress } from '../../../../domain/clinics/addresses';
import { ZPatientPage, type TPatientPage } from '../../../../domain/patients/patient';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { api } from '../../../lib/http/api-client';
import { caseQueries } from '../../../lib/cases/case-queries';

/**
 * What the case wizard reads from the server: the clinic's patients (search) and the user's address book. A patient's
 * image stages, photos and 3D scans are the lists the patient's file reads too (lib/images/patient-lists). Each is
 * cached (and persisted with the query cache), so the wizard goes on offline with what was last read; the records
 * queued on this device are laid over them by the steps.
 */

export const PATIENT_SEARCH_PAGE_SIZE = 50;

export const wizardQueries = {
  all: () => [...caseQueries.all(), 'wizard'] as const,
  patients: (clinicId: number, keyword: string) => [...wizardQueries.all(), 'patients', clinicId, keyword] as const,
  patientsOf: (clinicId: number) => [...wizardQueries.all(), 'patients', clinicId] as const,
  addresses: (userId: number) => [...wizardQueries.all(), 'addresses', userId] as const,
};

/** POST emr /v1/patient/list: the clinic's patients whose name or phone holds the keyword (first page). */
export async function searchPatients(keyword: string, signal?: AbortSignal): Promise<TPatientPage> {
  const request = { keyword, pageIndex: 1, pageSize: PATIENT_SEARCH_PAGE_SIZE };
  const result = await api.post<unknown>('emr', '/v1/patient/list', request, { signal, isSilent: true });
  if (!result.ok) throw new RequestFailedError(result);
  return ZPatientPage.parse(result.data);
}

export const patientSearchQuery = (clinicId: number, keyword: string) =>
  queryOptions({
    queryKey: wizardQueries.patients(clinicId, keyword),
    queryFn: ({ signal }) => searchPatients(keyword, signal),
    // Offline the query waits; the picker searches what this device holds meanwhile.
    networkMode: 'online',
    retry: false,
  });

/** POST tenant /v1/address/list: the signed-in user's address book (at most 50, not paged). */
export async function findAddressBook(signal?: AbortSignal): Promise<TAddress[]> {
  const result = await api.post<unknown>('tenant', '/v1/address/list', undefined, { signal, isSilent: true });
  if (!result.ok) throw new RequestFailedError(result);
  return ZAddress.array().parse(result.data);
}

export const addressBookQuery = (userId: number) =>
  queryOptions({
    queryKey: wizardQueries.addresses(userId),
    queryFn: ({ signal }) => findAddressBook(signal),
    networkMode: 'online',
    retry: false,
  });
