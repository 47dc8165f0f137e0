import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMultiClinicSession, buildSession } from '../../testing/session-generators';
import { persistedUserId, stopPersistingQueries } from '../offline/persistence-controller';
import { createQueryClient } from '../query/query-client';
import { SESSION_KEYS } from './session-keys';
import { completeSignIn } from './sign-in';
import { sessionQueryKey } from './session-store';

afterEach(() => stopPersistingQueries());

async function signIn(session = buildSession(), search?: string) {
  const queryClient = createQueryClient();
  const navigateTo = vi.fn();
  await completeSignIn(session, { queryClient, navigateTo, ...(search === undefined ? {} : { search }) });
  return { queryClient, navigateTo, destination: navigateTo.mock.calls[0]?.[0] as string };
}

describe('completeSignIn', () => {
  it('stores the session, remembers its keys, starts persisting for the user and goes to the worktable', async () => {
    const session = buildSession({
      userId: 41,
      clinicId: 12,
      clinicList: [{ clinicId: 12, clinicName: 'A', isCompany: true, isChain: false, isAdmin: true, isDoctor: true }],
    });
    const { queryClient, navigateTo } = await signIn(session);
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(session);
    expect(window.localStorage.getItem(SESSION_KEYS.currentUserId)).toBe('41');
    expect(window.localStorage.getItem(SESSION_KEYS.clinicId)).toBe('12');
    expect(window.localStorage.getItem(SESSION_KEYS.isCompany)).toBe('true');
    expect(persistedUserId()).toBe('41');
    expect(navigateTo).toHaveBeenCalledExactlyOnceWith('/home');
  });

  it('with exactly one clinic goes straight on (the server chose it)', async () => {
    const { destination } = await signIn(buildSession(), 'redirect=%2FcaseList');
    expect(destination).toBe('/caseList');
  });

  it('with several clinics and none chosen offers the picker, keeping where the user was going', async () => {
    expect((await signIn(buildMultiClinicSession())).destination).toBe('/selectClinic');
    expect((await signIn(buildMultiClinicSession(), '?redirect=%2FcaseList%3Ftab%3D2')).destination).toBe(
      '/selectClinic?redirect=%2FcaseList%3Ftab%3D2',
    );
    expect(window.localStorage.getItem(SESSION_KEYS.clinicId)).toBeNull();
    expect(window.localStorage.getItem(SESSION_KEYS.isCompany)).toBeNull();
  });

  it('with several clinics and one already chosen goes on', async () => {
    expect((await signIn(buildMultiClinicSession({ clinicId: 12 }))).destination).toBe('/home');
  });

  it('goes to the redirect target with the other query parameters of /login appended', async () => {
    const { destination } = await signIn(buildSession(), '?redirect=%2FpatientCenter%3Fid%3D9&from=sms&type=2');
    expect(destination).toBe('/patientCenter?id=9&from=sms');
  });

  it('reads the address bar when no search is given', async () => {
    window.history.replaceState(null, '', '/login?redirect=%2FstagingBox&page=2');
    const { destination } = await signIn();
    expect(destination).toBe('/stagingBox?page=2');
    window.history.replaceState(null, '', '/');
  });

  it('refuses a redirect to another site', async () => {
    expect((await signIn(buildSession(), 'redirect=%2F%2Fevil.example')).destination).toBe('/home');
  });
});
