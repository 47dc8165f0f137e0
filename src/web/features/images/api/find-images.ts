import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZImageList, type TClinicImage, type TImageListRequest } from '../../../../domain/images/image-schemas';
import { api } from '../../../lib/http/api-client';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { IMAGE_LIST_STALE_MS, imageQueries } from './image-queries';
import { IMAGE_PATHS } from './image-paths';

/**
 * POST emr /v1/clinicImage/list: imageStageId, patientId, type. The gallery asks for all of a patient's photos at
 * once (every stage, for the comparison too) and groups them itself. Silent, as the stage list.
 */
export async function findImages(request: TImageListRequest, signal?: AbortSignal): Promise<TClinicImage[]> {
  const result = await api.post<unknown>('emr', IMAGE_PATHS.imageList, request, { signal, isSilent: true });
  if (!result.ok) throw new RequestFailedError(result);
  return ZImageList.parse(result.data);
}

export const imageListQuery = (clinicId: number, patientId: number) =>
  queryOptions({
    queryKey: imageQueries.images(clinicId, patientId),
    queryFn: ({ signal }) => findImages({ patientId }, signal),
    staleTime: IMAGE_LIST_STALE_MS,
    // Offline the query waits (what this device saved still shows) and runs on reconnect, rather than failing.
    networkMode: 'online',
    retry: false,
  });

export function useImages(clinicId: number | null, patientId: number | null) {
  return useQuery({
    ...imageListQuery(clinicId ?? 0, patientId ?? 0),
    enabled: clinicId !== null && patientId !== null,
  });
}
