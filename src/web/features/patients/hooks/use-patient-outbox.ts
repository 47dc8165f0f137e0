import { useLiveQuery } from 'dexie-react-hooks';
import type { UserDatabase } from '../../../lib/offline/db';
import type { DoneItem } from '../../../lib/offline/outbox';
import { useUserDatabase } from '../../../lib/offline/user-database-context';
import { pendingPatientItems, type PatientSources } from './patient-projection';

/** Patient items the outbox acknowledged after `since` (epoch ms): what server data fetched at `since` cannot show. */
export async function acknowledgedPatientItemsSince(db: UserDatabase, since: number): Promise<DoneItem[]> {
  return db.outboxDone
    .where('completedAt')
    .above(since)
    .filter((done) => done.entity === 'patient')
    .toArray();
}

export async function readPatientSources(db: UserDatabase, since: number): Promise<PatientSources> {
  const [items, acknowledged] = await Promise.all([
    db.outbox.where('entity').equals('patient').toArray(),
    acknowledgedPatientItemsSince(db, since),
  ]);
  return { pending: pendingPatientItems(items), acknowledged };
}

/**
 * The outbox's patient work, live: it changes as this tab or another queues, sends or acknowledges an item.
 * Undefined while first read.
 */
export function usePatientOutbox(since: number): PatientSources | undefined {
  const db = useUserDatabase();
  return useLiveQuery(() => readPatientSources(db, since), [db, since]);
}
