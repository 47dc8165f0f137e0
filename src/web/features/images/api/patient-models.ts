import { findPatientModels } from '../../../lib/images/find-lists';
import { useInfiniteQuery } from '@tanstack/react-query';
import { imageQueries, modelListQuery } from '../../../lib/images/patient-lists';

export {
  MODEL_ACCEPT,
  MODEL_PATHS,
  modelActions,
  queueAddModel,
  type QueuedAddModel,
} from '../../../lib/images/queue-model';

export const modelQueries = {
  patient: imageQueries.models,
};

export { findPatientModels };

export function usePatientModels(clinicId: number | null, patientId: number | null) {
  return useInfiniteQuery({
    ...modelListQuery(clinicId ?? 0, patientId ?? 0),
    enabled: clinicId !== null && patientId !== null,
  });
}
