/**
 * The forgotten-password flow spans /forgits → /change → /complete. The verified phone and its reset ticket are
 * kept for this tab only (sessionStorage), so a reload of /change keeps them and closing the tab forgets them.
 */
const STORAGE_KEY = 'cuspid.passwordReset';

/** The query flag with which /change sends the user back to /forgits when the flow's state is gone. */
export const RESET_RESTART_PARAM = 'restart';

export type PasswordResetState = { phone: string; resetTicket: string };

export function savePasswordReset(state: PasswordResetState): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Without sessionStorage the flow still works until the page is reloaded.
  }
}

export function readPasswordReset(): PasswordResetState | null {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { phone, resetTicket } = parsed as Partial<PasswordResetState>;
    return typeof phone === 'string' && typeof resetTicket === 'string' ? { phone, resetTicket } : null;
  } catch {
    return null;
  }
}

export function clearPasswordReset(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
