import { findStages } from '../../../lib/images/find-lists';
import { useQuery } from '@tanstack/react-query';
import { stageListQuery } from '../../../lib/images/patient-lists';

export { findStages };

/** No server id yet (a patient created offline): nothing to ask, the stages are all on this device. */
export function useStages(clinicId: number | null, patientId: number | null) {
  return useQuery({
    ...stageListQuery(clinicId ?? 0, patientId ?? 0),
    enabled: clinicId !== null && patientId !== null,
  });
}
