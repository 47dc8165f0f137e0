import { useEffect } from 'react';

let pending: (() => void) | null = null;

/**
 * Runs `run` once, when the first page's own content has committed (main.tsx hands a hydrated page the edits made in
 * it before its scripts ran). Not the root's first commit: a page's Suspense boundary hydrates in a pass of its own,
 * after the root's.
 */
export function afterFirstPageCommit(run: () => void): void {
  pending = run;
}

/** Rendered beside each page inside its Suspense boundary (route-switch), so its effect follows the page's commit. */
export function PageCommitted() {
  useEffect(() => {
    const run = pending;
    pending = null;
    run?.();
  }, []);
  return null;
}
