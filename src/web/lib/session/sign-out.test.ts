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

/** A patient created offline, still waiting in the user's outbox. */
async function withUnsentWork(userId: string) {
  const database = await openUserDatabase(userId);
  await database.outbox.add({
    id: 'unsent-1',
    group: 'patient:local:unsent-1',
    label: { action: 'Create patient', subject: 'Zhang San' },
    entity: 'patient',
    entityKey: 'local:unsent-1',
    state: 'waiting',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: Date.now(),
    kind: 'request',
    request: { service: 'emr', method: 'POST', path: '/v1/patient/add', body: {} },
  });
  database.close();
}

async function outboxCount(userId: string): Promise<number> {
  const database = await openUserDatabase(userId);
  try {
    return await database.outbox.count();
  } finally {
    database.close();
  }
}

async function answerConfirm(isConfirmed: boolean) {
  await waitFor(() => expect(getCurrentConfirm()).toBeDefined());
  const request = getCurrentConfirm();
  if (request) settleConfirm(request.id, isConfirmed);
  return request;
}

beforeEach(() => vi.mocked(reloadTo).mockClear());

describe('signOut', () => {
  it("asks 'Sign out of Cuspid?' and changes nothing when the user stays", async () => {
    await signedInAs('501');
    const onLogout = vi.fn(() => HttpResponse.json(envelope(null)));
    server.use(http.post(logoutUrl, onLogout));

    const outcome = signOut();
    const request = await answerConfirm(false);

    expect(request && translate(i18n, request.title)).toBe('Sign out of Cuspid?');
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

  describe('with work not yet sent', () => {
    it('says so and lets the user stay signed in: nothing changes', async () => {
      await signedInAs('511');
      await withUnsentWork('511');
      const onLogout = vi.fn(() => HttpResponse.json(envelope(null)));
      server.use(http.post(logoutUrl, onLogout));

      const outcome = signOut();
      const request = await answerConfirm(false);

      expect(request?.body && translate(i18n, request.body)).toContain('has not reached the server yet');
      expect(request?.cancelLabel && translate(i18n, request.cancelLabel)).toBe('Stay signed in');
      expect(await outcome).toBe(false);
      expect(onLogout).not.toHaveBeenCalled();
      expect(window.localStorage.getItem(SESSION_KEYS.currentUserId)).toBe('511');
      expect(await outboxCount('511')).toBe(1);
    });

    it('signs out keeping the work on this device unless the user discards it explicitly', async () => {
      await signedInAs('512');
      await withUnsentWork('512');
      server.use(http.post(logoutUrl, () => HttpResponse.json(envelope(null))));

      const outcome = signOut();
      await answerConfirm(true);
      const choice = await answerConfirm(false);

      expect(choice && translate(i18n, choice.title)).toBe('Discard the work that has not been sent?');
      expect(choice?.cancelLabel && translate(i18n, choice.cancelLabel)).toBe('Keep it on this device');
      expect(await outcome).toBe(true);
      expect(window.localStorage.getItem(SESSION_KEYS.currentUserId)).toBeNull();
      expect(await outboxCount('512')).toBe(1);
      expect(reloadTo).toHaveBeenCalledExactlyOnceWith('/login');
    });

    it('deletes the database only when the user chose to discard the work', async () => {
      await signedInAs('513');
      await withUnsentWork('513');
      server.use(http.post(logoutUrl, () => HttpResponse.json(envelope(null))));

      const outcome = signOut();
      await answerConfirm(true);
      await waitFor(() => expect(getCurrentConfirm()?.tone).toBe('danger'));
      await answerConfirm(true);

      expect(await outcome).toBe(true);
      expect(await databaseNames()).not.toContain('cuspid-user-513');
    });
  });
});
