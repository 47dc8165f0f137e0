import type { TClinicChoice } from '../../domain/accounts/sign-in';
import type { TWebSession } from '../lib/session/session-store';

export function buildClinic(overrides: Partial<TClinicChoice> = {}): TClinicChoice {
  return {
    clinicId: 11,
    clinicName: 'Bright Smile Clinic',
    isCompany: false,
    isChain: false,
    isAdmin: false,
    ...overrides,
  };
}

/** A signed-in doctor of one clinic, authenticated, not a factory user; override what the test is about. */
export function buildSession(overrides: Partial<TWebSession> = {}): TWebSession {
  return {
    userId: 7,
    name: 'Dr. Ada Lin',
    avatar: null,
    phone: '13800000000',
    clinicId: 11,
    clinicList: [buildClinic()],
    isFactory: false,
    userAuth: 2,
    orgAuth: 1,
    resources: [],
    hasQuotaPermission: false,
    ...overrides,
  };
}

/** Two clinics and none chosen yet: the clinic picker's case. */
export function buildMultiClinicSession(overrides: Partial<TWebSession> = {}): TWebSession {
  return buildSession({
    clinicId: null,
    clinicList: [
      buildClinic({ clinicId: 11, clinicName: 'Bright Smile Clinic' }),
      buildClinic({ clinicId: 12, clinicName: 'Harbour Dental Group', isCompany: true, isChain: true, isAdmin: true }),
    ],
    ...overrides,
  });
}

export const envelope = (data: unknown, code = 200, msg = '') => ({ code, msg, data, extra: null });
export const apiUrl = (service: string, path: string) => `${window.location.origin}/api/${service}${path}`;
