import type { Translatable } from '../../../lib/translatable';

export type ToastKind = 'success' | 'warning' | 'error';
export type Toast = { id: number; kind: ToastKind; message: Translatable };

/** How long each kind stays on screen; errors stay longest, and every toast can be dismissed earlier. */
export const TOAST_DURATION_MS: Record<ToastKind, number> = { success: 3000, warning: 4000, error: 6000 };
const MAX_TOASTS = 4;
// A toast raised just before a full page load (session expired) is shown again on the next page.
const FLASH_STORAGE_KEY = 'cuspid.flashToasts';

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

const sameMessage = (a: Translatable, b: Translatable) => JSON.stringify(a) === JSON.stringify(b);

function restartTimer(id: number, kind: ToastKind): void {
  clearTimeout(timers.get(id));
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_DURATION_MS[kind]),
  );
}

/** A toast the same as one on screen is not stacked again: the one shown stays its full time from now. */
function showToast(kind: ToastKind, message: Translatable): number {
  const shown = toasts.find((toast) => toast.kind === kind && sameMessage(toast.message, message));
  if (shown) {
    restartTimer(shown.id, kind);
    return shown.id;
  }
  const id = nextId++;
  const kept = toasts.slice(-(MAX_TOASTS - 1));
  for (const dropped of toasts.slice(0, toasts.length - kept.length)) dismissToast(dropped.id);
  toasts = [...kept, { id, kind, message }];
  restartTimer(id, kind);
  emit();
  return id;
}

export const toast = {
  success: (message: Translatable) => showToast('success', message),
  warning: (message: Translatable) => showToast('warning', message),
  error: (message: Translatable) => showToast('error', message),
};

export function clearToasts(): void {
  for (const id of timers.keys()) clearTimeout(timers.get(id));
  timers.clear();
  toasts = [];
  emit();
}

/** Keeps a toast for the next page load of this tab (used right before a full reload). */
export function flashToast(kind: ToastKind, message: string): void {
  try {
    const pending = readFlashToasts();
    window.sessionStorage.setItem(FLASH_STORAGE_KEY, JSON.stringify([...pending, { kind, message }]));
  } catch {
    // Without sessionStorage the message is only shown until the page reloads.
  }
}

function readFlashToasts(): { kind: ToastKind; message: string }[] {
  const raw = window.sessionStorage.getItem(FLASH_STORAGE_KEY);
  const parsed: unknown = raw ? JSON.parse(raw) : [];
  return Array.isArray(parsed) ? (parsed as { kind: ToastKind; message: string }[]) : [];
}

/** Shows the toasts flashed by the previous page of this tab, once. */
export function showFlashedToasts(): void {
  try {
    const pending = readFlashToasts();
    window.sessionStorage.removeItem(FLASH_STORAGE_KEY);
    for (const { kind, message } of pending) if (kind in TOAST_DURATION_MS) showToast(kind, String(message));
  } catch {
    // A malformed entry is dropped.
  }
}
