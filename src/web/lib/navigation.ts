import { navigate } from 'wouter/use-browser-location';

/** Client-side navigation outside React (the HTTP client uses it); wouter's hooks pick the change up. */
export function navigateTo(path: string): void {
  navigate(path);
}

/** Full page load: drops every in-memory state (used after the session expired). */
export function reloadTo(url: string): void {
  window.location.assign(url);
}

export function currentPathname(): string {
  return window.location.pathname;
}
