/**
 * The part of the access rule (spec section 2) a visitor without a session needs. It stays this small because it
 * ships with the first route; the rest of the rule (lib/session/access-rules) loads only for signed-in tabs.
 */
export const LOGIN_PATH = '/login';

/** Where a visitor without a session goes: /login holding the full original path (plain /login for `/`). */
export function loginPathFor(originalPath: string): string {
  return originalPath === '/' ? LOGIN_PATH : `${LOGIN_PATH}?redirect=${encodeURIComponent(originalPath)}`;
}

/** Without a session: public routes (and /login) open, every other one goes to /login with the redirect. */
export function signedOutRedirect(pathname: string, search: string, isPublic: boolean): string | null {
  if (isPublic || pathname === LOGIN_PATH) return null;
  return loginPathFor(`${pathname}${search ? `?${search}` : ''}`);
}
