import type { TSession } from '../../../domain/accounts/sign-in';
import { AUTH_DEFAULTS } from '../../../domain/constants';
import { LOGIN_PATH, signedOutRedirect } from './public-access';

export { LOGIN_PATH, loginPathFor } from './public-access';

/** Where sign-in goes when nothing else is asked for (decided in the accounts issue: the worktable). */
export const POST_SIGN_IN_PATH = '/home';
export const CLINIC_CHOICE_PATH = '/selectClinic';
export const DOCTOR_AUTHENTICATION_PATH = '/shuyaHome';
export const FACTORY_HOME_PATH = '/userFactory';
/** The doctor's overview across their clinics (docs/clinics.md): it needs no chosen clinic, so no clinic choice first. */
export const DOCTOR_HOME_PATH = '/userDoctor';
export const PERSONAL_CENTER_PATH = '/personalCenter';
/** Where the cloud-platform link codes lead (spec section 2). */
export const CLOUD_LINKING_PATH = '/personalCenter?currentLocation=6';

/** The login page's own query parameters, never forwarded to the target (`type=2` would change /confirmOrder). */
const LOGIN_OWN_PARAMS = ['redirect', 'type'];
/** Pages an unauthenticated doctor may still open: the authentication page, the clinic choice, the profile. */
const DOCTOR_AUTHENTICATION_EXEMPT_PATHS = [DOCTOR_AUTHENTICATION_PATH, CLINIC_CHOICE_PATH, PERSONAL_CENTER_PATH];

/** What the guard needs to know of the session. */
export type SessionFacts = Pick<TSession, 'clinicId' | 'clinicList' | 'isFactory' | 'userAuth'>;

export type AccessInput = {
  pathname: string;
  /** The query without its leading `?`. */
  search: string;
  /** The matched route is public (unknown paths are: they show the not-found page). */
  isPublic: boolean;
  /** The browser holds a session (remembered user or iframe token); the server may still say otherwise. */
  hasLocalSession: boolean;
  /** The page came with an iframe token, which skips the clinic bootstrap (spec section 2, embedding). */
  hasQueryToken: boolean;
  /** The session's facts, once known (cached or from the server); undefined while it loads. */
  session: SessionFacts | undefined;
};

export type ShiningCodes = { code: string; codeChallenge: string };

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; shiningCodes?: ShiningCodes }
  /** Signed in, but the session's facts are not known yet: wait for them (or say they cannot load). */
  | { kind: 'waitForSession' };

const allow: AccessDecision = { kind: 'allow' };
const redirect = (to: string): AccessDecision => ({ kind: 'redirect', to });

// Any base works: it only lets URL parse a path; a path that changes origin is not the app's own.
const BASE = 'https://app.invalid';

/** A path inside this app: starts with one `/`, and does not leave the origin (`//evil.example`, `/\evil`). */
export function isAppPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  try {
    return new URL(path, BASE).origin === BASE;
  } catch {
    return false;
  }
}

/**
 * The login page's redirect target with the login page's other query parameters appended (spec section 2), or
 * `fallback` when there is none or it is not a path of this app (no open redirect) or is the login page itself.
 */
export function redirectTarget(search: string, fallback: string): string {
  const params = new URLSearchParams(search);
  const target = params.get('redirect');
  if (!target || !isAppPath(target)) return fallback;
  const url = new URL(target, BASE);
  if (url.pathname === LOGIN_PATH) return fallback;
  for (const [key, value] of params) if (!LOGIN_OWN_PARAMS.includes(key)) url.searchParams.append(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A clinic user who belongs to no clinic yet (a freshly registered account): the screens that work on a clinic's
 * data warn instead (spec section 2, side menu) and lead to /clinicManage. Factory users never have a clinic.
 */
export function lacksClinic(session: Pick<SessionFacts, 'clinicList' | 'isFactory'>): boolean {
  return !session.isFactory && session.clinicList.length === 0;
}

/** Several clinics and none chosen yet: the user picks one (with exactly one, the server already chose it). */
export function needsClinicChoice(session: Pick<SessionFacts, 'clinicId' | 'clinicList'>): boolean {
  return session.clinicId === null && session.clinicList.length > 1;
}

export function clinicChoicePathFor(target: string): string {
  return target === POST_SIGN_IN_PATH || target === '/'
    ? CLINIC_CHOICE_PATH
    : `${CLINIC_CHOICE_PATH}?redirect=${encodeURIComponent(target)}`;
}

/** Where sign-in leads: the redirect target of /login (other parameters appended) or the worktable; the clinic choice first when needed. */
export function postSignInPath(session: SessionFacts, search: string, hasQueryToken = false): string {
  const target = redirectTarget(search, POST_SIGN_IN_PATH);
  return !hasQueryToken && needsClinicChoice(session) ? clinicChoicePathFor(target) : target;
}

function readShiningCodes(search: string): ShiningCodes | null {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  const codeChallenge = params.get('codeChallenge');
  return code && codeChallenge ? { code, codeChallenge } : null;
}

const isUnder = (pathname: string, area: string) => pathname === area || pathname.startsWith(`${area}/`);

/**
 * The access rule of spec section 2, as one pure decision. In order: cloud-linking codes on a signed-in visit;
 * /login when signed in; public routes; no session → /login?redirect; factory users only in the factory area;
 * the clinic choice (not for the doctor's overview, which looks across clinics); an unauthenticated doctor → /shuyaHome.
 */
export function decideAccess(input: AccessInput): AccessDecision {
  const { pathname, search, session } = input;
  const original = `${pathname}${search ? `?${search}` : ''}`;

  if (input.hasLocalSession) {
    const shiningCodes = readShiningCodes(search);
    if (shiningCodes) return { kind: 'redirect', to: CLOUD_LINKING_PATH, shiningCodes };
  }
  if (!input.hasLocalSession) {
    const to = signedOutRedirect(pathname, search, input.isPublic);
    return to ? redirect(to) : allow;
  }
  if (pathname === LOGIN_PATH) return redirect(redirectTarget(search, '/'));
  if (input.isPublic) return allow;
  if (!session) return { kind: 'waitForSession' };

  // Factory users never see clinic screens; clinic users have nothing to do in the factory area.
  const isFactoryArea = isUnder(pathname, FACTORY_HOME_PATH);
  if (session.isFactory)
    return isFactoryArea || isUnder(pathname, PERSONAL_CENTER_PATH) ? allow : redirect(FACTORY_HOME_PATH);
  if (isFactoryArea) return redirect('/');

  const isClinicFree = pathname === CLINIC_CHOICE_PATH || isUnder(pathname, DOCTOR_HOME_PATH);
  if (!input.hasQueryToken && needsClinicChoice(session) && !isClinicFree) {
    return redirect(clinicChoicePathFor(original));
  }
  if (
    session.userAuth !== AUTH_DEFAULTS.userAuth &&
    !DOCTOR_AUTHENTICATION_EXEMPT_PATHS.some((path) => isUnder(pathname, path))
  ) {
    return redirect(DOCTOR_AUTHENTICATION_PATH);
  }
  return allow;
}
