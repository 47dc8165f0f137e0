import { SESSION_EXPIRED_PATH } from '../../../lib/http/api-client';
import { reloadTo } from '../../../lib/navigation';
import { clearLocalSession } from '../../../lib/session/session';

/**
 * The server session ended while work waits on this device: sign in again without losing it. The queue lives in the
 * user's own database, which only an explicit sign-out deletes; this forgets the local keys only (as an expired
 * session does), so /login opens, and signing in as the same user reopens that database, where the drainer goes on.
 * The login page then brings the user back here.
 */
export function signInAgain(): void {
  clearLocalSession();
  const here = `${window.location.pathname}${window.location.search}`;
  reloadTo(`${SESSION_EXPIRED_PATH}&redirect=${encodeURIComponent(here)}`);
}
