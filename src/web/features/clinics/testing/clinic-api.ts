import { http, HttpResponse } from 'msw';
import type { TClinicApplication, TOrgAuthInfo, TRelatedClinic } from '../../../../domain/clinics/company';
import type { TDoctorAuthInfo } from '../../../../domain/clinics/doctor-auth';
import { server } from '../../../testing/msw-server';
import { apiUrl, envelope } from '../../../testing/session-generators';

export function buildRelatedClinic(overrides: Partial<TRelatedClinic> = {}): TRelatedClinic {
  return {
    clinicId: 11,
    clinicName: 'Bright Smile Clinic',
    status: 'approved',
    firstName: 'Ada',
    remark: null,
    isAdmin: false,
    isMain: true,
    createdAt: Date.UTC(2025, 0, 10),
    ...overrides,
  };
}

export function buildApplication(overrides: Partial<TClinicApplication> = {}): TClinicApplication {
  return {
    id: 501,
    clinicId: 11,
    userId: 42,
    firstName: 'Li Wei',
    userName: 'liwei',
    phone: '13912345678',
    status: 'pending',
    remark: null,
    createdAt: Date.UTC(2025, 2, 3),
    decidedAt: null,
    ...overrides,
  };
}

export function buildOrgAuth(overrides: Partial<TOrgAuthInfo> = {}): TOrgAuthInfo {
  return {
    clinicId: 11,
    companyId: 11,
    companyName: 'Bright Smile Clinic',
    permitLicense: {
      path: 'licence/p.png',
      prefix: 'https://store.example/',
      url: 'https://store.example/licence/p.png',
    },
    businessLicense: {
      path: 'licence/b.png',
      prefix: 'https://store.example/',
      url: 'https://store.example/licence/b.png',
    },
    permitValidity: null,
    businessValidity: null,
    isMain: true,
    isChain: false,
    authStatus: 0,
    orgAuth: 0,
    userId: 7,
    rejectReason: null,
    ...overrides,
  };
}

export function buildDoctorAuthInfo(overrides: Partial<TDoctorAuthInfo> = {}): TDoctorAuthInfo {
  return {
    realName: 'Ada Lin',
    titlePost: 'attending-physician',
    idCardPath: {
      path: 'id-image/card.jpg',
      prefix: 'https://store.example/',
      url: 'https://store.example/id-image/card.jpg',
    },
    certPath: {
      path: 'id-image/cert.jpg',
      prefix: 'https://store.example/',
      url: 'https://store.example/id-image/cert.jpg',
    },
    authStatus: 3,
    rejectReason: 'The certificate photo is blurred.',
    hasUpdated: false,
    ...overrides,
  };
}

/** A POST route that answers `answer(body)` and records every body it got. */
export function recordPost(service: string, path: string, answer: (body: unknown) => Response): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl(service, path), async ({ request }) => {
      const text = await request.text();
      const body: unknown = text ? JSON.parse(text) : null;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

export const ok = (data: unknown, msg = '') => HttpResponse.json(envelope(data, 200, msg));
export const refused = (code: number, msg: string) => HttpResponse.json(envelope(null, code, msg), { status: 400 });
