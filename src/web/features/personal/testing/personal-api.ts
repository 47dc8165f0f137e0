import { http, HttpResponse, type JsonBodyType } from 'msw';
import {
  ADDRESS_FIELDS,
  type TAddAddressRequest,
  type TAddress,
  type TUpdateAddressRequest,
} from '../../../../domain/clinics/addresses';
import {
  DESIGN_PREFERENCE_FIELDS,
  type TDesignPreference,
  type TEditDesignPreferenceRequest,
} from '../../../../domain/clinics/design-preferences';
import { mergeEdit } from '../../../../domain/edits/field-merge';
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

/** An edit refused by the field merge, as the server answers it (HTTP 409, the fields in `data.conflicts`). */
export const editConflict = (conflicts: readonly string[]) =>
  failure(409, `Someone else changed ${conflicts.join(', ')} while you were editing.`, { conflicts: [...conflicts] });

/**
 * The four address routes over an in-memory list, as the server keeps it (an update merged field by field against its
 * `base`, as domain/edits/field-merge.ts does); `calls` records path and body.
 */
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
      const stored = addresses[index];
      if (!stored) return failure(404, 'Not found.');
      const { id, base, ...mine } = body;
      const { merged, conflicts } = mergeEdit(ADDRESS_FIELDS, stored, { ...stored, ...mine }, base);
      if (conflicts.length > 0) return editConflict(conflicts);
      addresses[index] = { ...merged, id };
      return success(addresses[index]);
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

/**
 * GET design /preference and POST /preference/edit over one stored preference (an edit merged field by field against
 * its `base`, as the server does); `stored.current` is what another tab may change, `bodies` records each edit.
 */
export function designPreferenceHandlers(initial: TDesignPreference) {
  const stored = { current: initial, isSaved: true };
  const bodies: TEditDesignPreferenceRequest[] = [];
  const handlers = [
    http.get(apiUrl('design', '/preference'), () => success({ ...stored.current, isSaved: stored.isSaved })),
    http.post(apiUrl('design', '/preference/edit'), async ({ request }) => {
      const body = (await request.json()) as TEditDesignPreferenceRequest;
      bodies.push(body);
      const { base, ...mine } = body;
      const { merged, conflicts } = mergeEdit(DESIGN_PREFERENCE_FIELDS, stored.current, mine, base);
      if (conflicts.length > 0) return editConflict(conflicts);
      stored.current = merged;
      stored.isSaved = true;
      return success({ ...merged, isSaved: true });
    }),
  ];
  return { handlers, stored, bodies };
}
