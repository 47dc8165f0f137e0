import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClinic, createUser } from '../../testing/fixtures';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../../testing/test-database';
import { migrateTo } from '../migrate';
import type { Database } from '../schema';

/**
 * Migration 0042: the triggers keep `order_status_counts` and `patient_counts` equal to the grouped counts of the rows
 * through inserts, status and stage moves, moves between clinics, soft and hard deletes; the migration fills them from
 * existing rows, reverts and applies again.
 */
describe.each(DATABASE_KINDS)('list counts (migration 0042) on %s', (kind) => {
  let t: TestDatabase;
  let db: Kysely<Database>;
  let clinics: number[];
  let userId: number;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    db = t.db.kysely;
    userId = (await createUser(db)).id;
    clinics = [await createClinic(db, 'North'), await createClinic(db, 'South')];
  });
  afterAll(async () => {
    await t.dispose();
  });

  const stored = async () => ({
    orders: (
      await db.selectFrom('order_status_counts').select(['clinic_id', 'product_line', 'status', 'stage_no', 'order_count']).execute()
    )
      .map((row) => `${row.clinic_id}/${row.product_line}/${row.status}/${row.stage_no}: ${Number(row.order_count)}`)
      .sort(),
    patients: (await db.selectFrom('patient_counts').select(['clinic_id', 'patient_count']).execute())
      .map((row) => `${row.clinic_id}: ${Number(row.patient_count)}`)
      .sort(),
  });
  const counted = async () => ({
    orders: (
      await db
        .selectFrom('orders')
        .select(['clinic_id', 'product_line', 'status', 'stage_no', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy(['clinic_id', 'product_line', 'status', 'stage_no'])
        .execute()
    )
      .map((row) => `${row.clinic_id}/${row.product_line}/${row.status}/${row.stage_no}: ${Number(row.n)}`)
      .sort(),
    patients: (
      await db
        .selectFrom('patients')
        .select(['clinic_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('deleted_at', 'is', null)
        .groupBy('clinic_id')
        .execute()
    )
      .map((row) => `${row.clinic_id}: ${Number(row.n)}`)
      .sort(),
  });
  const expectInStep = async () => expect(await stored()).toEqual(await counted());

  const addPatient = async (clinicId: number, name: string) => {
    const now = Date.now();
    const row = await db
      .insertInto('patients')
      .values({
        clinic_id: clinicId,
        client_id: null,
        name,
        search_text: name.toLowerCase(),
        gender: 1,
        birth_date: '1990-01-01',
        phone: '',
        source: 1,
        avatar_key: null,
        doctor_name: 'Dr',
        doctor_phone: '',
        created_by: userId,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const addOrders = async (clinicId: number, patientId: number, rows: [productLine: number, status: number, stageNo: number][]) => {
    const now = Date.now();
    const ids = await db
      .insertInto('orders')
      .values(
        rows.map(([productLine, status, stageNo]) => ({
          clinic_id: clinicId,
          product_line: productLine,
          status,
          stage_no: stageNo,
          patient_id: patientId,
          client_id: null,
          created_by: userId,
          doctor_name: 'Dr',
          search_text: 'x',
          submitted_at: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();
    return ids.map((row) => row.id);
  };

  it('keeps both counts equal to the rows through every kind of write', async () => {
    const [north, south] = clinics as [number, number];
    const patients = [await addPatient(north, 'Ann'), await addPatient(north, 'Bo'), await addPatient(south, 'Cy')];
    await expectInStep();
    const orders = await addOrders(north, patients[0]!, [
      [1, 1, 1],
      [1, 1, 1],
      [1, 10, 1],
      [1, 10, 2],
      [2, 10, 1],
    ]);
    await addOrders(south, patients[2]!, [[1, 25, 1]]);
    await expectInStep();
    // A status move, a stage move, both at once, a move to another clinic, a write that changes none of the keys.
    await db.updateTable('orders').set({ status: 14 }).where('id', '=', orders[0]!).execute();
    await db.updateTable('orders').set({ stage_no: 3 }).where('id', '=', orders[1]!).execute();
    await db.updateTable('orders').set({ status: 25, stage_no: 1 }).where('id', '=', orders[3]!).execute();
    await db.updateTable('orders').set({ clinic_id: south }).where('id', '=', orders[4]!).execute();
    await db.updateTable('orders').set({ updated_at: Date.now() + 1, status: 10 }).where('id', '=', orders[2]!).execute();
    await expectInStep();
    // Several rows in one statement, and back where they were (a key that empties loses its row).
    await db.updateTable('orders').set({ status: 26 }).where('clinic_id', '=', north).execute();
    await expectInStep();
    expect((await stored()).orders.filter((row) => row.startsWith(`${north}/`))).toEqual([`${north}/1/26/1: 3`, `${north}/1/26/3: 1`]);
    await db.deleteFrom('orders').where('id', '=', orders[0]!).execute();
    await expectInStep();

    // Patients: a soft delete, a restore, a move to another clinic, a deleted one moved, a hard delete.
    await db.updateTable('patients').set({ deleted_at: Date.now() }).where('id', '=', patients[1]!).execute();
    await expectInStep();
    await db.updateTable('patients').set({ deleted_at: null }).where('id', '=', patients[1]!).execute();
    await db.updateTable('patients').set({ clinic_id: south }).where('id', '=', patients[1]!).execute();
    await expectInStep();
    await db.updateTable('patients').set({ deleted_at: Date.now() }).where('id', '=', patients[1]!).execute();
    await db.updateTable('patients').set({ clinic_id: north }).where('id', '=', patients[1]!).execute();
    await db.updateTable('patients').set({ name: 'Bob', updated_at: Date.now() }).where('id', '=', patients[0]!).execute();
    await expectInStep();
    const spare = await addPatient(south, 'Di');
    await db.deleteFrom('patients').where('id', '=', spare).execute();
    await db.deleteFrom('patients').where('id', '=', patients[1]!).execute();
    await expectInStep();
    expect((await stored()).patients).toEqual([`${north}: 1`, `${south}: 1`]);
  });

  // Last: the tables go with the way back, and the way up fills them from the rows again.
  it('reverts and applies again, filling the counts from the rows', async () => {
    const before = await stored();
    expect(before.orders.length).toBeGreaterThan(0);
    expect(await migrateTo(t.db, '0041-payment-order-notes', t.schema)).toContain('0042-list-counts');
    const left = await sql<{ name: string }>`select 1 as name from order_status_counts`.execute(db).then(
      () => 'still there',
      () => 'gone',
    );
    expect(left).toBe('gone');
    // A write while the triggers are gone is counted when the migration applies again.
    await addPatient(clinics[0]!, 'Eve');
    expect(await migrateTo(t.db, undefined, t.schema)).toContain('0042-list-counts');
    await expectInStep();
    expect((await stored()).orders).toEqual(before.orders);
    await addOrders(clinics[1]!, (await addPatient(clinics[1]!, 'Fay'))!, [[1, 5, 1]]);
    await expectInStep();
  });
});
