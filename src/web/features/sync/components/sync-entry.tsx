import { lazy, Suspense, useEffect, useId } from 'react';
import { useOutboxStatus } from '../../../lib/offline/outbox';
import { requestPersistentStorageOnce } from '../../../lib/offline/storage-persistence';
import { closeSyncPanel, openSyncPanel, useIsSyncPanelOpen } from '../hooks/use-sync-panel';
import { SyncBadge } from './sync-badge';

// The panel (dayjs, the item cards, the storage section) loads on first open; the service worker precaches it.
const SyncPanel = lazy(() => import('./sync-panel').then((module) => ({ default: module.SyncPanel })));

/**
 * The top bar's sync entry: the badge, and the panel it opens. Being mounted means a user is signed in, so this is
 * also where persistent storage is asked for, once (the answer is remembered).
 */
export function SyncEntry() {
  const status = useOutboxStatus();
  const isOpen = useIsSyncPanelOpen();
  const panelId = useId();

  useEffect(() => {
    void requestPersistentStorageOnce();
  }, []);
  // The panel belongs to this page: leaving the shell (sign-out, another user) closes it.
  useEffect(() => closeSyncPanel, []);

  return (
    <>
      <SyncBadge counts={status.isKnown ? status : null} isExpanded={isOpen} panelId={panelId} onOpen={openSyncPanel} />
      {isOpen ? (
        <Suspense fallback={null}>
          <SyncPanel panelId={panelId} onClose={closeSyncPanel} />
        </Suspense>
      ) : null}
    </>
  );
}
