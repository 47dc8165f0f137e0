import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSession } from '../../../domain/accounts/sign-in';
import { DATABASE_KINDS } from '../../testing/test-database';
import { createCaseWorld, setOrder, submitNewCase, type CaseWorld } from '../cases/test-kit';

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

  it('saves the e-mail and birth day of personal info; the age follows the age rule', async () => {
    const year = new Date().getFullYear();
    const saved = await post('/account/personal-info', w.doctorA.headers, {
      email: ' ada@example.cn ',
      birthDay: `${year - 40}`,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      email: 'ada@example.cn',
      userInfo: { birthDay: `${year - 40}`, age: 40 },
    });
    const slashed = await post('/account/personal-info', w.doctorA.headers, {
      email: '',
      birthDay: `${year - 30}/01/01`,
    });
    expect(slashed.json().data).toMatchObject({ email: null, userInfo: { birthDay: `${year - 30}/01/01`, age: 30 } });
    expect((await sessionOf(w.doctorA.headers)).userInfo.age).toBe(30);
  });

  it.each([
    [{ email: 'ada@example', birthDay: '' }, 'Enter a valid e-mail address, such as name@example.com. (email)'],
    [{ email: 'ada @example.cn', birthDay: '' }, 'Enter a valid e-mail address, such as name@example.com. (email)'],
    [
      { email: `${'a'.repeat(250)}@example.cn`, birthDay: '' },
      'Enter a valid e-mail address, such as name@example.com. (email)',
    ],
    [
      { email: '', birthDay: '1990.01.01' },
      'Enter a past birth year (YYYY) or date (YYYY-MM-DD or YYYY/MM/DD). (birthDay)',
    ],
    [
      { email: '', birthDay: '1990-02-30' },
      'Enter a past birth year (YYYY) or date (YYYY-MM-DD or YYYY/MM/DD). (birthDay)',
    ],
    [
      { email: '', birthDay: `${new Date().getFullYear() + 2}` },
      'Enter a past birth year (YYYY) or date (YYYY-MM-DD or YYYY/MM/DD). (birthDay)',
    ],
  ])('refuses %j with a localized 400 and keeps what was saved', async (payload, message) => {
    const before = await sessionOf(w.adminA.headers);
    const refused = await post('/account/personal-info', w.adminA.headers, payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe(message);
    const after = await sessionOf(w.adminA.headers);
    expect({ email: after.email, userInfo: after.userInfo }).toEqual({
      email: before.email,
      userInfo: before.userInfo,
    });
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

  it('asks to be signed in before reading the body', async () => {
    const anonymous = await w.app.inject({ method: 'POST', url: `${TENANT}/account/personal-info`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
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
