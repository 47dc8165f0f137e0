import { useLiveQuery } from 'dexie-react-hooks';
import type { DoneItem, OutboxItem, UploadRow } from '../../../lib/offline/outbox';
import { useUserDatabase } from '../../../lib/offline/user-database-context';

/** The panel's "Sent recently": the last acknowledged items, newest first. */
export const SENT_RECENTLY_LIMIT = 50;

/** Every item still on the device, in sending order; undefined while the first read runs. Live across tabs. */
export function useOutboxItems(): OutboxItem[] | undefined {
  const database = useUserDatabase();
  return useLiveQuery(() => database.outbox.orderBy('seq').toArray(), [database]);
}

export function useSentRecently(): DoneItem[] | undefined {
  const database = useUserDatabase();
  return useLiveQuery(
    () => database.outboxDone.orderBy('completedAt').reverse().limit(SENT_RECENTLY_LIMIT).toArray(),
    [database],
  );
}

/** The upload rows (file name, size, confirmed bytes) of the given upload items, by id. */
export function useUploadRows(uploadIds: readonly string[]): ReadonlyMap<string, UploadRow> {
  const database = useUserDatabase();
  const key = uploadIds.join('\n');
  const rows = useLiveQuery(async () => {
    const found = await database.uploads.bulkGet(key ? key.split('\n') : []);
    return new Map(found.flatMap((row) => (row ? [[row.id, row] as const] : [])));
  }, [database, key]);
  return rows ?? EMPTY_UPLOADS;
}

const EMPTY_UPLOADS: ReadonlyMap<string, UploadRow> = new Map();
