import { useCallback, useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { overallProgressOf, type OverallUploadProgress } from '../../../lib/offline/outbox/upload-progress';
import { inFlightBytes, subscribeInFlight } from '../../../lib/offline/outbox/upload-in-flight';
import type { UploadRow } from '../../../lib/offline/outbox/types';
import { useUserDatabase } from '../../../lib/offline/user-database-context';

/**
 * The overall progress of some uploads (a stage's photos on their way): confirmed bytes from IndexedDB, so it survives
 * a reload, plus the part being sent now. Undefined while loading or when none of them is on the device any more.
 */
export function useUploadsProgress(uploadIds: readonly string[]): OverallUploadProgress | undefined {
  const db = useUserDatabase();
  const key = uploadIds.join('\n');
  const rows = useLiveQuery(async () => {
    const found = await db.uploads.bulkGet(key ? key.split('\n') : []);
    return found.flatMap((row): UploadRow[] => (row ? [{ ...row, preview: undefined }] : []));
  }, [db, key]);
  const getInFlight = useCallback(
    () => (key ? key.split('\n') : []).reduce((sum, uploadId) => sum + inFlightBytes(uploadId), 0),
    [key],
  );
  const inFlight = useSyncExternalStore(subscribeInFlight, getInFlight);
  return rows && rows.length > 0 ? overallProgressOf(rows, inFlight) : undefined;
}
