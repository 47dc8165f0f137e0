import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getCurrentConfirm, settleConfirm, subscribeToConfirms } from './confirm-store';

const ConfirmDialog = lazy(() => import('./confirm-dialog').then((module) => ({ default: module.ConfirmDialog })));

// None in the HTML the build renders (web/prerender), so a hydrating page matches it; any pending one shows after.
const noConfirm = () => null;

/** Mount once near the root: shows the pending `confirm()` requests one after the other. */
export function ConfirmHost() {
  const request = useSyncExternalStore(subscribeToConfirms, getCurrentConfirm, noConfirm);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        key={request.id}
        request={request}
        onSettle={(isConfirmed) => settleConfirm(request.id, isConfirmed)}
      />
    </Suspense>
  );
}
