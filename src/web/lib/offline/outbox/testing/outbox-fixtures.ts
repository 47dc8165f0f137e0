import { UserDatabase } from '../../db';
import { groupKey } from '../groups';
import { idOrRef, localIdOf } from '../local-ids';
import { enqueue, newItemId } from '../outbox';
import type { RequestItem } from '../types';

let databaseCount = 0;

/** A fresh user database (fake-indexeddb), its name unique in the test run. */
export function newTestDatabase(): UserDatabase {
  databaseCount += 1;
  return new UserDatabase(`outbox-test-${databaseCount}-${Math.random().toString(36).slice(2)}`);
}

/** Queues a patient create as the patient feature does: local id, its own group, the item id as the client id. */
export function queueCreate(
  db: UserDatabase,
  name: string,
  options: { clinicId?: number; now?: number } = {},
): Promise<RequestItem> {
  const id = newItemId();
  const key = localIdOf(id);
  return enqueue(
    db,
    {
      id,
      group: groupKey('patient', key),
      label: { action: 'Record a new patient', subject: name },
      entity: 'patient',
      entityKey: key,
      patientKey: key,
      ...(options.clinicId === undefined ? {} : { clinicId: options.clinicId }),
      request: { service: 'emr', method: 'POST', path: '/v1/patient/add', body: { name, clientId: id } },
    },
    options.now,
  );
}

/** Queues a patient change; `patientKey` is a server id or a local id (then the body carries a ref). */
export function queueEdit(db: UserDatabase, patientKey: string, name: string): Promise<RequestItem> {
  return enqueue(db, {
    group: groupKey('patient', patientKey),
    label: { action: "Change a patient's details", subject: name },
    entity: 'patient',
    entityKey: patientKey,
    patientKey,
    request: { service: 'emr', method: 'POST', path: '/v1/patient/update', body: { id: idOrRef(patientKey), name } },
  });
}
