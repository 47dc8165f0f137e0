import { useSyncExternalStore } from 'react';

/** Whether the sync panel is open: the top-bar entry and the one-day banner both open it. */
let isOpen = false;
const listeners = new Set<() => void>();

function setOpen(next: boolean): void {
  if (isOpen === next) return;
  isOpen = next;
  for (const listener of listeners) listener();
}

export const openSyncPanel = () => setOpen(true);
export const closeSyncPanel = () => setOpen(false);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useIsSyncPanelOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isOpen,
    () => false,
  );
}
