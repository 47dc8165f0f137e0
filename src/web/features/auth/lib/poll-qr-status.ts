import { QR_LOGIN } from '../../../../domain/accounts/auth-rules';
import { AuthErrorCode } from '../../../../domain/accounts/auth-errors';
import type { QrStatus, TQrCode } from '../../../../domain/accounts/qr-login';
import type { TSession } from '../../../../domain/accounts/sign-in';
import { getQrStatus } from '../api/get-qr-status';

/** Resolves after `ms`, or at once when the signal aborts. */
function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/**
 * Asks every QR_LOGIN.pollIntervalMs whether the code was scanned and confirmed, until it is confirmed (resolves to
 * the session), expires or the signal aborts (both resolve to null). A failed poll (flaky network) is simply tried
 * again; once the code's lifetime has passed it counts as expired even if the server cannot be asked.
 */
export async function pollQrStatus(
  code: Pick<TQrCode, 'qrId' | 'codeToken' | 'expiresInSeconds'>,
  signal: AbortSignal,
  onStatus: (status: QrStatus) => void,
): Promise<TSession | null> {
  const expiresAt = Date.now() + code.expiresInSeconds * 1000;
  while (!signal.aborted) {
    await wait(QR_LOGIN.pollIntervalMs, signal);
    if (signal.aborted) return null;
    const result = await getQrStatus(code.qrId, code.codeToken, signal);
    if (result.isCancelled) return null;
    if (result.ok) {
      if (result.data.status === 'confirmed' && result.data.session) return result.data.session;
      if (result.data.status !== 'confirmed') onStatus(result.data.status);
      if (result.data.status === 'expired') return null;
    } else if (result.code === AuthErrorCode.qrExpired) {
      onStatus('expired');
      return null;
    }
    if (Date.now() >= expiresAt) {
      onStatus('expired');
      return null;
    }
  }
  return null;
}
