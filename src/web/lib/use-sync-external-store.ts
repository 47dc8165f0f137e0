// What wouter imports as `use-sync-external-store/shim` (aliased in vite.config.ts): React 19 has the hook itself, and
// the shim's fallback for React 17 would only add bytes to the first route.
export { useSyncExternalStore } from 'react';
