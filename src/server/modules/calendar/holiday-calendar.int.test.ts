import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLIDAY_PATHS, type THolidayYearView } from '../../../domain/calendar/holiday-api';
import { CASE_PATHS } from '../../../domain/orders/paths';
import { sessionHeaders } from '../../testing/fixtures';
import { createCaseWorld, orderApi, type CaseWorld } from '../cases/test-kit';
import { setOrder, submitNewCase } from '../../lines/aligners/testing/case-kit';
import { runAdminCommand } from '../factory-staff';
import { DATABASE_KINDS } from '../../testing/test-database';
import { isWorkingDayOnServer } from './holiday-calendar';

const TEST_FACTORY_CODE = 'TST';

describe.each(DATABASE_KINDS)('the holiday calendar on %s', (kind) => {
  let w: CaseWorld;
  let admin: Record<string, string>;
  let reviewer: Record<string, string>;
  const post = (path: string, headers: Record<string, string>, payload: object) =>
    w.app.inject({ method: 'POST', url: `/api/platform${path}`, headers, payload });
  const yearsOf = async (headers: Record<string, string>, fromYear: number, toYear: number) =>
    (await post(HOLIDAY_PATHS.list, headers, { fromYear, toYear })).json().data as THolidayYearView[];

  beforeAll(async () => {
    w = await createCaseWorld(kind);
    const db = w.app.db.kysely;
    const flags = { generatePassword: () => 'Generated-Pass-9' };
    // The case world's factory user works at the fixture's factory (TST) of its manufacturer: staff join it.
    for (const [phone, role] of [
      ['13700000051', 'admin'],
      ['13700000052', 'reviewer'],
    ] as const)
      await runAdminCommand(db, ['add-factory-user'], {
        ...flags,
        factory: [TEST_FACTORY_CODE],
        phone,
        name: `Staff ${role}`,
        role,
        password: 'Factory-Pass-1',
      });
    const idOf = async (phone: string) =>
      (await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;
    admin = await sessionHeaders(w.app, await idOf('13700000051'), null);
    reviewer = await sessionHeaders(w.app, await idOf('13700000052'), null);
  });
  afterAll(async () => w.t.close());

  it('is seeded with China’s published years, make-up working days included', async () => {
    const [year2026] = await yearsOf(w.doctorA.headers, 2026, 2026);
    expect(year2026?.workdays).toEqual([
      '2026-01-04',
      '2026-02-14',
      '2026-02-28',
      '2026-05-09',
      '2026-09-20',
      '2026-10-10',
    ]);
    expect(year2026?.holidays).toContain('2026-10-01');
    expect(year2026?.updatedBy).toBeNull();
    expect((await yearsOf(w.doctorA.headers, 2004, 2013)).map((year) => year.year)).toEqual([
      2004, 2005, 2006, 2007, 2008, 2009, 2010, 2011, 2012, 2013,
    ]);
    expect(await yearsOf(w.doctorA.headers, 2090, 2091)).toEqual([]);
    const db = w.app.db.kysely;
    expect(await isWorkingDayOnServer(db, '2026-10-10')).toBe(true); // Saturday, a make-up working day
    expect(await isWorkingDayOnServer(db, '2026-10-11')).toBe(false); // Sunday
    expect(await isWorkingDayOnServer(db, '2026-10-01')).toBe(false); // Thursday, National Day
    expect(await isWorkingDayOnServer(db, '2090-01-02')).toBe(true); // a Monday of a year without lists
  });

  it('is read by signed-in users only, ten years at a time at most', async () => {
    expect((await post(HOLIDAY_PATHS.list, {}, { fromYear: 2026, toYear: 2026 })).statusCode).toBe(401);
    expect((await post(HOLIDAY_PATHS.list, w.doctorA.headers, { fromYear: 2020, toYear: 2029 })).statusCode).toBe(200);
    expect((await post(HOLIDAY_PATHS.list, w.doctorA.headers, { fromYear: 2020, toYear: 2030 })).statusCode).toBe(400);
    expect((await post(HOLIDAY_PATHS.list, w.doctorA.headers, { fromYear: 2027, toYear: 2026 })).statusCode).toBe(400);
    expect((await post(HOLIDAY_PATHS.list, w.doctorA.headers, { fromYear: 1899, toYear: 1900 })).statusCode).toBe(400);
  });

  it('lets a factory admin replace a year, and nobody else', async () => {
    const year2027 = { year: 2027, holidays: ['2027-02-08', '2027-02-09', '2027-02-08'], workdays: ['2027-02-20'] };
    for (const headers of [{}, w.doctorA.headers, w.adminA.headers, reviewer]) {
      const refused = await post(HOLIDAY_PATHS.save, headers, year2027);
      expect([401, 403]).toContain(refused.statusCode);
    }
    expect(await yearsOf(admin, 2027, 2027)).toEqual([]);
    const saved = await post(HOLIDAY_PATHS.save, admin, year2027);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data[0]).toMatchObject({
      year: 2027,
      holidays: ['2027-02-08', '2027-02-09'],
      workdays: ['2027-02-20'],
      updatedBy: 'Staff admin',
    });
    expect(await isWorkingDayOnServer(w.app.db.kysely, '2027-02-20')).toBe(true);
    const again = await post(HOLIDAY_PATHS.save, admin, { year: 2027, holidays: [], workdays: ['2027-02-21'] });
    expect(again.json().data[0]).toMatchObject({ holidays: [], workdays: ['2027-02-21'] });
    const audit = await w.app.db.kysely
      .selectFrom('audit_events')
      .select('subject')
      .where('action', '=', 'holiday-year-saved')
      .execute();
    expect(audit).toHaveLength(2);
  });

  it('refuses a bad year with a message and changes nothing', async () => {
    const before = await yearsOf(admin, 2026, 2026);
    for (const body of [
      { year: 2026, holidays: ['2027-01-01'], workdays: [] },
      { year: 2026, holidays: ['2026-10-10'], workdays: ['2026-10-10'] },
      { year: 2026, holidays: ['2026-02-30'], workdays: [] },
      { year: 2101, holidays: [], workdays: [] },
    ]) {
      const refused = await post(HOLIDAY_PATHS.save, { ...admin, 'accept-language': 'zh' }, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().msg).toBeTruthy();
    }
    expect(await yearsOf(admin, 2026, 2026)).toEqual(before);
  });

  it('has the factory ship only for delivery on a working day', async () => {
    const api = orderApi(w.app);
    const orderId = await submitNewCase(w);
    await setOrder(w.app, orderId, { status: 23, pending_up: 1, pending_down: 1 });
    // A year ahead: a Sunday made a holiday-free weekend day is refused, the Saturday listed as a working day passes.
    const year = new Date().getUTCFullYear() + 1;
    const saturday = firstWeekday(year, 6);
    const sunday = firstWeekday(year, 7);
    await post(HOLIDAY_PATHS.save, admin, { year, holidays: [], workdays: [saturday] });
    const ship = (estimatedDelivery: string) =>
      api.post(CASE_PATHS.factoryShip, w.factory.headers, {
        orderId,
        expectedStatus: 23,
        carrier: 'SF',
        trackingNo: 'T1',
        estimatedDelivery,
      });
    const refused = await ship(sunday);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('Choose a working day: this day is a weekend or a public holiday.');
    expect((await ship(saturday)).statusCode).toBe(200);
  });
});

function firstWeekday(year: number, isoWeekday: number): string {
  for (let date = 1; ; date += 1) {
    const at = new Date(Date.UTC(year, 2, date));
    if ((at.getUTCDay() || 7) === isoWeekday) return at.toISOString().slice(0, 10);
  }
}
