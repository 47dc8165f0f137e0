import { queryOptions } from '@tanstack/react-query';
import type { TPatientListRequest, TPatientPage } from '../../../../domain/patients/patient';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { api } from '../../../lib/http/api-client';
import { PATIENT_ENDPOINTS } from './patient-endpoints';
import { patientQueries } from './patient-queries';

export type PatientListRequest = Required<TPatientListRequest>;

/**
 * POST emr /v1/patient/list: one page of the clinic's patients matching the keyword (name or phone). The signal is
 * TanStack Query's: a new keystroke makes a new query and the previous request is aborted (spec section 7: patient
 * searches can be cancelled). Silent: the list page says itself what failed, instead of a toast per keystroke.
 */
export async function findPatients(request: PatientListRequest, signal?: AbortSignal): Promise<TPatientPage> {
  const result = await api.post<TPatientPage>('emr', PATIENT_ENDPOINTS.list, request, { signal, isSilent: true });
  if (!result.ok) throw new RequestFailedError(result);
  return result.data;
}

export const patientListQuery = (clinicId: number, request: PatientListRequest) =>
  queryOptions({
    queryKey: patientQueries.list(clinicId, request),
    queryFn: ({ signal }) => findPatients(request, signal),
    // Offline the request would only fail: the query waits (paused) and the cached page stays on screen.
    networkMode: 'online',
    retry: false,
  });
