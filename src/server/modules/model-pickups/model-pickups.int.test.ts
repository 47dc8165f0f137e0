import { describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/calendar/calendar-days';
import { ORDER_STATUS } from '../../../domain/order-status';
import { MODEL_PICKUP_PATHS, type TMailedModelOrders, type TModelPickup } from '../../../domain/tools/model-pickup';
import { DATABASE_KINDS } from '../../testing/test-database';
import { addAddress, codeOf, newClientId, useCaseWorld } from '../cases/test-kit';
import { insertOrders } from '../../lines/aligners/testing/case-kit';

const HOUR = 60 * 60 * 1000;
const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);
const noonOf = (day: string) => Date.parse(`${day}T12:00:00Z`);

describe.each(DATABASE_KINDS)('model shipping on %s', (kind) => {
  const { w, api } = useCaseWorld(kind);
  const today = utcDay(Date.now());
  const holiday = addDays(today, 1);
  const makeUpDay = addDays(today, 2);

  /** Tomorrow (UTC) a holiday, the day after a make-up working day, whatever weekday they are. */
  const listDays = async () => {
    const db = w.app.db.kysely;
    for (const day of [holiday, makeUpDay]) {
      const year = Number(day.slice(0, 4));
      await db
        .insertInto('holiday_years')
        .values({ year, updated_at: Date.now(), updated_by: null })
        .onConflict((oc) => oc.column('year').doNothing())
        .execute();
      await db.deleteFrom('holiday_days').where('day', '=', day).execute();
      await db
        .insertInto('holiday_days')
        .values({ day, year, kind: day === holiday ? 'holiday' : 'workday' })
        .execute();
    }
  };

  const mailedOrders = (count: number, clinicId = w.clinicA, patientId = w.patientA) =>
    insertOrders(
      w.app,
      Array.from({ length: count }, () => ({
        clinicId,
        patientId,
        createdBy: w.doctorA.id,
        status: ORDER_STATUS.toBeReviewed,
        pickupAt: Date.now() + HOUR,
      })),
    );

  const book = (body: Record<string, unknown>, key = newClientId(), headers = w.doctorA.headers) =>
    api.post(MODEL_PICKUP_PATHS.book, headers, { clientId: key, addressId: w.addressA, note: '', ...body }, key);

  const waiting = async (headers = w.doctorA.headers): Promise<TMailedModelOrders> =>
    (await api.post(MODEL_PICKUP_PATHS.orders, headers, {})).json().data as TMailedModelOrders;

  it('lists the clinic’s open orders with a mailed model, not digital ones, closed ones or another clinic’s', async () => {
    const [open] = await mailedOrders(1);
    const [digital, closed] = await insertOrders(w.app, [
      { clinicId: w.clinicA, patientId: w.patientA, createdBy: w.doctorA.id, status: ORDER_STATUS.toBeReviewed },
      {
        clinicId: w.clinicA,
        patientId: w.patientA,
        createdBy: w.doctorA.id,
        status: ORDER_STATUS.ignored,
        pickupAt: Date.now() + HOUR,
      },
    ]);
    const [otherClinic] = await mailedOrders(1, w.clinicB, w.patientB);
    const ids = (await waiting()).orders.map((order) => order.orderId);
    expect(ids).toContain(open);
    for (const id of [digital, closed, otherClinic]) expect(ids).not.toContain(id);
    expect((await waiting()).orders.find((order) => order.orderId === open)).toMatchObject({
      patientName: 'Ada Lovelace',
      orderType: 1,
    });
  });

  it('books several orders in one pickup on a make-up working day, once, and the courier is asked once', async () => {
    await listDays();
    const orderIds = await mailedOrders(2);
    const key = newClientId();
    const pickupAt = noonOf(makeUpDay);
    const first = await book({ orderIds, pickupDay: makeUpDay, pickupAt }, key);
    expect(first.statusCode, first.body).toBe(200);
    const pickup = first.json().data as TModelPickup;
    expect(pickup).toMatchObject({ pickupAt, pickupDay: makeUpDay, address: { name: 'Front desk', city: 'Hangzhou' } });
    expect(pickup.courierRef).toMatch(/^LOCAL-\d+$/);
    expect(pickup.orders.map((order) => order.orderId)).toEqual(orderIds);

    // The outbox sends again (a lost answer): the stored answer, no second booking.
    const again = await book({ orderIds, pickupDay: makeUpDay, pickupAt }, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data).toEqual(pickup);
    const db = w.app.db.kysely;
    const bookings = await db
      .selectFrom('courier_bookings')
      .selectAll()
      .where('idempotency_key', '=', `clinic:${w.clinicA}:${key}`)
      .execute();
    expect(bookings).toHaveLength(1);
    expect(JSON.parse(bookings[0]!.request)).toMatchObject({ parcels: 2, pickupAt });
    // Same client id after the replay window (the idempotency row pruned): still the one booking.
    await db.deleteFrom('idempotency_keys').execute();
    const late = await book({ orderIds, pickupDay: makeUpDay, pickupAt }, key);
    expect(late.json().data).toEqual(pickup);
    expect(await db.selectFrom('model_pickups').select('id').where('client_id', '=', key).execute()).toHaveLength(1);

    // The orders are collected: no longer waiting, their pickup time the booked one, in the clinic's list.
    const ids = (await waiting()).orders.map((order) => order.orderId);
    for (const id of orderIds) expect(ids).not.toContain(id);
    const order = await db.selectFrom('orders').select('pickup_at').where('id', '=', orderIds[0]!).executeTakeFirstOrThrow();
    expect(Number(order.pickup_at)).toBe(pickupAt);
    const list = (await api.post(MODEL_PICKUP_PATHS.list, w.adminA.headers, {})).json().data as TModelPickup[];
    expect(list[0]).toEqual(pickup);
    expect((await api.post(MODEL_PICKUP_PATHS.list, w.adminB.headers, {})).json().data).toEqual([]);
  });

  it('refuses a holiday, a day the moment is not on, a moment not later than now and one after the day after tomorrow', async () => {
    await listDays();
    const orderIds = await mailedOrders(1);
    const onHoliday = await book({ orderIds, pickupDay: holiday, pickupAt: noonOf(holiday) });
    expect(codeOf(onHoliday)).toEqual([400, 400]);
    expect(onHoliday.json().msg).toMatch(/working day/);
    const mismatch = await book({ orderIds, pickupDay: addDays(makeUpDay, -2), pickupAt: noonOf(makeUpDay) });
    expect(mismatch.json().msg).toMatch(/not on the chosen day/);
    const past = await book({ orderIds, pickupDay: today, pickupAt: Date.now() - 1000 });
    expect(past.json().msg).toMatch(/later than now/);
    const tooLate = await book({ orderIds, pickupDay: addDays(today, 3), pickupAt: Date.now() + 3 * 24 * HOUR + HOUR });
    expect(tooLate.json().msg).toMatch(/today, tomorrow or the day after/);
    expect((await waiting()).orders.map((order) => order.orderId)).toContain(orderIds[0]);
  });

  it('refuses an order already booked, another clinic’s order, and another user’s address, booking nothing', async () => {
    await listDays();
    const [booked, free] = await mailedOrders(2);
    const pickupAt = noonOf(makeUpDay);
    expect((await book({ orderIds: [booked], pickupDay: makeUpDay, pickupAt })).statusCode).toBe(200);
    const twice = await book({ orderIds: [free, booked], pickupDay: makeUpDay, pickupAt });
    expect(codeOf(twice)).toEqual([409, 409]);
    const [foreign] = await mailedOrders(1, w.clinicB, w.patientB);
    expect(codeOf(await book({ orderIds: [free, foreign], pickupDay: makeUpDay, pickupAt }))).toEqual([409, 409]);
    const adminAddress = await addAddress(w.app, w.adminA.id);
    expect(codeOf(await book({ orderIds: [free], pickupDay: makeUpDay, pickupAt, addressId: adminAddress }))).toEqual([
      404, 404,
    ]);
    expect((await waiting()).orders.map((order) => order.orderId)).toContain(free);
  });

  it('keeps a default address per user and clinic, only of the user’s own addresses', async () => {
    expect((await waiting()).defaultAddressId).toBeNull();
    const set = await api.post(MODEL_PICKUP_PATHS.defaultAddress, w.doctorA.headers, { addressId: w.addressA });
    expect(set.statusCode, set.body).toBe(200);
    expect((await waiting()).defaultAddressId).toBe(w.addressA);
    expect((await waiting(w.adminA.headers)).defaultAddressId).toBeNull();
    const foreign = await api.post(MODEL_PICKUP_PATHS.defaultAddress, w.adminA.headers, { addressId: w.addressA });
    expect(codeOf(foreign)).toEqual([404, 404]);
  });

  it('answers the server clock to anyone', async () => {
    const before = Date.now();
    const response = await w.app.inject({ method: 'POST', url: '/api/platform/v1/clock', payload: {} });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { now } = response.json().data as { now: number };
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});
