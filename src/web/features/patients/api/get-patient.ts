import { queryOptions } from '@tanstack/react-query';
import type { TPatient } from '../../../../domain/patients/patient';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { api } from '../../../lib/http/api-client';
import { PATIENT_ENDPOINTS } from './patient-endpoints';
import { patientQueries } from './patient-queries';

/** GET emr /v1/patient/detail/:id: one patient of the current clinic (44001, "not found", for any other). */
export async function getPatient(id: number, signal?: AbortSignal): Promise<TPatient> {
  const result = await api.get<TPatient>('emr', PATIENT_ENDPOINTS.detail(id), { signal, isSilent: true });
  if (!result.ok) throw new RequestFailedError(result);
  return result.data;
}

export const patientQuery = (clinicId: number, id: number) =>
  queryOptions({
    queryKey: patientQueries.detail(clinicId, id),
    queryFn: ({ signal }) => getPatient(id, signal),
    // Offline the file shows what this device has (cached detail, a list row, the outbox) and fetches on reconnect.
    networkMode: 'online',
    retry: false,
  });
