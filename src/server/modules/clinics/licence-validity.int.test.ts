import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionHeaders } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { DATABASE_KINDS } from '../../testing/test-database';
import { createClinicsTestApp, poster, uploadedFile } from './test-kit';

describe.each(DATABASE_KINDS)('licence validity periods on %s', (kind) => {
  let t: TestApp;
  let post: ReturnType<typeof poster>;
  beforeAll(async () => {
    t = await createClinicsTestApp(kind);
    post = poster(t);
  });
  afterAll(async () => t.close());

  async function newApplicant() {
    const user = await createUser(t.app.db.kysely);
    const headers = await sessionHeaders(t.app, user.id, null);
    const licence = await uploadedFile(t.app, user.id, 'licence');
    return { headers, base: { companyName: `Clinic ${user.id}`, permitLicense: licence, businessLicense: licence } };
  }

  it('keeps the periods sent with the licences; the company and the factory reviewer read them back', async () => {
    const { headers, base } = await newApplicant();
    const permitValidity = { validFrom: '2022-01-01', validTo: '2026-12-31' };
    const created = await post('/api/tenant/v1/company/create', headers, {
      ...base,
      permitValidity,
      businessValidity: null,
    });
    expect(created.statusCode).toBe(200);
    // Creating the company made it the session's clinic.
    const info = (await post('/api/tenant/v1/org-auth-info', headers)).json().data;
    expect(info).toMatchObject({ permitValidity, businessValidity: null });

    const factory = await createUser(t.app.db.kysely, { isFactory: true, factoryRole: 'reviewer' });
    const list = await post('/api/tenant/factory/auth/list', await sessionHeaders(t.app, factory.id, null), {
      kind: 'company',
    });
    const item = list
      .json()
      .data.list.find((entry: { clinicId: number }) => entry.clinicId === created.json().data.companyId);
    expect(item.validities).toEqual({ permitLicense: permitValidity });
  });

  it('a company sent without periods has none (older clients leave them out)', async () => {
    const { headers, base } = await newApplicant();
    const created = await post('/api/tenant/v1/company/create', headers, base);
    expect(created.statusCode).toBe(200);
  });

  it.each([
    [{ permitValidity: { validFrom: '2026-01-02', validTo: '2026-01-01' } }, 'permitValidity.validTo'],
    [{ businessValidity: { validFrom: '2026-01-01', validTo: '' } }, 'businessValidity.validTo'],
    [{ businessValidity: { validFrom: '2026/01/01', validTo: '2027-01-01' } }, 'businessValidity.validFrom'],
  ])('refuses %j on the field at fault, with a localized message', async (periods, path) => {
    const { headers, base } = await newApplicant();
    const refused = await post(
      '/api/tenant/v1/company/create',
      { ...headers, language: 'RU' },
      { ...base, ...periods },
    );
    expect(refused.statusCode).toBe(400);
    const fields = refused.json().data.fields as { path: string; message: string }[];
    expect(fields.map((field) => field.path)).toEqual([path]);
    expect(fields[0]!.message).toMatch(/[а-я]/i);
  });
});
