import { personasOf, resourcesFor } from '../../domain/accounts/permissions';
import type { TClinicChoice } from '../../domain/accounts/sign-in';
import type { TWebSession } from '../lib/session/session-store';

export function buildClinic(overrides: Partial<TClinicChoice> = {}): TClinicChoice {
  return {
    clinicId: 11,
    clinicName: 'Bright Smile Clinic',
    isCompany: false,
    isChain: false,
    isAdmin: false,
    isDoctor: false,
    ...overrides,
  };
}

/**
 * The resource list of a clinic admin who is a doctor (every clinic button), or of a factory user in `factoryRole`:
 * screens' tests see every button unless the test is about permissions (then it passes `resources`, e.g.
 * `resourcesFor(['nurse'])`).
 */
function defaultResources(overrides: Partial<TWebSession>) {
  if (overrides.isFactory) return resourcesFor(personasOf({ isFactory: true, factoryRole: overrides.factoryRole ?? 'admin', role: null, isDoctor: false }));
  return resourcesFor(['clinicAdmin', 'doctor']);
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
    // A factory user of the tests is a factory admin (every move) unless the test says which role.
    factoryRole: overrides.isFactory ? 'admin' : null,
    userAuth: 2,
    orgAuth: 1,
    resources: defaultResources(overrides),
    hasQuotaPermission: false,
    companyId: null,
    email: null,
    userInfo: { age: null, avatar: null, birthDay: null },
    orderShowType: 'listShow',
    couponReceiveCount: 0,
    unpaidCount: 0,
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
