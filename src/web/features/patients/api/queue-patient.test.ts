import { afterEach, describe, expect, it } from 'vitest';
import type { UserDatabase } from '../../../lib/offline/db';
import { ItemIdTakenError, newItemId } from '../../../lib/offline/outbox';
import { acknowledge, newTestDatabase } from '../../../lib/offline/outbox/testing';
import type { PatientBody } from '../lib/patient-form';
import { amendQueuedPatient, queueNewPatient, queuePatientChange } from './queue-patient';

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

describe('amendQueuedPatient: a fix after a conflict (issue 17, item 3)', () => {
  async function refusedChange(code: number) {
    db = newTestDatabase();
    const itemId = newItemId();
    const base = body('Ada');
    await queuePatientChange(db, {
      itemId,
      body: body('Ada Lin'),
      base,
      clinicId: 1,
      clearDraft: noDraft,
      patientKey: '17',
    });
    await db.outbox.toCollection().modify({ state: 'attention', error: { code, msg: 'Refused.' } });
    await amendQueuedPatient(db, { itemId, body: body('Ada Lin-Wu'), clearDraft: noDraft });
    const [item] = await db.outbox.toArray();
    return item?.kind === 'request' ? (item.request.body as Record<string, unknown>) : undefined;
  }

  it('after a conflict the form goes as shown, without the refused base', async () => {
    const sent = await refusedChange(409);
    expect(sent).toMatchObject({ id: 17, name: 'Ada Lin-Wu' });
    expect(sent).not.toHaveProperty('base');
  });

  it('after any other refusal it keeps its base, so a change made elsewhere is still kept', async () => {
    expect(await refusedChange(400)).toMatchObject({ id: 17, name: 'Ada Lin-Wu', base: body('Ada') });
  });
});
