import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { cursorFields, keysetPagesQuery } from '../paging/keyset-pages';
import { findImages, findPatientModels, findStages } from './find-lists';

/**
 * A patient's clinical lists (image stages, photos, 3D scans) as one cache, whichever screen reads them: the patient's
 * gallery and scans, and the case wizard's stage, photo and scan pickers. One key per list, so what one screen read
 * online the other finds offline (the query cache is persisted on the device).
 *
 * Keyed by the clinic too: the server answers for the session's clinic, and a cache restored on this device must not
 * show one clinic's records under another. Invalidate a patient's lists by `patient(...)` (stages and photos) and
 * `models(...)`.
 */
export const imageQueries = {
  all: () => ['images'] as const,
  patient: (clinicId: number, patientId: number) => [...imageQueries.all(), clinicId, patientId] as const,
  stages: (clinicId: number, patientId: number) => [...imageQueries.patient(clinicId, patientId), 'stages'] as const,
  images: (clinicId: number, patientId: number) => [...imageQueries.patient(clinicId, patientId), 'images'] as const,
  models: (clinicId: number, patientId: number) => ['patient-models', clinicId, patientId] as const,
};

/**
 * The lists carry signed read links that live one hour: read them again well before, so a thumbnail on screen never
 * points at an expired link (an image that still fails to load asks for the list again).
 */
export const IMAGE_LIST_STALE_MS = 10 * 60 * 1000;

// Offline each query waits (what this device saved still shows) and runs on reconnect, rather than failing.
const listOptions = { staleTime: IMAGE_LIST_STALE_MS, networkMode: 'online', retry: false } as const;

export const stageListQuery = (clinicId: number, patientId: number) =>
  queryOptions({
    queryKey: imageQueries.stages(clinicId, patientId),
    queryFn: ({ signal }) => findStages(patientId, signal),
    ...listOptions,
  });

/** The patient's photos, keyset-paged (lib/paging/keyset-pages.ts), newest first. */
export const imageListQuery = (clinicId: number, patientId: number) => ({
  ...keysetPagesQuery(imageQueries.images(clinicId, patientId), (before, signal) =>
    findImages({ patientId, ...cursorFields(before) }, signal),
  ),
  ...listOptions,
});

/** The patient's 3D scans, keyset-paged, newest first. */
export const modelListQuery = (clinicId: number, patientId: number) => ({
  ...keysetPagesQuery(imageQueries.models(clinicId, patientId), (before, signal) =>
    findPatientModels(patientId, before, signal),
  ),
  ...listOptions,
});

/** The case wizard's device pack: this many of the patients the user works with have their lists kept on the device. */
export const DEVICE_PACK_PATIENTS = 10;
/** Of each paged list of those patients, the device keeps up to this many pages. */
export const DEVICE_PACK_PAGES = 4;

/**
 * Reads (online) the lists the case wizard needs of the given patients, at most DEVICE_PACK_PATIENTS of them, into
 * the persisted cache, so the wizard can pick their stages, photos and scans offline later. Lists still fresh are
 * not read again; a failure leaves what the device held.
 */
export async function prefetchPatientLists(
  queryClient: QueryClient,
  clinicId: number,
  patientIds: readonly number[],
): Promise<void> {
  const patients = [...new Set(patientIds)].slice(0, DEVICE_PACK_PATIENTS);
  await Promise.all(
    patients.flatMap((patientId) => [
      queryClient.prefetchQuery(stageListQuery(clinicId, patientId)),
      queryClient.prefetchInfiniteQuery({ ...imageListQuery(clinicId, patientId), pages: DEVICE_PACK_PAGES }),
      queryClient.prefetchInfiniteQuery({ ...modelListQuery(clinicId, patientId), pages: DEVICE_PACK_PAGES }),
    ]),
  );
}
