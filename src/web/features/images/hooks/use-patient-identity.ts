import { useLiveQuery } from 'dexie-react-hooks';
import { aliasKey, isLocalId, itemIdOf } from '../../../lib/offline/outbox';
import { useUserDatabase } from '../../../lib/offline/user-database-context';

export type PatientIdentity = {
  /** The server id once the server knows the patient; null while it exists only on this device. */
  serverPatientId: number | null;
  /** Every key the patient's queued work may carry: the route's key, and the other of its local/server pair. */
  keys: string[];
};

function serverIdIn(data: unknown): number | null {
  const id = data !== null && typeof data === 'object' ? (data as { id?: unknown }).id : undefined;
  return typeof id === 'number' ? id : null;
}

function initialIdentity(patientKey: string): PatientIdentity {
  return { serverPatientId: isLocalId(patientKey) ? null : Number(patientKey), keys: [patientKey] };
}

/**
 * Who the route's patient is to the server and to the outbox. A local key finds its server id in the acknowledged
 * create; a server key finds the local id it was created under on this device (items queued then still carry it).
 */
export function usePatientIdentity(patientKey: string): PatientIdentity {
  const db = useUserDatabase();
  return useLiveQuery(
    async (): Promise<PatientIdentity> => {
      if (isLocalId(patientKey)) {
        const created = await db.outboxDone.get(itemIdOf(patientKey));
        const serverPatientId = serverIdIn(created?.data);
        return { serverPatientId, keys: serverPatientId ? [patientKey, String(serverPatientId)] : [patientKey] };
      }
      const alias = await db.outboxAliases.get(aliasKey('patient', patientKey));
      return { serverPatientId: Number(patientKey), keys: alias ? [patientKey, alias.localId] : [patientKey] };
    },
    [db, patientKey],
    initialIdentity(patientKey),
  );
}
