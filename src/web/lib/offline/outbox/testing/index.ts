/**
 * What tests outside `lib/offline` may use of the outbox beyond its public module: acknowledge an item as the server
 * would, a status store and a provider to render with, and an empty device database.
 */
export { acknowledge, LAST_SYNC_META_KEY } from '../outbox';
export { createStatusStore } from '../status';
export type { PassResult } from '../drainer';
export { OutboxTestProvider, type OutboxContextValue } from '../../outbox-provider';
export { newTestDatabase } from './outbox-fixtures';
export { disposeTestDatabase, stubOutbox } from './test-database';
