import type { TPageRequest } from '../../../../domain/clinics/fields';

/** Query keys of the personal center; invalidate by prefix. */
export const personalQueries = {
  all: () => ['personal'] as const,
  relatedClinics: () => [...personalQueries.all(), 'related-clinics'] as const,
  relatedClinicList: (page: TPageRequest) => [...personalQueries.relatedClinics(), page] as const,
  addresses: () => [...personalQueries.all(), 'addresses'] as const,
  designPreference: () => [...personalQueries.all(), 'design-preference'] as const,
};
