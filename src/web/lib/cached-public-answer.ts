import { useEffect, useSyncExternalStore } from 'react';
import { afterNextPaint } from './after-next-paint';
import { api } from './http/api-client';
import { onCachedPublicAnswerReset } from './cached-public-resets';

/**
 * A public answer of the platform service that is server configuration (the service contacts, the environment's
 * hosts): one build serves every deployment, so it never comes from the bundle. The last answer is kept on the device,
 * so it is there at once and offline. No query client: the public first route has none.
 */
export type CachedPublicAnswer<T> = {
  /** The device's last copy at once, then the server's (null until either exists). */
  use: () => T | null;
};

export function cachedPublicAnswer<T>(storageKey: string, path: `/${string}`): CachedPublicAnswer<T> {
  const listeners = new Set<() => void>();
  let current: T | null = readStored<T>(storageKey);
  let loading: Promise<void> | null = null;

  const load = (): Promise<void> => {
    loading ??= api.get<T>('platform', path, { isSilent: true }).then((result) => {
      if (!result.ok) {
        loading = null;
        return;
      }
      current = result.data;
      try {
        window.localStorage.setItem(storageKey, JSON.stringify(result.data));
      } catch {
        // Storage unavailable: the answer still holds for this visit.
      }
      for (const listener of listeners) listener();
    });
    return loading;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  onCachedPublicAnswerReset(() => {
    current = readStored<T>(storageKey);
    loading = null;
  });

  return {
    use() {
      // Asked once the page has painted: the device's copy (if any) shows meanwhile, and the first paint of /login
      // does not wait behind this request.
      useEffect(() => afterNextPaint(() => void load()), []);
      // The build's HTML of /login holds none (web/prerender): a page hydrating it starts there, then shows this copy.
      return useSyncExternalStore(
        subscribe,
        () => current,
        () => null,
      );
    },
  };
}

function readStored<T>(storageKey: string): T | null {
  try {
    const stored = window.localStorage.getItem(storageKey);
    return stored ? (JSON.parse(stored) as T) : null;
  } catch {
    return null;
  }
}
