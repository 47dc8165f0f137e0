import { afterEach, describe, expect, it } from 'vitest';
import type { UserDatabase } from '../../../lib/offline/db';
import { acknowledge, ItemIdTakenError, newItemId } from '../../../lib/offline/outbox/outbox';
import { newTestDatabase } from '../../../lib/offline/outbox/testing/outbox-fixtures';
import type { PatientBody } from '../lib/patient-form';
import { queueNewPatient } from './queue-patient';

let db: UserDatabase;
afterEach(() => db?.close());

function body(name: string): PatientBody {
  return {
    name,
    gender: 1,
    birthDate: '1990-01-01',
    phone: '13912345678',
    source: 1,
    avatar: null,
    doctorName: 'Dr. Wu',
    doctorPhone: '',
  } as PatientBody;
}

const noDraft = () => Promise.resolve();

describe('queueNewPatient: one item id, one submission (issue 17, item 2)', () => {
  it('a second submit of the same draft adds nothing', async () => {
    db = newTestDatabase();
    const itemId = newItemId();
    await queueNewPatient(db, { itemId, body: body('Ada'), clinicId: 1, clearDraft: noDraft });
    await queueNewPatient(db, { itemId, body: body('Ada'), clinicId: 1, clearDraft: noDraft });
    expect(await db.outbox.count()).toBe(1);
  });

  it("a tab that restored another tab's draft cannot submit a different patient under its id: an error, not a success", async () => {
    db = newTestDatabase();
    const sharedId = newItemId();
    // Tab A submits Ada; tab B, holding the same item id, typed Bo over it and submits.
    await queueNewPatient(db, { itemId: sharedId, body: body('Ada'), clinicId: 1, clearDraft: noDraft });
    let clearedB = false;
    const submitB = queueNewPatient(db, {
      itemId: sharedId,
      body: body('Bo'),
      clinicId: 1,
      clearDraft: () => {
        clearedB = true;
        return Promise.resolve();
      },
    });
    await expect(submitB).rejects.toBeInstanceOf(ItemIdTakenError);
    expect(clearedB).toBe(false);

    // The same once Ada's create was acknowledged (the queue row is gone, the done row stays).
    const [item] = await db.outbox.toArray();
    await acknowledge(db, item!, { id: 17 });
    await expect(
      queueNewPatient(db, { itemId: sharedId, body: body('Bo'), clinicId: 1, clearDraft: noDraft }),
    ).rejects.toBeInstanceOf(ItemIdTakenError);
    await queueNewPatient(db, { itemId: sharedId, body: body('Ada'), clinicId: 1, clearDraft: noDraft });
    expect(await db.outbox.count()).toBe(0);
  });
});
