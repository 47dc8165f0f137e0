import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the build's HTML of a page (web/prerender) and while React hydrates it; true from the render after, and
 * from the first render of a page the browser draws itself. What works only with the scripts waits for it: a form's
 * submit button stays disabled, so the browser never sends the form itself (a GET with the password in the address).
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
