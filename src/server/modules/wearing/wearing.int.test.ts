import { describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/calendar/calendar-days';
import { isOnDaySomewhere } from '../../../domain/calendar/day-anywhere';
import { ORDER_STATUS } from '../../../domain/order-status';
import { WEARING_PATHS, type TWearingList } from '../../../domain/tools/wearing-plan';
import { DATABASE_KINDS } from '../../testing/test-database';
import { codeOf, newClientId, useCaseWorld } from '../cases/test-kit';
import { insertOrders } from '../../lines/aligners/testing/case-kit';

const EMR = '/api/emr';
const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);

describe.each(DATABASE_KINDS)('wearing reminders on %s', (kind) => {
  const { w } = useCaseWorld(kind);
  const today = utcDay(Date.now());
  const post = (path: string, payload: object, headers = w.doctorA.headers, key?: string) =>
    w.app.inject({
      method: 'POST',
      url: `${EMR}${path}`,
      headers: key ? { ...headers, 'idempotency-key': key } : headers,
      payload,
    });
  const list = async (headers = w.doctorA.headers, day = today): Promise<TWearingList> => {
    const response = await post(WEARING_PATHS.list, { today: day }, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as TWearingList;
  };
  const plan = (change: object = {}) => ({
    hoursPerDay: 22,
    daysPerAligner: 10,
    totalAligners: 3,
    currentAligner: 1,
    currentSince: addDays(today, -10),
    ...change,
  });
  const alignerCase = (patientId: number, clinicId = w.clinicA) =>
    insertOrders(w.app, [{ clinicId, patientId, createdBy: w.doctorA.id, status: ORDER_STATUS.paid, productLine: 1 }]);

  it('takes plans only for the clinic’s aligner patients', async () => {
    // Grace Hopper has a fixed-denture case only; Alan Turing is another clinic's patient.
    await insertOrders(w.app, [
      { clinicId: w.clinicA, patientId: w.otherPatientA, createdBy: w.doctorA.id, status: ORDER_STATUS.paid, productLine: 2 },
    ]);
    const denture = await post(WEARING_PATHS.save, { patientId: w.otherPatientA, today, plan: plan() });
    expect(codeOf(denture)).toEqual([400, 400]);
    expect(denture.json().msg).toMatch(/no invisible aligner case/);
    await alignerCase(w.patientB, w.clinicB);
    expect(codeOf(await post(WEARING_PATHS.save, { patientId: w.patientB, today, plan: plan() }))).toEqual([404, 44001]);

    await alignerCase(w.patientA);
    expect((await list()).unplanned).toEqual([{ patientId: w.patientA, patientName: 'Ada Lovelace' }]);
    const saved = await post(WEARING_PATHS.save, { patientId: w.patientA, today, plan: plan() });
    expect(saved.statusCode, saved.body).toBe(200);
    const { plans, unplanned } = await list();
    expect(unplanned).toEqual([]);
    expect(plans).toEqual([
      expect.objectContaining({
        patientId: w.patientA,
        patientName: 'Ada Lovelace',
        currentAligner: 1,
        status: 'due',
        nextChangeDay: today,
        daysLeft: 0,
      }),
    ]);
    // Another clinic sees nothing of it.
    expect((await list(w.adminB.headers)).plans).toEqual([]);
  });

  it('is due on the device’s day: the day before it is not, the day after it is overdue', async () => {
    // A device's day may be a day behind or ahead of the server's UTC day (UTC-12 to UTC+14); the server takes only a
    // day that is today somewhere now, so the test asks on whichever of the two is (before 10:00 UTC only yesterday,
    // after 12:00 only tomorrow).
    const yesterday = addDays(today, -1);
    const tomorrow = addDays(today, 1);
    const asked = [yesterday, tomorrow].filter((day) => isOnDaySomewhere(Date.now(), day));
    expect(asked.length).toBeGreaterThan(0);
    if (asked.includes(yesterday))
      expect((await list(w.doctorA.headers, yesterday)).plans[0]).toMatchObject({ status: 'wearing', daysLeft: 1 });
    if (asked.includes(tomorrow))
      expect((await list(w.doctorA.headers, tomorrow)).plans[0]).toMatchObject({ status: 'due', daysLeft: -1 });
  });

  it('refuses a plan that starts in the future and a "today" that is today nowhere', async () => {
    const future = await post(WEARING_PATHS.save, { patientId: w.patientA, today, plan: plan({ currentSince: addDays(today, 1) }) });
    expect(codeOf(future)).toEqual([400, 400]);
    const nowhere = await post(WEARING_PATHS.list, { today: addDays(today, 3) });
    expect(codeOf(nowhere)).toEqual([400, 400]);
    expect(nowhere.json().msg).toMatch(/device's date/);
    const bad = await post(WEARING_PATHS.save, { patientId: w.patientA, today, plan: plan({ currentAligner: 4 }) });
    expect(codeOf(bad)).toEqual([400, 400]);
  });

  it('advances once per change, up to the last aligner, which then finishes', async () => {
    const key = newClientId();
    const advance = (fromAligner: number, idempotencyKey?: string) =>
      post(WEARING_PATHS.advance, { patientId: w.patientA, today, fromAligner, changedOn: today }, w.doctorA.headers, idempotencyKey);
    expect((await advance(1, key)).statusCode).toBe(200);
    // The outbox repeats the same change: replayed, still aligner 2.
    expect((await advance(1, key)).headers['idempotent-replayed']).toBe('true');
    // Another device records the same change: a conflict, nothing moves.
    expect(codeOf(await advance(1))).toEqual([409, 409]);
    expect((await list()).plans[0]).toMatchObject({ currentAligner: 2, currentSince: today, status: 'wearing' });

    expect((await advance(2)).statusCode).toBe(200);
    expect((await list()).plans[0]).toMatchObject({ currentAligner: 3, status: 'lastAligner', nextChangeDay: null });
    const past = await advance(3);
    expect(codeOf(past)).toEqual([400, 400]);
    expect(past.json().msg).toMatch(/last aligner/);
  });

  it('removes a plan; the patient is unplanned again', async () => {
    expect((await post(WEARING_PATHS.delete, { patientId: w.patientA })).statusCode).toBe(200);
    expect((await list()).unplanned.map((entry) => entry.patientId)).toEqual([w.patientA]);
    expect(codeOf(await post(WEARING_PATHS.delete, { patientId: w.patientA }))).toEqual([404, 404]);
  });
});
