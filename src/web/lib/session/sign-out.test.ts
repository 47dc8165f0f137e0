import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getCurrentConfirm, settleConfirm } from '../../components/ui/confirm/confirm-store';
import { server } from '../../testing/msw-server';
import { apiUrl, envelope } from '../../testing/session-generators';
import { i18n, LOCALE_STORAGE_KEY } from '../i18n';
import { reloadTo } from '../navigation';
import { openUserDatabase } from '../offline/db';
import { persistedUserId, persistQueriesForUser } from '../offline/persistence-controller';
import { createQueryClient } from '../query/query-client';
import { translate } from '../translatable';
import { SESSION_KEYS } from './session-keys';
import { signOut } from './sign-out';

vi.mock('../navigation', () => ({
  navigateTo: vi.fn(),
  reloadTo: vi.fn(),
  currentPathname: () => window.location.pathname,
}));

const logoutUrl = apiUrl('tenant', '/v1/logout');

async function databaseNames(): Promise<(string | undefined)[]> {
  return (await indexedDB.databases()).map((info) => info.name);
}

async function signedInAs(userId: string) {
  window.localStorage.setItem(SESSION_KEYS.currentUserId, userId);
  window.localStorage.setItem(SESSION_KEYS.clinicId, '11');
  window.localStorage.setItem(SESSION_KEYS.isCompany, 'false');
  window.localStorage.setItem(SESSION_KEYS.authType, '1');
  window.localStorage.setItem(SESSION_KEYS.selectedDoctor, '{"id":3}');
  window.localStorage.setItem(LOCALE_STORAGE_KEY, 'zh');
  await persistQueriesForUser(createQueryClient(), userId);
  const database = await openUserDatabase(userId);
  await database.meta.put({ key: 'note', value: 1 });
  database.close();
}

async function answerConfirm(isConfirmed: boolean) {
  await waitFor(() => expect(getCurrentConfirm()).toBeDefined());
  const request = getCurrentConfirm();
  if (request) settleConfirm(request.id, isConfirmed);
  return request;
}

beforeEach(() => vi.mocked(reloadTo).mockClear());

describe('signOut', () => {
  it("asks 'Are you sure to exit?' and changes nothing when the user stays", async () => {
    await signedInAs('501');
    const onLogout = vi.fn(() => HttpResponse.json(envelope(null)));
    server.use(http.post(logoutUrl, onLogout));

    const outcome = signOut();
    const request = await answerConfirm(false);

    expect(request && translate(i18n, request.title)).toBe('Are you sure to exit?');
    expect(request?.body).toBeUndefined();
    expect(await outcome).toBe(false);
    expect(onLogout).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(SESSION_KEYS.currentUserId)).toBe('501');
    expect(reloadTo).not.toHaveBeenCalled();
  });

  it('on confirm: calls the server, clears the keys and the language, stops persisting, deletes the database, reloads /login', async () => {
    await signedInAs('502');
    expect(await databaseNames()).toContain('cuspid-user-502');
    const onLogout = vi.fn(() => HttpResponse.json(envelope(null)));
    server.use(http.post(logoutUrl, onLogout));

    const outcome = signOut();
    await answerConfirm(true);

    expect(await outcome).toBe(true);
    expect(onLogout).toHaveBeenCalledOnce();
    for (const key of [...Object.values(SESSION_KEYS), LOCALE_STORAGE_KEY]) {
      expect(window.localStorage.getItem(key)).toBeNull();
    }
    expect(persistedUserId()).toBeNull();
    expect(await databaseNames()).not.toContain('cuspid-user-502');
    expect(reloadTo).toHaveBeenCalledExactlyOnceWith('/login');
  });

  it('signs out on this device even when the server cannot be reached', async () => {
    await signedInAs('503');
    server.use(http.post(logoutUrl, () => HttpResponse.error()));
    const outcome = signOut();
    await answerConfirm(true);
    expect(await outcome).toBe(true);
    expect(window.localStorage.getItem(SESSION_KEYS.currentUserId)).toBeNull();
    expect(reloadTo).toHaveBeenCalledExactlyOnceWith('/login');
  });

  it('clears the iframe token kept for the tab', async () => {
    window.sessionStorage.setItem(SESSION_KEYS.token, 'frame-token');
    server.use(http.post(logoutUrl, () => HttpResponse.json(envelope(null))));
    const outcome = signOut();
    await answerConfirm(true);
    await outcome;
    expect(window.sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });
});
