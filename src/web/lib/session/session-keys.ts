/**
 * The browser-side session keys, in one place. The session token itself lives in an HttpOnly cookie set by the
 * server; `token` here is only the iframe-mode token given in the page's query (kept in sessionStorage, per tab).
 */
export const SESSION_KEYS = {
  token: 'cuspid.token',
  authType: 'cuspid.authType',
  clinicId: 'cuspid.clinicId',
  currentUserId: 'cuspid.currentUserId',
  selectedDoctor: 'cuspid.selectedDoctor',
} as const;
export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];
