import { useLiveQuery } from 'dexie-react-hooks';
import type { TPatientModel } from '../../../../domain/patients/patient-models';
import type { UserDatabase } from '../../../lib/offline/db';
import { isLocalId, itemIdOf } from '../../../lib/offline/outbox';
import { useUserDatabase } from '../../../lib/offline/user-database-context';
import type { Jaw, ModelSource, ViewerModel } from '../../../lib/model-viewer/types';
import type { PickedModel } from './wizard-draft';

/**
 * Where the 3D preview of a chosen model reads its bytes, before and after the upload: the file picked in this tab
 * (memory), else the upload's parts still waiting in IndexedDB (they survive a reload, and are whole until the store
 * starts confirming them), else the scan's signed link once the server holds it. Null while none of these is at hand
 * (the upload is half sent): the step says the preview comes back once the upload has finished.
 */

const pickedFiles = new Map<string, File>();

/** Remembers a file picked in this tab, so its preview needs no read from IndexedDB. */
export function rememberPickedFile(uploadId: string, file: File): void {
  pickedFiles.set(uploadId, file);
}

/** The whole file from its waiting parts, or null once a part was confirmed (and deleted) or the upload is gone. */
export async function readWaitingFile(db: UserDatabase, uploadId: string): Promise<Blob | null> {
  const upload = await db.uploads.get(uploadId);
  if (!upload) return null;
  const parts = await db.uploadParts.where('uploadId').equals(uploadId).sortBy('partNumber');
  if (parts.length !== upload.partCount) return null;
  return new Blob(
    parts.map((part) => part.data),
    { type: upload.contentType },
  );
}

/** The server scan a picked model names: its id, or the scan its add (local id) created. */
function serverModelOf(picked: PickedModel, serverModels: readonly TPatientModel[]): TPatientModel | undefined {
  return serverModels.find((model) =>
    isLocalId(picked.key) ? model.clientId === itemIdOf(picked.key) : String(model.id) === picked.key,
  );
}

async function sourceOf(
  db: UserDatabase,
  picked: PickedModel,
  serverModels: readonly TPatientModel[],
): Promise<ModelSource | null> {
  const memory = picked.uploadId ? pickedFiles.get(picked.uploadId) : undefined;
  if (memory) return { kind: 'blob', blob: memory, fileName: picked.fileName };
  const waiting = picked.uploadId ? await readWaitingFile(db, picked.uploadId) : null;
  if (waiting) return { kind: 'blob', blob: waiting, fileName: picked.fileName };
  const server = serverModelOf(picked, serverModels);
  return server ? { kind: 'url', url: server.url, fileName: server.fileName } : null;
}

export type JawPreview = { jaw: Jaw; picked: PickedModel; model: ViewerModel | null };

/** The viewer's models of the chosen upper and lower scans (undefined while reading). */
export function useModelSources(
  chosen: { upper: PickedModel | null; lower: PickedModel | null },
  serverModels: readonly TPatientModel[],
): JawPreview[] | undefined {
  const db = useUserDatabase();
  const { upper, lower } = chosen;
  return useLiveQuery(async () => {
    const previews: JawPreview[] = [];
    for (const [jaw, picked] of [
      ['upper', upper],
      ['lower', lower],
    ] as const) {
      if (!picked) continue;
      const source = await sourceOf(db, picked, serverModels);
      previews.push({ jaw, picked, model: source ? { id: `${jaw}:${picked.key}`, jaw, source } : null });
    }
    return previews;
  }, [db, upper?.key, upper?.uploadId, lower?.key, lower?.uploadId, serverModels]);
}
