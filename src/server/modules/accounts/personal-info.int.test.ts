import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSession } from '../../../domain/accounts/sign-in';
import { DATABASE_KINDS } from '../../testing/test-database';
import { createCaseWorld, type CaseWorld } from '../cases/test-kit';
import { setOrder, submitNewCase } from '../../lines/aligners/testing/case-kit';

const TENANT = '/api/tenant';

describe.each(DATABASE_KINDS)('the session fields and personal info on %s', (kind) => {
  let w: CaseWorld;
  beforeAll(async () => {
    w = await createCaseWorld(kind);
  });
  afterAll(async () => w.t.close());

  const post = (url: string, headers: CaseWorld['doctorA']['headers'], payload?: object) =>
    w.app.inject({ method: 'POST', url: `${TENANT}${url}`, headers, ...(payload ? { payload } : {}) });
  const sessionOf = async (headers: CaseWorld['doctorA']['headers']) =>
    (await post('/account/info', headers)).json().data as TSession;

  it('a fresh user has the spec defaults: no company, no e-mail, age unknown, list view, nothing to claim or pay', async () => {
    expect(await sessionOf(w.doctorA.headers)).toMatchObject({
      companyId: null,
      email: null,
      userInfo: { age: null, avatar: null, birthDay: null },
      orderShowType: 'listShow',
      couponReceiveCount: 0,
      unpaidCount: 0,
    });
  });

  it('the session’s age follows the age rule from the birth day saved with personal info', async () => {
    const year = new Date().getFullYear();
    const saved = await post('/account/update-info', w.doctorA.headers, {
      name: 'Dr Ada',
      email: 'ada@example.cn',
      birthDay: `${year - 40}-01-01`,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      email: 'ada@example.cn',
      userInfo: { birthDay: `${year - 40}-01-01`, age: 40 },
    });
    expect((await sessionOf(w.doctorA.headers)).userInfo.age).toBe(40);
  });

  it('remembers the case list view per user and refuses a view that does not exist', async () => {
    expect(
      (await post('/account/order-show-type', w.adminB.headers, { orderShowType: 'cardShow' })).json().data
        .orderShowType,
    ).toBe('cardShow');
    expect((await sessionOf(w.adminB.headers)).orderShowType).toBe('cardShow');
    expect((await sessionOf(w.doctorA.headers)).orderShowType).toBe('listShow');
    expect((await post('/account/order-show-type', w.adminB.headers, { orderShowType: 'gridShow' })).statusCode).toBe(
      400,
    );
  });

  it('has one personal-info write: the old POST /account/personal-info is gone', async () => {
    expect(w.app.hasRoute({ method: 'POST', url: `${TENANT}/account/personal-info` })).toBe(false);
    expect(w.app.hasRoute({ method: 'GET', url: `${TENANT}/account/personal-info` })).toBe(false);
  });

  it('counts the clinic’s open payment orders as unpaid, not paid ones nor other clinics’', async () => {
    const orderId = await submitNewCase(w);
    await setOrder(w.app, orderId, { due_cents: 320_000, due_final: 1 });
    expect((await sessionOf(w.doctorA.headers)).unpaidCount).toBe(1);
    expect((await sessionOf(w.adminB.headers)).unpaidCount).toBe(0);
    await setOrder(w.app, orderId, { due_cents: null });
    expect((await sessionOf(w.doctorA.headers)).unpaidCount).toBe(0);
  });

  it('names the company: a chain branch its main clinic, a company clinic itself', async () => {
    const db = w.app.db.kysely;
    await db.updateTable('clinics').set({ is_company: 1, is_chain: 1 }).where('id', '=', w.clinicB).execute();
    expect((await sessionOf(w.adminB.headers)).companyId).toBe(w.clinicB);
    await db
      .updateTable('clinics')
      .set({ is_chain: 1, main_clinic_id: w.clinicB })
      .where('id', '=', w.clinicA)
      .execute();
    expect((await sessionOf(w.doctorA.headers)).companyId).toBe(w.clinicB);
  });
});
