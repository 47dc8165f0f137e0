import { findImages } from '../../../lib/images/find-lists';
import { useInfiniteQuery } from '@tanstack/react-query';
import { imageListQuery } from '../../../lib/images/patient-lists';

export { findImages };

export function useImages(clinicId: number | null, patientId: number | null) {
  return useInfiniteQuery({
    ...imageListQuery(clinicId ?? 0, patientId ?? 0),
    enabled: clinicId !== null && patientId !== null,
  });
}
