import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { TAddAddressRequest, TAddress, TUpdateAddressRequest } from '../../../../domain/clinics/addresses';
import type { TRelatedClinic } from '../../../../domain/clinics/company';
import type { TPageRequest } from '../../../../domain/clinics/fields';
import { apiUrl } from '../../../testing/session-generators';

export const success = (data: JsonBodyType = null, msg = 'Success') => HttpResponse.json({ code: 200, msg, data });

/** An error envelope: HTTP 400 (or the code's own status) with the body code, message and details. */
export const failure = (code: number, msg: string, data: JsonBodyType = null) =>
  HttpResponse.json({ code, msg, data }, { status: code >= 400 && code <= 599 ? code : 400 });

export function buildRelatedClinic(overrides: Partial<TRelatedClinic> = {}): TRelatedClinic {
  const clinicId = overrides.clinicId ?? 11;
  return {
    clinicId,
    clinicName: `Clinic ${clinicId}`,
    status: 'approved',
    firstName: 'Ada',
    remark: null,
    isAdmin: false,
    isMain: true,
    createdAt: Date.UTC(2025, 0, 15),
    ...overrides,
  };
}

/** POST list-related-clinic over `clinics`, paged as the server does; `requests` records each body. */
export function relatedClinicsHandler(clinics: TRelatedClinic[]) {
  const requests: TPageRequest[] = [];
  const handler = http.post(apiUrl('tenant', '/v1/account/list-related-clinic'), async ({ request }) => {
    const page = (await request.json()) as TPageRequest;
    requests.push(page);
    const start = (page.pageIndex - 1) * page.pageSize;
    return success({ list: clinics.slice(start, start + page.pageSize), total: clinics.length });
  });
  return { handler, requests };
}

export function buildAddress(overrides: Partial<TAddress> = {}): TAddress {
  return {
    id: 1,
    province: 'Guangdong',
    city: 'Shenzhen',
    district: 'Nanshan',
    address: '1 Science Park Road',
    name: 'Ada Lin',
    phone: '13800000001',
    ...overrides,
  };
}

/** The four address routes over an in-memory list, as the server keeps it; `calls` records path and body. */
export function addressHandlers(initial: TAddress[] = []) {
  const addresses = [...initial];
  const calls: { path: string; body: unknown }[] = [];
  let nextId = Math.max(0, ...addresses.map((address) => address.id)) + 1;
  const route = (path: string) => apiUrl('tenant', `/v1/address/${path}`);
  const handlers = [
    http.post(route('list'), () => success([...addresses])),
    http.post(route('add'), async ({ request }) => {
      const body = (await request.json()) as TAddAddressRequest;
      calls.push({ path: 'add', body });
      const address = { ...body, id: nextId++ };
      addresses.push(address);
      return success(address);
    }),
    http.post(route('update'), async ({ request }) => {
      const body = (await request.json()) as TUpdateAddressRequest;
      calls.push({ path: 'update', body });
      const index = addresses.findIndex((address) => address.id === body.id);
      if (index < 0) return failure(404, 'Not found.');
      addresses[index] = body;
      return success(body);
    }),
    http.post(route('delete'), async ({ request }) => {
      const body = (await request.json()) as { id: number };
      calls.push({ path: 'delete', body });
      const index = addresses.findIndex((address) => address.id === body.id);
      if (index < 0) return failure(404, 'Not found.');
      addresses.splice(index, 1);
      return success(null, 'Deleted successfully.');
    }),
  ];
  return { handlers, calls, addresses };
}
