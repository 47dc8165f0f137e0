import { findPatientModels } from '../../../lib/images/find-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { IMAGE_LIST_STALE_MS } from './image-queries';

export {
  MODEL_ACCEPT,
  MODEL_PATHS,
  modelActions,
  queueAddModel,
  type QueuedAddModel,
} from '../../../lib/images/queue-model';

export const modelQueries = {
  patient: (clinicId: number, patientId: number) => ['patient-models', clinicId, patientId] as const,
};

export { findPatientModels };

export function usePatientModels(clinicId: number | null, patientId: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: modelQueries.patient(clinicId ?? 0, patientId ?? 0),
      queryFn: ({ signal }) => findPatientModels(patientId ?? 0, signal),
      // The links live one hour, as the photos' do.
      staleTime: IMAGE_LIST_STALE_MS,
      // Offline the query waits (what this device holds still shows) and runs on reconnect.
      networkMode: 'online',
      retry: false,
    }),
    enabled: clinicId !== null && patientId !== null,
  });
}
