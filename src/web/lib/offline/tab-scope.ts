/**
 * Which browser tab this is, and which tabs are still open: drafts of a form that can be open in several tabs at once
 * (a new patient, a patient's edit) are kept per tab (drafts.ts), and the draft of a closed tab is adopted by the
 * next tab that opens the same form.
 *
 * The id lives in sessionStorage, so it survives a reload of the tab. "Duplicate tab" copies sessionStorage: each
 * tab holds a Web Lock named after its id for its whole life, so a copy finds the lock taken and takes a new id. The
 * same locks say which tabs are open (`navigator.locks.query()`). Without Web Locks (not in the supported browsers;
 * jsdom) there is one shared id, '', which is how drafts worked before tabs had their own.
 */

export type TabScope = {
  /** This tab's id ('' = shared by every tab). */
  id: () => Promise<string>;
  /** The ids of the tabs that are open now (this one included), or null when it cannot be known. */
  openTabs: () => Promise<ReadonlySet<string> | null>;
};

const TAB_ID_KEY = 'cuspid.tabId';
const LOCK_PREFIX = 'cuspid-tab:';

/** Every tab shares one draft per form: the scope where tabs cannot be told apart. */
export const SHARED_TAB_SCOPE: TabScope = {
  id: () => Promise.resolve(''),
  openTabs: () => Promise.resolve(null),
};

function readStoredId(): string | null {
  try {
    return sessionStorage.getItem(TAB_ID_KEY);
  } catch {
    return null;
  }
}

function storeId(id: string): void {
  try {
    sessionStorage.setItem(TAB_ID_KEY, id);
  } catch {
    // Storage blocked: the id still holds for this page's life.
  }
}

/** Holds the lock of `id` until the page goes; resolves to whether it was free (false: another tab holds it). */
function holdLock(locks: LockManager, id: string): Promise<boolean> {
  return new Promise((resolve) => {
    void locks.request(`${LOCK_PREFIX}${id}`, { ifAvailable: true }, (lock) => {
      resolve(lock !== null);
      // Held for the page's life: the browser releases it when the tab closes or navigates away.
      return lock === null ? undefined : new Promise<void>(() => undefined);
    });
  });
}

async function claimTabId(locks: LockManager): Promise<string> {
  const stored = readStoredId();
  if (stored && (await holdLock(locks, stored))) return stored;
  // No id yet, or a duplicated tab whose copied id is held by the original: a new one.
  for (;;) {
    const id = crypto.randomUUID();
    if (await holdLock(locks, id)) {
      storeId(id);
      return id;
    }
  }
}

function browserTabScope(locks: LockManager): TabScope {
  let claimed: Promise<string> | null = null;
  return {
    id: () => (claimed ??= claimTabId(locks)),
    async openTabs() {
      const { held = [] } = await locks.query();
      const ids = held.flatMap((lock) =>
        lock.name?.startsWith(LOCK_PREFIX) ? [lock.name.slice(LOCK_PREFIX.length)] : [],
      );
      return new Set(ids);
    },
  };
}

let current: TabScope | null = null;

/** This page's tab scope (one per page). */
export function thisTab(): TabScope {
  if (!current) {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    current = locks && typeof locks.request === 'function' ? browserTabScope(locks) : SHARED_TAB_SCOPE;
  }
  return current;
}
