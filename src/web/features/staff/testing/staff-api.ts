import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { TEmployee } from '../../../../domain/clinics/employees';
import type { TPageRequest } from '../../../../domain/clinics/fields';
import { apiUrl } from '../../../testing/session-generators';

export const success = (data: JsonBodyType = null, msg = 'Success') => HttpResponse.json({ code: 200, msg, data });

/** An error envelope: HTTP 400 (or the code's own status) with the body code, message and details. */
export const failure = (code: number, msg: string, data: JsonBodyType = null) =>
  HttpResponse.json({ code, msg, data }, { status: code >= 400 && code <= 599 ? code : 400 });

export function buildEmployee(overrides: Partial<TEmployee> = {}): TEmployee {
  const employeeId = overrides.employeeId ?? 1;
  return {
    employeeId,
    clinicId: 11,
    userId: null,
    realName: `Staff ${employeeId}`,
    phone: `139${String(employeeId).padStart(8, '0')}`,
    idNumber: null,
    job: 'nurse',
    jobType: 'official',
    workType: 'full-time',
    workStatus: 'in-service',
    position: 'Chairside',
    entryDate: '2024-03-01',
    departureDate: '2026-03-01',
    remark: '',
    titlePost: null,
    bookable: false,
    registrable: false,
    certPath: null,
    idCardPath: null,
    hidePrices: false,
    isAdmin: false,
    isDoctor: false,
    ...overrides,
  };
}

/** A clinic of `count` staff behind POST employee/list, paged as the server does; `requests` records each body. */
export function employeeListHandler(
  count: number,
  build: (id: number) => TEmployee = (id) => buildEmployee({ employeeId: id }),
) {
  const employees = Array.from({ length: count }, (_, index) => build(index + 1));
  const requests: TPageRequest[] = [];
  const handler = http.post(apiUrl('tenant', '/v1/employee/list'), async ({ request }) => {
    const page = (await request.json()) as TPageRequest;
    requests.push(page);
    const start = (page.pageIndex - 1) * page.pageSize;
    return success({ list: employees.slice(start, start + page.pageSize), total: employees.length });
  });
  return { handler, requests, employees };
}

/** A valid 18-character resident ID (check character computed for 11010519491231002). */
export const VALID_ID_NUMBER = '11010519491231002X';
