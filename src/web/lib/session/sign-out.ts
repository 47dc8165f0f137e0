import { msg } from '@lingui/core/macro';
import { confirm } from '../../components/ui/confirm/confirm-store';
import { api } from '../http/api-client';
import { LOCALE_STORAGE_KEY } from '../i18n';
import { reloadTo } from '../navigation';
import { stopPersistingQueries } from '../offline/persistence-controller';
import { LOGIN_PATH } from './access-rules';
import { clearLocalSession, readCurrentUserId } from './session';

// Dexie loads on demand: the shell does not need it until sign-out.
const loadOfflineDatabase = () => Promise.all([import('../offline/db'), import('../offline/unsent-work')]);

async function userHasUnsentWork(userId: string): Promise<boolean> {
  try {
    const [{ openUserDatabase }, { hasUnsentWork }] = await loadOfflineDatabase();
    const database = await openUserDatabase(userId);
    try {
      return await hasUnsentWork(database);
    } finally {
      database.close();
    }
  } catch {
    // No IndexedDB here (private mode): there is no local work to lose either.
    return false;
  }
}

/** Sign-out clears token, auth type, clinicId, currentUserId, selected doctor and language (spec section 4). */
export function clearSignedInState(): void {
  clearLocalSession();
  try {
    window.localStorage.removeItem(LOCALE_STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing was remembered.
  }
}

/**
 * Asks 'Sign out of Cuspid?' (the spec's 'Are you sure to exit?', in plain English), then: POST tenant /v1/logout (the server revokes the session and clears the cookie;
 * offline the local sign-out goes on all the same), clears the local keys, stops persisting queries, deletes the
 * user's database unless it holds unsent work the user keeps, and opens /login with a full reload.
 * Resolves false when the user stays.
 */
export async function signOut(): Promise<boolean> {
  const userId = readCurrentUserId();
  const isWorkUnsent = userId ? await userHasUnsentWork(userId) : false;
  // With unsent work the user chooses: stay (it goes on sending), sign out keeping it, or discard it explicitly.
  const isConfirmed = await confirm({
    title: msg`Sign out of Cuspid?`,
    body: isWorkUnsent
      ? msg`This device holds work that has not reached the server yet. Stay signed in and it is sent when the connection allows, or sign out and choose whether to keep it on this device.`
      : undefined,
    confirmLabel: msg`Sign out`,
    cancelLabel: isWorkUnsent ? msg`Stay signed in` : undefined,
  });
  if (!isConfirmed) return false;
  // Escape or a click outside keeps the work: only the explicit button discards it.
  const isWorkKept =
    isWorkUnsent &&
    !(await confirm({
      title: msg`Discard the work that has not been sent?`,
      body: msg`Keep it on this device and it is sent when you sign in again here, or discard it: it is deleted for good and never reaches the server.`,
      confirmLabel: msg`Discard it`,
      cancelLabel: msg`Keep it on this device`,
      tone: 'danger',
    }));

  await api.post('tenant', '/v1/logout', undefined, { isSilent: true });
  clearSignedInState();
  stopPersistingQueries();
  if (userId && !isWorkKept) {
    await loadOfflineDatabase()
      .then(([{ deleteUserDatabase }]) => deleteUserDatabase(userId))
      .catch(() => undefined);
  }
  reloadTo(LOGIN_PATH);
  return true;
}
