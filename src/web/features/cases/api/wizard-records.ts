import { queryOptions } from '@tanstack/react-query';
import { ZPatientPage, type TPatientPage } from '../../../../domain/patients/patient';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { api } from '../../../lib/http/api-client';
import { caseQueries } from '../../../lib/cases/case-queries';

/**
 * What the case wizard reads from the server: the clinic's patients (search; the address book is lib/addresses). A patient's
 * image stages, photos and 3D scans are the lists the patient's file reads too (lib/images/patient-lists). Each is
 * cached (and persisted with the query cache), so the wizard goes on offline with what was last read; the records
 * queued on this device are laid over them by the steps.
 */

export const PATIENT_SEARCH_PAGE_SIZE = 50;

export const wizardQueries = {
  all: () => [...caseQueries.all(), 'wizard'] as const,
  patients: (clinicId: number, keyword: string) => [...wizardQueries.all(), 'patients', clinicId, keyword] as const,
  patientsOf: (clinicId: number) => [...wizardQueries.all(), 'patients', clinicId] as const,
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
