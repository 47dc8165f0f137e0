import { useEffect, useSyncExternalStore } from 'react';
import type { TServiceContacts } from '../../domain/service-desk/service-desk';
import { api } from './http/api-client';

/**
 * The service desk's e-mail, phone and chat provider come from the server's configuration (GET /api/platform/v1/
 * service-contacts, public), never from the bundle: one build serves every deployment. The last answer is kept on the
 * device so the login page and the top bar still show them offline. No query client: the public first route has none.
 */
const STORAGE_KEY = 'cuspid.serviceContacts';
const listeners = new Set<() => void>();
let current: TServiceContacts | null = readStored();
let loading: Promise<void> | null = null;

function readStored(): TServiceContacts | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return stored ? (JSON.parse(stored) as TServiceContacts) : null;
  } catch {
    return null;
  }
}

function load(): Promise<void> {
  loading ??= api.get<TServiceContacts>('platform', '/v1/service-contacts', { isSilent: true }).then((result) => {
    if (!result.ok) {
      loading = null;
      return;
    }
    current = result.data;
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(result.data));
    } catch {
      // Storage unavailable: the contacts still show for this visit.
    }
    for (const listener of listeners) listener();
  });
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The service contacts: the device's last copy at once, then the server's (null until either exists). */
export function useServiceContacts(): TServiceContacts | null {
  useEffect(() => void load(), []);
  return useSyncExternalStore(subscribe, () => current);
}

/** Tests start from nothing known. */
export function resetServiceContactsForTests(): void {
  current = null;
  loading = null;
}

/** A phone number as a tel: link wants it. */
export function telHref(phone: string): string {
  return `tel:${phone.replaceAll(' ', '')}`;
}
