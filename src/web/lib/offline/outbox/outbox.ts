import { isClientId } from '../../../../domain/client-id';
import type { UserDatabase } from '../db';
import { aliasKey, canonicalGroup } from './groups';
import { isLocalId, itemIdOf } from './local-ids';
import { dependencyDiscardedMessage, LOCAL_PROBLEM_CODE, localText } from './outbox-messages';
import { refsOf, refsOfRequest } from './refs';
import { signalAfterCommit } from './signals';
import type { DoneItem, OutboxEntity, OutboxItem, OutboxLabel, OutboxRequest, RequestItem } from './types';

/**
 * The outbox's writes: what the UI queues (enqueue), how the user fixes, retries or discards an item that needs
 * attention, and how an acknowledged item becomes a done row. Each is one IndexedDB transaction, so a crash leaves
 * either the old state or the new one. The drainer (drainer.ts) decides when items are sent.
 */

/** A new item id: the client id of a create and the Idempotency-Key of every attempt. */
export function newItemId(): string {
  return crypto.randomUUID();
}

type EnqueueBase = {
  /** Pass one when the caller needs it first (a create's local id is `localIdOf(id)`); a new id otherwise. */
  id?: string;
  /** `groupKey(entity, key)`; filed under its canonical name (see groups.ts). */
  group: string;
  label: OutboxLabel;
  entity: OutboxEntity;
  entityKey: string;
  patientKey?: string;
  /** The session's clinic: the item is sent only while the session is in it. */
  clinicId?: number;
};
export type EnqueueRequestInput = EnqueueBase & { request: OutboxRequest };
export type EnqueueUploadInput = EnqueueBase & { uploadId: string };

export class OutboxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutboxError';
  }
}

/**
 * Queues a submission, online or not, in one transaction; resolves once it is on the device. A caller may run it
 * inside its own transaction (an upload's rows with its item) as long as that includes the outbox, outboxDone and
 * outboxAliases tables. Drainers in every tab hear of it once it has committed.
 */
export function enqueue(db: UserDatabase, input: EnqueueRequestInput, now?: number): Promise<RequestItem>;
export function enqueue(db: UserDatabase, input: EnqueueUploadInput, now?: number): Promise<OutboxItem>;
export async function enqueue(
  db: UserDatabase,
  input: EnqueueRequestInput | EnqueueUploadInput,
  now = Date.now(),
): Promise<OutboxItem> {
  const id = input.id ?? newItemId();
  if (!isClientId(id)) throw new OutboxError(`Not a valid item id: ${id}`);
  const item = await db.transaction('rw', [db.outbox, db.outboxDone, db.outboxAliases], async () => {
    const base = {
      id,
      group: await canonicalGroup(db, input.group),
      label: input.label,
      entity: input.entity,
      entityKey: input.entityKey,
      ...(input.patientKey === undefined ? {} : { patientKey: input.patientKey }),
      ...(input.clinicId === undefined ? {} : { clinicId: input.clinicId }),
      state: 'waiting' as const,
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: now,
    };
    const queued: OutboxItem =
      'request' in input
        ? { ...base, kind: 'request', request: input.request }
        : { ...base, kind: 'upload', uploadId: input.uploadId };
    for (const target of refsOf(queued)) {
      // A ref to nothing would wait forever: that is a bug in the caller, said at once.
      const isKnown =
        (await db.outbox.where('id').equals(target).count()) > 0 || (await db.outboxDone.get(target)) !== undefined;
      if (!isKnown) throw new OutboxError(`Item ${id} refers to unknown item ${target}`);
    }
    const seq = await db.outbox.add(queued);
    return { ...queued, seq };
  });
  signalAfterCommit(db, { type: 'changed' });
  return item;
}

/** A request as one stable text (keys sorted): two requests with the same fingerprint are the same submission. */
export function requestFingerprint(request: OutboxRequest): string {
  return JSON.stringify(request, (_key, value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([first], [second]) => (first < second ? -1 : 1)))
      : value,
  );
}

/**
 * The id was queued (or acknowledged) before with a different request: this one was NOT queued. The UI says so;
 * it never reports a success for a submission that is not on the device.
 */
export class ItemIdTakenError extends OutboxError {
  constructor(id: string) {
    super(`Item ${id} is already queued with a different request`);
    this.name = 'ItemIdTakenError';
  }
}

/**
 * Queues a request under the id a form keeps in its draft, once: the same id with the same request (the form
 * submitted twice) adds nothing and resolves to false; the same id with a different request throws ItemIdTakenError.
 * Resolves to true when it queued the item. May run inside the caller's transaction, like enqueue.
 */
export async function enqueueOnce(
  db: UserDatabase,
  input: EnqueueRequestInput & { id: string },
  now = Date.now(),
): Promise<boolean> {
  return db.transaction('rw', [db.outbox, db.outboxDone, db.outboxAliases], async () => {
    const fingerprint = requestFingerprint(input.request);
    const queued = await findItem(db, input.id);
    if (queued) {
      if (queued.kind === 'request' && requestFingerprint(queued.request) === fingerprint) return false;
      throw new ItemIdTakenError(input.id);
    }
    const done = await db.outboxDone.get(input.id);
    if (done) {
      // Rows acknowledged before fingerprints were kept cannot be compared: taken as the same submission.
      if (done.fingerprint === undefined || done.fingerprint === fingerprint) return false;
      throw new ItemIdTakenError(input.id);
    }
    await enqueue(db, input, now);
    return true;
  });
}

async function findItem(db: UserDatabase, id: string): Promise<OutboxItem | undefined> {
  return db.outbox.where('id').equals(id).first();
}

/** An item that needs attention, with its payload fixed by the user: back in the queue, in its old place. */
export async function amend(db: UserDatabase, id: string, body: unknown): Promise<RequestItem> {
  const amended = await db.transaction('rw', [db.outbox], async () => {
    const item = await findItem(db, id);
    if (!item || item.kind !== 'request') throw new OutboxError(`No queued request ${id}`);
    if (item.state !== 'attention')
      throw new OutboxError(`Item ${id} does not need attention; it cannot be changed now`);
    // Same id, new body: the server stored nothing for the refused attempt, so the key is still free.
    const next: RequestItem = {
      ...item,
      request: { ...item.request, body },
      state: 'waiting',
      attempts: 0,
      nextAttemptAt: 0,
      error: undefined,
    };
    await db.outbox.put(next);
    return next;
  });
  signalAfterCommit(db, { type: 'changed' });
  return amended;
}

/** Sends an item again as soon as its turn comes: an item needing attention as it is, a waiting one without its backoff. */
export async function retry(db: UserDatabase, id: string): Promise<void> {
  await db.transaction('rw', [db.outbox], async () => {
    const item = await findItem(db, id);
    if (!item || item.state === 'sending') return;
    await db.outbox.put({ ...item, state: 'waiting', nextAttemptAt: 0, error: undefined });
  });
  signalAfterCommit(db, { type: 'changed' });
}

/**
 * The user gives an item up: it leaves the queue with its upload's rows. Items that refer to it cannot be sent
 * any more; they need attention, with a message that says why, rather than vanish. Refused while it is being sent
 * (the server may be applying it); resolves to whether it was discarded.
 */
export async function discard(db: UserDatabase, id: string, now = Date.now()): Promise<boolean> {
  const isDiscarded = await db.transaction('rw', [db.outbox, db.uploads, db.uploadParts], async () => {
    const item = await findItem(db, id);
    if (!item || item.state === 'sending') return false;
    await db.outbox.delete(item.seq as number);
    if (item.kind === 'upload') await deleteUploadRows(db, item.uploadId);
    const message = localText(dependencyDiscardedMessage(item.label.subject));
    const dependents = await db.outbox.filter((other) => refsOf(other).includes(id)).toArray();
    for (const dependent of dependents) {
      // One being sent now is judged by its own answer (the server will refuse the ref it cannot resolve).
      if (dependent.state === 'sending') continue;
      await db.outbox.put({
        ...dependent,
        state: 'attention',
        error: { code: LOCAL_PROBLEM_CODE, msg: message },
        lastAttemptAt: now,
      });
    }
    return true;
  });
  if (isDiscarded) signalAfterCommit(db, { type: 'changed' });
  return isDiscarded;
}

async function deleteUploadRows(db: UserDatabase, uploadId: string): Promise<void> {
  await db.uploads.delete(uploadId);
  await db.uploadParts.where('uploadId').equals(uploadId).delete();
}

export const LAST_SYNC_META_KEY = 'outbox.lastSyncAt';

/** The server id in a create's answer (`data.id`), if any. */
function serverIdOf(data: unknown): string | null {
  const id = data !== null && typeof data === 'object' ? (data as { id?: unknown }).id : undefined;
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? String(id) : null;
}

/**
 * The server applied `item` and answered `data`: in one transaction the item leaves the queue for outboxDone (refs
 * resolve from there), a create's alias row maps the server id to its local id, the upload's rows go, and the last
 * sync time moves. Idempotent: a second acknowledgement of the same item (two tabs, a replayed answer) changes
 * nothing and resolves to null.
 */
export async function acknowledge(
  db: UserDatabase,
  item: OutboxItem,
  data: unknown,
  now = Date.now(),
): Promise<DoneItem | null> {
  return db.transaction(
    'rw',
    [db.outbox, db.outboxDone, db.outboxAliases, db.meta, db.uploads, db.uploadParts],
    async () => {
      if (await db.outboxDone.get(item.id)) return null;
      const current = await findItem(db, item.id);
      const source = current ?? item;
      if (current) await db.outbox.delete(current.seq as number);
      const done: DoneItem = {
        id: source.id,
        seq: source.seq as number,
        group: source.group,
        label: source.label,
        entity: source.entity,
        entityKey: source.entityKey,
        ...(source.patientKey === undefined ? {} : { patientKey: source.patientKey }),
        ...(source.kind === 'request' ? { fingerprint: requestFingerprint(source.request) } : {}),
        data,
        completedAt: now,
      };
      await db.outboxDone.put(done);
      const serverId = serverIdOf(data);
      if (serverId && isLocalId(source.entityKey) && itemIdOf(source.entityKey) === source.id) {
        await db.outboxAliases.put({ key: aliasKey(source.entity, serverId), localId: source.entityKey });
      }
      if (source.kind === 'upload') await deleteUploadRows(db, source.uploadId);
      await db.meta.put({ key: LAST_SYNC_META_KEY, value: now });
      return done;
    },
  );
}

/** The refs of a request that are not acknowledged yet (what it still waits for). */
export async function pendingRefs(db: UserDatabase, request: OutboxRequest): Promise<string[]> {
  const refs = refsOfRequest(request);
  const done = await db.outboxDone.bulkGet(refs);
  return refs.filter((_ref, index) => done[index] === undefined);
}
