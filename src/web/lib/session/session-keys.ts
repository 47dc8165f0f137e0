/**
 * The browser-side session keys, in one place. The session token itself lives in an HttpOnly cookie set by the
 * server; `token` here is only the iframe-mode token given in the page's query (kept in sessionStorage, per tab).
 * Sign-out clears every key of SESSION_KEYS, in both storages.
 */
export const SESSION_KEYS = {
  token: 'cuspid.token',
  authType: 'cuspid.authType',
  clinicId: 'cuspid.clinicId',
  currentUserId: 'cuspid.currentUserId',
  selectedDoctor: 'cuspid.selectedDoctor',
  /** Whether the current clinic is a company ('true' / 'false'); remembered with clinicId (spec section 3). */
  isCompany: 'cuspid.isCompany',
  /**
   * When clinicId, isCompany and currentUserId were last written (epoch ms): the spec's "cached values carry a
   * timestamp and can expire by age" (section 3). Read by `readCurrentUserId`, which forgets them past REMEMBERED_MAX_AGE_MS.
   */
  rememberedAt: 'cuspid.rememberedAt',
  /** The companies and clinics the password sign-in (multiple-auth) answered, for the clinic choice (sessionStorage). */
  signInCompanies: 'cuspid.signInCompanies',
} as const;
export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

/** The cloud-platform link codes (spec section 2); the spec names these localStorage keys exactly. */
export const SHINING_CODE_KEYS = { code: 'shiningCode', codeChallenge: 'shiningCodeChallenge' } as const;

/** `?iframe=true` (spec section 2, embedding), remembered for the tab: the address loses the query on navigation. */
export const EMBEDDED_KEY = 'cuspid.iframe';
