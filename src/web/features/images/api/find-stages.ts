import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZStageList, type TImageStage } from '../../../../domain/images/image-schemas';
import { api } from '../../../lib/http/api-client';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { IMAGE_LIST_STALE_MS, imageQueries } from './image-queries';
import { IMAGE_PATHS } from './image-paths';

/**
 * GET emr /v1/clinicImage/stage/list/{patientId}: the patient's treatment stages, newest first. Silent: offline the
 * page goes on with what this device saved and says so beside the stages.
 */
export async function findStages(patientId: number, signal?: AbortSignal): Promise<TImageStage[]> {
  const result = await api.get<unknown>('emr', IMAGE_PATHS.stageList(patientId), { signal, isSilent: true });
  if (!result.ok) throw new RequestFailedError(result);
  return ZStageList.parse(result.data);
}

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
