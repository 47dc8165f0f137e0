import { describe, expect, it } from 'vitest';
import { CASE_PATHS } from '../../../domain/orders/paths';
import type { TWorktable } from '../../../domain/orders/list';
import { DATABASE_KINDS } from '../../testing/test-database';
import { addClinicWithAdmin, addShipment, codeOf, useCaseWorld } from './test-kit';
import { insertOrders, setOrder } from '../../lines/aligners/testing/case-kit';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOON_MS = 12 * 60 * 60 * 1000;

describe.each(DATABASE_KINDS)('worktable on %s', (kind) => {
  const { w, api } = useCaseWorld(kind);

  // The device's start of today and its calendar day (any fixed pair works: the server takes both from the device).
  const from = Date.UTC(2030, 4, 10, 16); // 2030-05-11 00:00 at UTC+8
  const today = '2030-05-11';

  it('counts the cases waiting for the clinic per product line (every line but the mall)', async () => {
    const { clinicId, admin, patientId } = await addClinicWithAdmin(w, 'Counting');
    const seed = (status: number, productLine = 1) => ({ clinicId, patientId, createdBy: admin.id, status, productLine });
    await insertOrders(w.app, [seed(10), seed(14), seed(21), seed(24), seed(25), seed(2), seed(26), seed(1), seed(25, 2), seed(4, 2)]);
    await insertOrders(w.app, [{ ...seed(10), clinicId: w.clinicA, patientId: w.patientA }]);
    const response = await api.post(CASE_PATHS.worktable, admin.headers, { from, today });
    expect(response.statusCode, response.body).toBe(200);
    const { lines } = response.json().data as TWorktable;
    expect(lines.map((line) => line.productLine)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(lines.slice(0, 3)).toEqual([
      { productLine: 1, needsAction: 5 },
      { productLine: 2, needsAction: 1 },
      { productLine: 3, needsAction: 0 },
    ]);
    expect(codeOf(await api.post(CASE_PATHS.worktable, w.factory.headers, { from, today }))).toEqual([403, 403]);
  });

  it('lists pickups in [from, from + days) and expected deliveries of shipped orders in the window, soonest first', async () => {
    const { clinicId, admin, patientId } = await addClinicWithAdmin(w, 'Upcoming');
    const seed = (status: number, pickupAt: number | null = null) => ({ clinicId, patientId, createdBy: admin.id, status, pickupAt });
    const [atStart, lastMs, atEnd, before, cancelled] = await insertOrders(w.app, [
      seed(2, from),
      seed(4, from + 7 * DAY_MS - 1),
      seed(2, from + 7 * DAY_MS),
      seed(2, from - 1),
      seed(3, from + DAY_MS),
    ]);
    const [today0, day6, day7, yesterday, received, notShipped] = await insertOrders(w.app, [seed(24), seed(24), seed(24), seed(24), seed(24), seed(23)]);
    await addShipment(w, today0!, '2030-05-11');
    await addShipment(w, day6!, '2030-05-17');
    await addShipment(w, day7!, '2030-05-18');
    await addShipment(w, yesterday!, '2030-05-10');
    await addShipment(w, received!, '2030-05-12');
    await w.app.db.kysely.updateTable('order_shipments').set({ received_at: Date.now() }).where('order_id', '=', received!).execute();
    await addShipment(w, notShipped!, '2030-05-12');
    const response = await api.post(CASE_PATHS.worktable, admin.headers, { from, today });
    expect(response.statusCode, response.body).toBe(200);
    const { upcoming } = response.json().data as TWorktable;
    expect(upcoming.map((item) => [item.kind, item.orderId, item.at])).toEqual([
      ['pickup', atStart, from],
      ['delivery', today0, from + NOON_MS],
      ['delivery', day6, from + 6 * DAY_MS + NOON_MS],
      ['pickup', lastMs, from + 7 * DAY_MS - 1],
    ]);
    expect(upcoming[0]).toMatchObject({ orderType: 1, patientName: 'Upcoming patient' });
    expect([atEnd, before, cancelled]).not.toContain(upcoming[0]!.orderId);
    const oneDay = (await api.post(CASE_PATHS.worktable, admin.headers, { from, today, days: 1 })).json().data as TWorktable;
    expect(oneDay.upcoming.map((item) => item.orderId)).toEqual([atStart, today0]);
    await setOrder(w.app, today0!, { status: 25 });
    const afterReceipt = (await api.post(CASE_PATHS.worktable, admin.headers, { from, today, days: 1 })).json().data as TWorktable;
    expect(afterReceipt.upcoming.map((item) => item.orderId)).toEqual([atStart]);
  });
});
