import { msg } from '@lingui/core/macro';
import { getToasts, toast } from '../../components/ui/toast/toast-store';
import { isQuotaError } from './quota-error';

/**
 * The device's storage for this origin: persistence (so the browser does not evict unsent work under pressure), usage
 * and quota, and the one message every feature shows when a write hits the quota.
 */

/** localStorage: the answer to the one persistence request. Persistence is per origin, so the key is too. */
export const PERSIST_ANSWER_STORAGE_KEY = 'cuspid.storagePersistence';

export type PersistAnswer = 'granted' | 'denied';

export type StorageEstimate = {
  /** Bytes this origin uses (IndexedDB, caches, service worker). */
  usage: number;
  /** Bytes the browser lets this origin use. */
  quota: number;
  /** The browser will not evict this origin's data without the user's say. */
  isPersisted: boolean;
};

function storageManager(): StorageManager | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.storage;
}

export function readPersistAnswer(): PersistAnswer | null {
  try {
    const stored = window.localStorage.getItem(PERSIST_ANSWER_STORAGE_KEY);
    return stored === 'granted' || stored === 'denied' ? stored : null;
  } catch {
    return null;
  }
}

function rememberPersistAnswer(answer: PersistAnswer): void {
  try {
    window.localStorage.setItem(PERSIST_ANSWER_STORAGE_KEY, answer);
  } catch {
    // Without localStorage the request is simply made again next time; the browser remembers its own answer.
  }
}

/** Asks the browser to keep this origin's data (a prompt in some browsers), and remembers the answer. */
export async function requestPersistentStorage(): Promise<PersistAnswer | null> {
  const storage = storageManager();
  if (!storage?.persist) return null;
  try {
    const answer: PersistAnswer = (await storage.persist()) ? 'granted' : 'denied';
    rememberPersistAnswer(answer);
    return answer;
  } catch {
    return null;
  }
}

/**
 * After sign-in: asks for persistent storage once, unless it was asked before on this device or is already granted.
 * The user can ask again from the sync panel.
 */
export async function requestPersistentStorageOnce(): Promise<PersistAnswer | null> {
  const remembered = readPersistAnswer();
  if (remembered) return remembered;
  const storage = storageManager();
  if (!storage?.persist) return null;
  try {
    if (await storage.persisted?.()) {
      rememberPersistAnswer('granted');
      return 'granted';
    }
  } catch {
    // persisted() unavailable: ask all the same.
  }
  return requestPersistentStorage();
}

/** Usage, quota and persistence, or null where the browser does not say (no StorageManager). */
export async function readStorageEstimate(): Promise<StorageEstimate | null> {
  const storage = storageManager();
  if (!storage?.estimate) return null;
  try {
    const [estimate, isPersisted] = await Promise.all([
      storage.estimate(),
      storage.persisted ? storage.persisted().catch(() => false) : Promise.resolve(false),
    ]);
    return { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0, isPersisted };
  } catch {
    return null;
  }
}

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
const UNIT_STEP = 1024;

/** "12 bytes", "1.5 kB", "20 MB", "1.2 GB" in the user's locale (steps of 1024, like the upload limits). */
export function formatBytes(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= UNIT_STEP && unit < BYTE_UNITS.length - 1) {
    value /= UNIT_STEP;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: BYTE_UNITS[unit],
    // "12 byte" reads badly: whole bytes are written out.
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 || value >= 100 ? 0 : 1,
  }).format(value);
}

/** The share of the quota in use, 0..100 (0 when the quota is unknown). */
export function usagePercent({ usage, quota }: Pick<StorageEstimate, 'usage' | 'quota'>): number {
  if (quota <= 0) return 0;
  return Math.min(100, Math.round((usage / quota) * 100));
}

export { isQuotaError } from './quota-error';

/** The one message for a full device: what happened, that nothing saved was touched, and how to make room. */
export const QUOTA_EXCEEDED_MESSAGE = msg`This device is out of storage space, so the last change was not saved. Nothing saved before was touched. To make room, connect to sync the work waiting on this device, or remove waiting uploads in the sync panel.`;

/** Shows the quota message, once while it is on screen, however many writes failed. */
export function showQuotaExceededToast(): void {
  if (getToasts().some((shown) => shown.message === QUOTA_EXCEEDED_MESSAGE)) return;
  toast.error(QUOTA_EXCEEDED_MESSAGE);
}

/**
 * For any feature's catch: shows the quota message when the error is a quota error and says whether it was one, so
 * the caller can show its own message otherwise.
 */
export function reportQuotaError(error: unknown): boolean {
  if (!isQuotaError(error)) return false;
  showQuotaExceededToast();
  return true;
}
