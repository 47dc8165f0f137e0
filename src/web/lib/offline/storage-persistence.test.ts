import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../components/ui/toast/toast-store';
import {
  formatBytes,
  isQuotaError,
  PERSIST_ANSWER_STORAGE_KEY,
  QUOTA_EXCEEDED_MESSAGE,
  readPersistAnswer,
  readStorageEstimate,
  reportQuotaError,
  requestPersistentStorageOnce,
  showQuotaExceededToast,
  usagePercent,
} from './storage-persistence';

type FakeStorage = {
  persist: ReturnType<typeof vi.fn<() => Promise<boolean>>>;
  persisted: ReturnType<typeof vi.fn<() => Promise<boolean>>>;
  estimate: ReturnType<typeof vi.fn<() => Promise<StorageEstimate>>>;
};

const originalStorage = Object.getOwnPropertyDescriptor(navigator, 'storage');

function fakeStorage({ grants = true, isPersisted = false, usage = 0, quota = 0 } = {}): FakeStorage {
  const storage: FakeStorage = {
    persist: vi.fn(async () => grants),
    persisted: vi.fn(async () => isPersisted),
    estimate: vi.fn(async () => ({ usage, quota })),
  };
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
  return storage;
}

afterEach(() => {
  if (originalStorage) Object.defineProperty(navigator, 'storage', originalStorage);
  else Reflect.deleteProperty(navigator, 'storage');
});

describe('asking for persistent storage', () => {
  it('asks once and remembers a grant', async () => {
    const storage = fakeStorage({ grants: true });
    expect(await requestPersistentStorageOnce()).toBe('granted');
    expect(await requestPersistentStorageOnce()).toBe('granted');
    expect(storage.persist).toHaveBeenCalledOnce();
    expect(readPersistAnswer()).toBe('granted');
  });

  it('asks once and remembers a refusal too: the user is not asked again at every sign-in', async () => {
    const storage = fakeStorage({ grants: false });
    expect(await requestPersistentStorageOnce()).toBe('denied');
    expect(await requestPersistentStorageOnce()).toBe('denied');
    expect(storage.persist).toHaveBeenCalledOnce();
    expect(window.localStorage.getItem(PERSIST_ANSWER_STORAGE_KEY)).toBe('denied');
  });

  it('does not ask when the storage is already persistent', async () => {
    const storage = fakeStorage({ isPersisted: true });
    expect(await requestPersistentStorageOnce()).toBe('granted');
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('does nothing where the browser has no storage manager', async () => {
    Object.defineProperty(navigator, 'storage', { value: undefined, configurable: true });
    expect(await requestPersistentStorageOnce()).toBeNull();
    expect(await readStorageEstimate()).toBeNull();
    expect(readPersistAnswer()).toBeNull();
  });
});

describe('the storage estimate', () => {
  it('reads usage, quota and persistence', async () => {
    fakeStorage({ usage: 5_242_880, quota: 1_073_741_824, isPersisted: true });
    expect(await readStorageEstimate()).toEqual({ usage: 5_242_880, quota: 1_073_741_824, isPersisted: true });
  });

  it('gives the share in use, and 0 when the quota is unknown', () => {
    expect(usagePercent({ usage: 256, quota: 1024 })).toBe(25);
    expect(usagePercent({ usage: 10, quota: 0 })).toBe(0);
    expect(usagePercent({ usage: 2048, quota: 1024 })).toBe(100);
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [1023, '1,023 bytes'],
    [1024, '1 kB'],
    [1536, '1.5 kB'],
    [5_242_880, '5 MB'],
    [20 * 1024 * 1024 + 1, '20 MB'],
    [150 * 1024 * 1024 + 512 * 1024, '151 MB'],
    [1.25 * 1024 ** 3, '1.3 GB'],
    [-5, '0 bytes'],
  ])('%d bytes -> %s', (bytes, text) => {
    expect(formatBytes(bytes, 'en')).toBe(text);
  });

  it("follows the user's locale", () => {
    expect(formatBytes(1536, 'ru')).toBe('1,5 кБ');
    expect(formatBytes(5_242_880, 'zh')).toBe('5 MB');
  });
});

describe('isQuotaError', () => {
  it('knows the DOMException of every browser', () => {
    expect(isQuotaError(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaError({ name: 'NS_ERROR_DOM_QUOTA_REACHED' })).toBe(true);
  });

  it('sees through Dexie: a wrapped abort, a bulk write, a cause', () => {
    const quota = new DOMException('full', 'QuotaExceededError');
    expect(isQuotaError(new Dexie.AbortError('Transaction aborted', quota))).toBe(true);
    expect(isQuotaError(new Dexie.QuotaExceededError('full'))).toBe(true);
    expect(isQuotaError({ name: 'BulkError', failures: { 3: quota } })).toBe(true);
    expect(isQuotaError(new Error('write failed', { cause: quota }))).toBe(true);
  });

  it('is false for every other error', () => {
    expect(isQuotaError(new DOMException('gone', 'NotFoundError'))).toBe(false);
    expect(isQuotaError(new Dexie.ConstraintError('duplicate'))).toBe(false);
    expect(isQuotaError(new Error('boom'))).toBe(false);
    expect(isQuotaError(null)).toBe(false);
    expect(isQuotaError('QuotaExceededError')).toBe(false);
  });
});

describe('the quota message', () => {
  it('says nothing saved was touched and how to make room, once however many writes failed', () => {
    showQuotaExceededToast();
    expect(reportQuotaError(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(getToasts()).toEqual([expect.objectContaining({ kind: 'error', message: QUOTA_EXCEEDED_MESSAGE })]);
    const text = JSON.stringify(QUOTA_EXCEEDED_MESSAGE);
    expect(text).toContain('Nothing saved before was touched');
    expect(text).toContain('remove waiting uploads');
  });

  it('leaves other errors to the caller', () => {
    expect(reportQuotaError(new Error('boom'))).toBe(false);
    expect(getToasts()).toEqual([]);
  });
});
