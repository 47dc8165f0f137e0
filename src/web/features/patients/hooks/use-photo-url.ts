import { useEffect, useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { isRef } from '../../../lib/offline/outbox';
import { useUserDatabase } from '../../../lib/offline/user-database-context';

type QueuedPhoto = { preview?: Blob; url?: string };

/**
 * What to show for a patient's photo: the server's signed link, or for a photo still queued on this device its local
 * preview (kept beside the upload's parts), then, once uploaded, the stored object's link from the answer.
 */
export function usePhotoUrl(avatar: unknown, avatarUrl: string | null): string | null {
  const db = useUserDatabase();
  const uploadItemId = isRef(avatar)
    ? avatar.$ref
    : typeof avatar === 'object' && avatar !== null && 'uploadItemId' in avatar
      ? String(avatar.uploadItemId)
      : null;
  const queued = useLiveQuery(async (): Promise<QueuedPhoto | null> => {
    if (!uploadItemId) return null;
    const upload = await db.uploads.get(uploadItemId);
    if (upload?.preview) return { preview: upload.preview };
    const done = await db.outboxDone.get(uploadItemId);
    const url = (done?.data as { url?: unknown } | undefined)?.url;
    return typeof url === 'string' ? { url } : null;
  }, [db, uploadItemId]);
  const objectUrl = useObjectUrl(queued?.preview);
  if (avatarUrl) return avatarUrl;
  return objectUrl ?? queued?.url ?? null;
}

/** An object URL for a blob, revoked when the blob changes or the component goes away. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const url = useMemo(
    () => (blob && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null),
    [blob],
  );
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
