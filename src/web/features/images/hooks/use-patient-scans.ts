import { useLiveQuery } from 'dexie-react-hooks';
import type { OutboxState } from '../../../lib/offline/outbox/types';
import { useUserDatabase } from '../../../lib/offline/user-database-context';
import { imageActions } from '../api/image-outbox';

export type ScanView = {
  id: string;
  fileName: string;
  /** On the server (`sent`), or still on this device. */
  state: OutboxState | 'sent';
  error: { code: number; msg: string } | null;
};

const EMPTY: ScanView[] = [];

/** The patient's 3D scans: those still on this device (waiting, uploading, refused) and those the store holds. */
export function usePatientScans(patientKeys: readonly string[]): ScanView[] {
  const db = useUserDatabase();
  const keysText = patientKeys.join('\n');
  return (
    useLiveQuery(async () => {
      const keys = keysText.split('\n');
      const isScan = (item: { label: { action: string } }) => item.label.action === imageActions.uploadScan.id;
      const queued = (await db.outbox.where('patientKey').anyOf(keys).toArray()).filter(isScan);
      const sent = (await db.outboxDone.where('patientKey').anyOf(keys).toArray()).filter(isScan);
      return [
        ...queued.map((item): ScanView => ({
          id: item.id,
          fileName: item.label.subject,
          state: item.state,
          error: item.error ?? null,
        })),
        ...sent
          .sort((a, b) => b.completedAt - a.completedAt)
          .map((done): ScanView => ({ id: done.id, fileName: done.label.subject, state: 'sent', error: null })),
      ];
    }, [db, keysText]) ?? EMPTY
  );
}
