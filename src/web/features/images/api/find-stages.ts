import { findStages } from '../../../lib/images/find-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { IMAGE_LIST_STALE_MS, imageQueries } from './image-queries';

export { findStages };

export const stageListQuery = (clinicId: number, patientId: number) =>
  queryOptions({
    queryKey: imageQueries.stages(clinicId, patientId),
    queryFn: ({ signal }) => findStages(patientId, signal),
    staleTime: IMAGE_LIST_STALE_MS,
    // Offline the query waits (what this device saved still shows) and runs on reconnect, rather than failing.
    networkMode: 'online',
    retry: false,
  });

/** No server id yet (a patient created offline): nothing to ask, the stages are all on this device. */
export function useStages(clinicId: number | null, patientId: number | null) {
  return useQuery({
    ...stageListQuery(clinicId ?? 0, patientId ?? 0),
    enabled: clinicId !== null && patientId !== null,
  });
}
