import Dexie from 'dexie';
import type { UserDatabase } from '../db';

/**
 * What one tab tells the others (and itself) about a user's outbox, over a BroadcastChannel named after the
 * database: work was queued or changed (a drainer should look), an item was acknowledged (queries to refresh), the
 * user signed in again (a drainer waiting for sign-in goes on). Never needed for correctness: every drainer also
 * looks on its timer; signals only make it prompt.
 */
export type OutboxSignal =
  | { type: 'changed' }
  /** `from`: the drainer that acknowledged it (it told its own listeners already). */
  | { type: 'acknowledged'; id: string; from?: string }
  | { type: 'signedIn' };

type Listener = (signal: OutboxSignal) => void;

function channelName(databaseName: string): string {
  return `cuspid-outbox:${databaseName}`;
}

/** Without BroadcastChannel (very old browsers) signals still reach this tab's own listeners. */
const localListeners = new Map<string, Set<Listener>>();
const hasBroadcastChannel = () => typeof BroadcastChannel !== 'undefined';

export function sendSignal(databaseName: string, signal: OutboxSignal): void {
  if (!hasBroadcastChannel()) {
    for (const listener of localListeners.get(databaseName) ?? []) queueMicrotask(() => listener(signal));
    return;
  }
  // Every other channel object of this name receives it, this tab's own listeners included.
  const channel = new BroadcastChannel(channelName(databaseName));
  channel.postMessage(signal);
  channel.close();
}

export function listenForSignals(databaseName: string, listener: Listener): () => void {
  if (!hasBroadcastChannel()) {
    const listeners = localListeners.get(databaseName) ?? new Set<Listener>();
    localListeners.set(databaseName, listeners);
    listeners.add(listener);
    return () => listeners.delete(listener);
  }
  const channel = new BroadcastChannel(channelName(databaseName));
  channel.onmessage = (event: MessageEvent<OutboxSignal>) => listener(event.data);
  return () => channel.close();
}

/**
 * Sends the signal once what was just written is visible to other connections: at once, or, when the write ran
 * inside a caller's transaction (an upload's rows and its item together), when that outer transaction commits.
 */
export function signalAfterCommit(db: UserDatabase, signal: OutboxSignal): void {
  let transaction = Dexie.currentTransaction;
  if (!transaction) {
    sendSignal(db.name, signal);
    return;
  }
  while (transaction.parent) transaction = transaction.parent;
  transaction.on('complete', () => sendSignal(db.name, signal));
}
