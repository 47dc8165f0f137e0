import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useUserDatabase } from '../user-database-context';
import type { UploadRow } from './types';
import { inFlightBytes, subscribeInFlight, totalInFlightBytes } from './upload-in-flight';

/**
 * Progress bars that survive a reload: what the store confirmed is read from IndexedDB (`confirmedBytes`, written with
 * each confirmed part), and the part being sent now adds its bytes from memory (upload-in-flight.ts).
 */
export type UploadProgress = {
  sentBytes: number;
  totalBytes: number;
  /** 0..1 */
  fraction: number;
};

/** One file's progress also says how far it got: parts confirmed out of all. */
export type FileUploadProgress = UploadProgress & { fileName: string; confirmedParts: number; partCount: number };

/** Overall progress across every upload still on this device. */
export type OverallUploadProgress = UploadProgress & { fileCount: number };

function progressOf(confirmedBytes: number, inFlight: number, totalBytes: number): UploadProgress {
  const sentBytes = Math.min(totalBytes, confirmedBytes + inFlight);
  return { sentBytes, totalBytes, fraction: totalBytes > 0 ? sentBytes / totalBytes : 1 };
}

export function fileProgressOf(row: UploadRow, inFlight: number): FileUploadProgress {
  return {
    ...progressOf(row.confirmedBytes, inFlight, row.size),
    fileName: row.fileName,
    confirmedParts: row.confirmedParts.length,
    partCount: row.partCount,
  };
}

export function overallProgressOf(rows: readonly UploadRow[], inFlight: number): OverallUploadProgress {
  const totals = rows.reduce(
    (sum, row) => ({ confirmed: sum.confirmed + row.confirmedBytes, total: sum.total + row.size }),
    { confirmed: 0, total: 0 },
  );
  return { ...progressOf(totals.confirmed, inFlight, totals.total), fileCount: rows.length };
}

/** Upload rows without their preview (the bars do not need the image). */
function withoutPreview({ preview: _preview, ...row }: UploadRow): UploadRow {
  return row;
}

/**
 * One file's progress: undefined while loading, null once the upload is no longer on this device (sent and
 * acknowledged, or discarded).
 */
export function useUploadProgress(uploadId: string): FileUploadProgress | null | undefined {
  const db = useUserDatabase();
  const row = useLiveQuery(async () => {
    const found = await db.uploads.get(uploadId);
    return found ? withoutPreview(found) : null;
  }, [db, uploadId]);
  const getInFlight = useCallback(() => inFlightBytes(uploadId), [uploadId]);
  const inFlight = useSyncExternalStore(subscribeInFlight, getInFlight);
  return row ? fileProgressOf(row, inFlight) : row;
}

/**
 * The overall progress of some uploads (a stage's photos on their way): undefined while loading or when none of them
 * is on the device any more.
 */
export function useUploadsProgress(uploadIds: readonly string[]): OverallUploadProgress | undefined {
  const db = useUserDatabase();
  const key = uploadIds.join('\n');
  const rows = useLiveQuery(async () => {
    const found = await db.uploads.bulkGet(key ? key.split('\n') : []);
    return found.flatMap((row) => (row ? [withoutPreview(row)] : []));
  }, [db, key]);
  const getInFlight = useCallback(
    () => (key ? key.split('\n') : []).reduce((sum, uploadId) => sum + inFlightBytes(uploadId), 0),
    [key],
  );
  const inFlight = useSyncExternalStore(subscribeInFlight, getInFlight);
  return rows && rows.length > 0 ? overallProgressOf(rows, inFlight) : undefined;
}

/** Progress across all uploads waiting on this device (undefined while loading). */
export function useOverallUploadProgress(): OverallUploadProgress | undefined {
  const db = useUserDatabase();
  const rows = useLiveQuery(async () => (await db.uploads.toArray()).map(withoutPreview), [db]);
  const inFlight = useSyncExternalStore(subscribeInFlight, totalInFlightBytes);
  return rows ? overallProgressOf(rows, inFlight) : undefined;
}

/**
 * An object URL of the upload's local preview (a photo shown before it is synced), or null; revoked when the
 * component unmounts or the upload leaves the device.
 */
export function useLocalPreviewUrl(uploadId: string | null | undefined): string | null {
  const db = useUserDatabase();
  // Only whether there is one: the row changes with every confirmed part, the preview never.
  const hasPreview = useLiveQuery(
    async () => (uploadId ? Boolean((await db.uploads.get(uploadId))?.preview) : false),
    [db, uploadId],
    false,
  );
  const [shown, setShown] = useState<{ uploadId: string; url: string } | null>(null);

  useEffect(() => {
    if (!uploadId || !hasPreview) return undefined;
    let isCurrent = true;
    let url: string | null = null;
    void db.uploads.get(uploadId).then((row) => {
      if (!isCurrent || !row?.preview) return;
      url = URL.createObjectURL(row.preview);
      setShown({ uploadId, url });
    });
    return () => {
      isCurrent = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [db, uploadId, hasPreview]);

  return hasPreview && shown && shown.uploadId === uploadId ? shown.url : null;
}
