import type { OutboxRef } from './types';

/**
 * Local ids: a record created offline is known by `local:<itemId>` (the id of the outbox item that creates it) until
 * the server answers; then the alias table maps its server id back, and refs in queued items resolve to the server id.
 */
const LOCAL_PREFIX = 'local:';

export function localIdOf(itemId: string): string {
  return `${LOCAL_PREFIX}${itemId}`;
}

export function isLocalId(key: string): boolean {
  return key.startsWith(LOCAL_PREFIX);
}

/** The outbox item that creates a local record. */
export function itemIdOf(localId: string): string {
  if (!isLocalId(localId)) throw new Error(`Not a local id: ${localId}`);
  return localId.slice(LOCAL_PREFIX.length);
}

export function ref(itemId: string, path = 'id'): OutboxRef {
  return { $ref: itemId, path };
}

export function isRef(value: unknown): value is OutboxRef {
  return typeof value === 'object' && value !== null && typeof (value as OutboxRef).$ref === 'string';
}

/** What a request body carries for a record key: the server id as a number, or a ref to the item creating it. */
export function idOrRef(key: string): number | OutboxRef {
  if (isLocalId(key)) return ref(itemIdOf(key));
  const id = Number(key);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`Not a record key: ${key}`);
  return id;
}
