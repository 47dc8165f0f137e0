import type { TPageRequest } from '../../../../domain/clinics/fields';

/** Query keys of the clinic screens; invalidate by prefix. */
export const clinicQueryKeys = {
  all: () => ['clinics'] as const,
  relatedClinics: () => [...clinicQueryKeys.all(), 'related'] as const,
  relatedClinicPage: (page: TPageRequest) => [...clinicQueryKeys.relatedClinics(), page] as const,
  applications: () => [...clinicQueryKeys.all(), 'applications'] as const,
  applicationPage: (clinicId: number, page: TPageRequest) =>
    [...clinicQueryKeys.applications(), clinicId, page] as const,
  orgAuth: (clinicId: number) => [...clinicQueryKeys.all(), 'org-auth', clinicId] as const,
  doctorAuth: () => [...clinicQueryKeys.all(), 'doctor-auth'] as const,
  doctorAuthStatus: (clinicId: number) => [...clinicQueryKeys.doctorAuth(), 'status', clinicId] as const,
  doctorAuthInfo: (clinicId: number) => [...clinicQueryKeys.doctorAuth(), 'info', clinicId] as const,
  titles: (locale: string) => [...clinicQueryKeys.all(), 'titles', locale] as const,
};
