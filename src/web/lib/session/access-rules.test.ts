import { describe, expect, it } from 'vitest';
import { buildMultiClinicSession, buildSession } from '../../testing/session-generators';
import {
  decideAccess,
  isAppPath,
  postSignInPath,
  redirectTarget,
  type AccessDecision,
  type AccessInput,
} from './access-rules';

const doctor = buildSession();

function decide(path: string, overrides: Partial<AccessInput> = {}): AccessDecision {
  const [pathname = '/', search = ''] = path.split('?');
  return decideAccess({
    pathname,
    search,
    isPublic: false,
    hasLocalSession: true,
    hasQueryToken: false,
    session: doctor,
    ...overrides,
  });
}
const to = (decision: AccessDecision) => (decision.kind === 'redirect' ? decision.to : decision.kind);

describe('without a session', () => {
  const signedOut = { hasLocalSession: false, session: undefined };

  it('opens public routes and /login', () => {
    expect(decide('/register', { ...signedOut, isPublic: true })).toEqual({ kind: 'allow' });
    expect(decide('/login?type=2', { ...signedOut, isPublic: true })).toEqual({ kind: 'allow' });
    expect(decide('/login', { ...signedOut, isPublic: false })).toEqual({ kind: 'allow' });
  });

  it('sends every other route to /login with the full original path, query included', () => {
    expect(to(decide('/caseList?tab=2&page=3', signedOut))).toBe('/login?redirect=%2FcaseList%3Ftab%3D2%26page%3D3');
    expect(to(decide('/home', signedOut))).toBe('/login?redirect=%2Fhome');
  });

  it('sends / to plain /login: / is where sign-in leads anyway', () => {
    expect(to(decide('/', signedOut))).toBe('/login');
  });

  it('ignores cloud-linking codes until the visitor is signed in', () => {
    expect(decide('/login?code=a&codeChallenge=b', { ...signedOut, isPublic: true })).toEqual({ kind: 'allow' });
  });
});

describe('a signed-in user opening /login', () => {
  it('goes to the redirect target with the other query parameters appended', () => {
    expect(to(decide('/login?redirect=%2FcaseList%3Ftab%3D2&from=mail', { isPublic: true }))).toBe(
      '/caseList?tab=2&from=mail',
    );
  });

  it("goes to / without a target; the login page's own type parameter is never forwarded", () => {
    expect(to(decide('/login', { isPublic: true }))).toBe('/');
    expect(to(decide('/login?type=2', { isPublic: true }))).toBe('/');
    expect(to(decide('/login?redirect=%2FconfirmOrder&type=2', { isPublic: true }))).toBe('/confirmOrder');
  });

  it('decides before the session is known (no wait on /login)', () => {
    expect(to(decide('/login?redirect=%2Fhome', { isPublic: true, session: undefined }))).toBe('/home');
  });
});

describe('the redirect target', () => {
  it('accepts only paths of this app, never another origin', () => {
    expect(isAppPath('/caseList')).toBe(true);
    for (const target of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'caseList',
      '',
    ]) {
      expect(isAppPath(target)).toBe(false);
      expect(redirectTarget(`redirect=${encodeURIComponent(target)}`, '/')).toBe('/');
    }
  });

  it('never leads back to /login', () => {
    expect(redirectTarget('redirect=%2Flogin%3Fredirect%3D%252Fhome', '/')).toBe('/');
  });

  it('keeps a hash and appends repeated parameters', () => {
    expect(redirectTarget('redirect=%2FpatientCenter%3Fid%3D3%23images&tag=a&tag=b', '/')).toBe(
      '/patientCenter?id=3&tag=a&tag=b#images',
    );
  });
});

describe('cloud-platform linking codes on a signed-in visit', () => {
  it('stores code and codeChallenge and opens /personalCenter?currentLocation=6, from any route', () => {
    const expected = {
      kind: 'redirect',
      to: '/personalCenter?currentLocation=6',
      shiningCodes: { code: 'c0de', codeChallenge: 'ch4l' },
    };
    expect(decide('/home?code=c0de&codeChallenge=ch4l')).toEqual(expected);
    expect(decide('/login?code=c0de&codeChallenge=ch4l', { isPublic: true })).toEqual(expected);
    expect(decide('/home?code=c0de&codeChallenge=ch4l', { session: undefined })).toEqual(expected);
  });

  it('needs both codes, each non-empty', () => {
    expect(decide('/home?code=c0de')).toEqual({ kind: 'allow' });
    expect(decide('/home?code=&codeChallenge=ch4l')).toEqual({ kind: 'allow' });
  });
});

describe('signed in', () => {
  it('opens a private route for an authenticated doctor of one clinic', () => {
    expect(decide('/home')).toEqual({ kind: 'allow' });
    expect(decide('/', {})).toEqual({ kind: 'allow' });
  });

  it('waits for the session before applying the rules that need it', () => {
    expect(decide('/home', { session: undefined })).toEqual({ kind: 'waitForSession' });
  });

  it('opens public pages too', () => {
    expect(decide('/404', { isPublic: true, session: undefined })).toEqual({ kind: 'allow' });
  });
});

describe('factory users', () => {
  const factory = buildSession({ isFactory: true, clinicList: [], clinicId: null, userAuth: 0 });

  it('land in the factory area and never see clinic screens', () => {
    expect(to(decide('/home', { session: factory }))).toBe('/userFactory');
    expect(to(decide('/', { session: factory }))).toBe('/userFactory');
    expect(to(decide('/selectClinic', { session: factory }))).toBe('/userFactory');
    expect(to(decide('/shuyaHome', { session: factory }))).toBe('/userFactory');
  });

  it('open the factory area (and its sub-pages) and their profile, whatever their doctor authentication', () => {
    expect(decide('/userFactory', { session: factory })).toEqual({ kind: 'allow' });
    expect(decide('/userFactory/queue/3', { session: factory })).toEqual({ kind: 'allow' });
    expect(decide('/personalCenter?currentLocation=5', { session: factory })).toEqual({ kind: 'allow' });
    expect(to(decide('/userFactoryX', { session: factory }))).toBe('/userFactory');
  });

  it('clinic users have nothing to do in the factory area', () => {
    expect(to(decide('/userFactory'))).toBe('/');
  });
});

describe('the clinic choice', () => {
  const several = buildMultiClinicSession();

  it('sends a user of several clinics, none chosen, to /selectClinic with the way back', () => {
    expect(to(decide('/caseList?tab=2', { session: several }))).toBe('/selectClinic?redirect=%2FcaseList%3Ftab%3D2');
    expect(to(decide('/home', { session: several }))).toBe('/selectClinic');
    expect(to(decide('/', { session: several }))).toBe('/selectClinic');
    expect(decide('/selectClinic?redirect=%2Fhome', { session: several })).toEqual({ kind: 'allow' });
  });

  it('leaves alone a user whose clinic is chosen, a user of one clinic and a user of none', () => {
    expect(decide('/home', { session: { ...several, clinicId: 12 } })).toEqual({ kind: 'allow' });
    expect(decide('/home', { session: buildSession({ clinicId: null }) })).toEqual({ kind: 'allow' });
    expect(decide('/home', { session: buildSession({ clinicId: null, clinicList: [] }) })).toEqual({ kind: 'allow' });
  });

  it('is skipped when the page came with an iframe token', () => {
    expect(decide('/home', { session: several, hasQueryToken: true })).toEqual({ kind: 'allow' });
  });

  it('is not asked for on the doctor’s overview, which looks across clinics; factory users still go to theirs', () => {
    expect(decide('/userDoctor', { session: several })).toEqual({ kind: 'allow' });
    expect(to(decide('/userDoctor', { session: buildSession({ isFactory: true, clinicList: [], clinicId: null }) }))).toBe('/userFactory');
  });
});

describe('doctor authentication', () => {
  it('sends a doctor whose auth value is not 2 to /shuyaHome', () => {
    for (const userAuth of [-1, 0, 1, 3]) {
      expect(to(decide('/home', { session: buildSession({ userAuth }) }))).toBe('/shuyaHome');
    }
  });

  it('still lets that doctor open /shuyaHome, the clinic choice and the profile', () => {
    const unauthenticated = buildSession({ userAuth: -1 });
    expect(decide('/shuyaHome', { session: unauthenticated })).toEqual({ kind: 'allow' });
    expect(decide('/personalCenter?currentLocation=6', { session: unauthenticated })).toEqual({ kind: 'allow' });
    expect(decide('/selectClinic', { session: unauthenticated })).toEqual({ kind: 'allow' });
  });

  it('asks for the clinic first, then for authentication', () => {
    expect(to(decide('/home', { session: buildMultiClinicSession({ userAuth: -1 }) }))).toBe('/selectClinic');
  });

  it('lets an authenticated doctor read /shuyaHome too', () => {
    expect(decide('/shuyaHome')).toEqual({ kind: 'allow' });
  });
});

describe('where sign-in leads', () => {
  it('the worktable by default', () => {
    expect(postSignInPath(doctor, '')).toBe('/home');
    expect(postSignInPath(doctor, 'type=1')).toBe('/home');
  });

  it('the redirect target with the other parameters appended', () => {
    expect(postSignInPath(doctor, 'redirect=%2FcaseList%3Ftab%3D2&source=mail')).toBe('/caseList?tab=2&source=mail');
  });

  it('the clinic choice first for several clinics and none chosen, keeping the target', () => {
    const several = buildMultiClinicSession();
    expect(postSignInPath(several, '')).toBe('/selectClinic');
    expect(postSignInPath(several, 'redirect=%2FcaseList')).toBe('/selectClinic?redirect=%2FcaseList');
    expect(postSignInPath(several, 'redirect=%2FcaseList', true)).toBe('/caseList');
  });
});
