import { findImages } from '../../../lib/images/find-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { IMAGE_LIST_STALE_MS, imageQueries } from './image-queries';

export { findImages };

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
