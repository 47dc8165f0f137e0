import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { isRef, type DoneItem, type OutboxItem } from '../../../lib/offline/outbox';
import { useUserDatabase } from '../../../lib/offline/user-database-context';
import { failureOf } from '../../../lib/forms/request-failure';
import { useSession } from '../../../lib/session/session-store';
import { loadedRows } from '../../../lib/paging/keyset-pages';
import { useImages } from '../api/find-images';
import { useStages } from '../api/find-stages';
import { IMAGE_PATHS } from '../api/image-paths';
import { imageQueries } from '../api/image-queries';
import { buildGalleryModel, type GalleryModel } from '../lib/gallery-model';
import { usePatientIdentity } from './use-patient-identity';

type PatientOutbox = { items: OutboxItem[]; acknowledged: DoneItem[]; uploadedUrls: Map<string, string> };

/** A signed link that failed to load asks for fresh links at most this often (an hour-old list, a clock off). */
const LINK_REFRESH_MIN_INTERVAL_MS = 30_000;

function uploadRefOf(item: OutboxItem): string | null {
  if (item.kind !== 'request' || item.request.path !== IMAGE_PATHS.imageAdd) return null;
  const url = (item.request.body as { url?: unknown } | undefined)?.url;
  return isRef(url) ? url.$ref : null;
}

function urlIn(data: unknown): string | null {
  const url = data !== null && typeof data === 'object' ? (data as { url?: unknown }).url : undefined;
  return typeof url === 'string' ? url : null;
}

/**
 * A patient's stages and photos: the server's lists (TanStack Query) with the patient's work on this device laid
 * over them (live from IndexedDB, every tab's changes included). When the server acknowledges some of that work,
 * its answer shows at once and the lists are read again.
 */
export function usePatientGallery(patientKey: string) {
  const db = useUserDatabase();
  const queryClient = useQueryClient();
  const { session } = useSession();
  const clinicId = session?.clinicId ?? null;
  const { serverPatientId, keys } = usePatientIdentity(patientKey);
  const stagesQuery = useStages(clinicId, serverPatientId);
  const imagesQuery = useImages(clinicId, serverPatientId);
  const hasLists = stagesQuery.data !== undefined && imagesQuery.data !== undefined;
  // Answers acknowledged after the older of the two lists was read are not in the lists yet.
  const listsReadAt = hasLists ? Math.min(stagesQuery.dataUpdatedAt, imagesQuery.dataUpdatedAt) : 0;
  const keysText = keys.join('\n');

  const outbox = useLiveQuery(async (): Promise<PatientOutbox> => {
    const patientKeys = keysText.split('\n');
    const items = await db.outbox.where('patientKey').anyOf(patientKeys).toArray();
    const acknowledged =
      listsReadAt > 0
        ? await db.outboxDone
            .where('completedAt')
            .above(listsReadAt)
            .filter((done) => done.patientKey !== undefined && patientKeys.includes(done.patientKey))
            .toArray()
        : [];
    const queuedIds = new Set(items.map((item) => item.id));
    const uploadIds = items.flatMap((item) => {
      const uploadId = uploadRefOf(item);
      return uploadId && !queuedIds.has(uploadId) ? [uploadId] : [];
    });
    const uploads = await db.outboxDone.bulkGet(uploadIds);
    const uploadedUrls = new Map(
      uploads.flatMap((done) => {
        const url = done ? urlIn(done.data) : null;
        return done && url ? [[done.id, url] as const] : [];
      }),
    );
    return { items, acknowledged, uploadedUrls };
  }, [db, keysText, listsReadAt]);

  const lastInvalidatedAt = useRef(0);
  const newestAcknowledgedAt = Math.max(0, ...(outbox?.acknowledged ?? []).map((done) => done.completedAt));
  useEffect(() => {
    if (clinicId === null || serverPatientId === null || newestAcknowledgedAt <= lastInvalidatedAt.current) return;
    lastInvalidatedAt.current = newestAcknowledgedAt;
    void queryClient.invalidateQueries({ queryKey: imageQueries.patient(clinicId, serverPatientId) });
  }, [clinicId, serverPatientId, newestAcknowledgedAt, queryClient]);

  const model: GalleryModel = useMemo(
    () =>
      buildGalleryModel(stagesQuery.data ?? [], loadedRows(imagesQuery.data), outbox?.items ?? [], {
        acknowledged: outbox?.acknowledged ?? [],
        uploadedUrls: outbox?.uploadedUrls ?? new Map<string, string>(),
      }),
    [stagesQuery.data, imagesQuery.data, outbox],
  );

  const lastLinkRefreshAt = useRef(0);
  const { refetch: refetchImages } = imagesQuery;
  /** A thumbnail or photo failed to load: its signed link may have expired, so ask for fresh links. */
  const refreshLinks = useCallback(() => {
    const now = Date.now();
    if (serverPatientId === null || now - lastLinkRefreshAt.current < LINK_REFRESH_MIN_INTERVAL_MS) return;
    lastLinkRefreshAt.current = now;
    void refetchImages();
  }, [refetchImages, serverPatientId]);

  const failedQuery = [stagesQuery, imagesQuery].find((query) => query.isError && query.data === undefined);
  return {
    model,
    serverPatientId,
    /** The keys the patient's work on this device may carry (see usePatientIdentity). */
    patientKeys: keys,
    /** Nothing to show yet: the device's work is being read, or the server's lists are on their way. */
    isLoading: outbox === undefined || stagesQuery.isLoading || imagesQuery.isLoading,
    /** The lists wait for the network (offline): what the device saved is all that shows. */
    isWaitingForNetwork:
      serverPatientId !== null && (stagesQuery.fetchStatus === 'paused' || imagesQuery.fetchStatus === 'paused'),
    /** The lists could not be read and none is cached: the server's message. */
    loadError: failedQuery ? (failureOf(failedQuery.error)?.msg ?? '') : null,
    retry: () => {
      void stagesQuery.refetch();
      void imagesQuery.refetch();
    },
    refreshLinks,
    /** The photos are keyset-paged: more of them, on demand (MorePagesButton). */
    morePhotos: imagesQuery,
  };
}
