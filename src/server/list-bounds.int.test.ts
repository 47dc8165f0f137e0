import { describe, expect, it } from 'vitest';
import { KEYSET_PAGE_MAX } from '../domain/paging/keyset';
import { LANGUAGE_HEADER } from '../domain/locale';
import type { PrincipalName } from './testing/principals';
import { DATABASE_KINDS } from './testing/test-database';
import { appWithWorld } from './testing/world-hooks';

/**
 * Every list that grows without bound answers a bounded page: the lists the spec pages by number (pageIndex,
 * pageSize of 10, 20, 30, 50) refuse a larger page, and the keyset-paged ones (domain/paging/keyset.ts) a `limit`
 * beyond KEYSET_PAGE_MAX; each refusal is a 400 in the request's language.
 */
const NUMBERED: [route: string, principal: PrincipalName, body?: object][] = [
  ['/api/order/v1/case/list', 'doctorA'],
  ['/api/order/v1/order/list', 'doctorA'],
  ['/api/emr/v1/patient/list', 'doctorA'],
  ['/api/tenant/v1/employee/list', 'adminA'],
  ['/api/tenant/v1/account/list-related-clinic', 'doctorA'],
  ['/api/tenant/v1/account/list-apply-clinic', 'adminA'],
  ['/api/order/order-notify/list', 'doctorA'],
  ['/api/order/v1/factory/case/queue', 'factory'],
  ['/api/tenant/factory/auth/list', 'factory', { kind: 'company' }],
];

describe.each(DATABASE_KINDS)('list bounds on %s', (kind) => {
  const held = appWithWorld(kind);

  const post = async (principal: PrincipalName, url: string, payload: object, language = 'zh') =>
    held.t.app.inject({
      method: 'POST',
      url,
      headers: { ...(await held.world.headersFor(principal)), [LANGUAGE_HEADER]: language },
      payload,
    });

  it.each(NUMBERED)('%s takes the largest page of the spec and refuses a larger one', async (url, principal, body = {}) => {
    const largest = await post(principal, url, { ...body, pageIndex: 1, pageSize: 50 });
    expect(largest.statusCode, largest.body).toBe(200);
    const refused = await post(principal, url, { ...body, pageIndex: 1, pageSize: 51 });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().msg).toContain('每页条数请选择 10、20、30 或 50。');
  });

  it('refuses a keyset page beyond the largest, in the request’s language', async () => {
    for (const url of ['/api/emr/v1/clinicImage/list', '/api/emr/v1/patient/model/list']) {
      const refused = await post('doctorA', url, { patientId: 1, limit: KEYSET_PAGE_MAX + 1 }, 'ru');
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().msg).toContain('Запрашивайте от 1 до 50 строк на странице.');
    }
  });
});
