/** What the app puts into the shell (features do not import each other): one module, so one chunk for both. */
export { SyncEntry } from './sync-entry';
export { UnsyncedWorkBanner } from './unsynced-work-banner';
export { ConnectionStatus } from './connection-status';
