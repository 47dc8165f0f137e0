/**
 * Bytes of the part being sent now, per upload: too frequent to write to IndexedDB, so kept in memory and added to the
 * stored `confirmedBytes` by the progress hooks. Only the tab that drains sends; the others hear it on a
 * BroadcastChannel, so every open tab shows the same bar. After a reload the bar starts from `confirmedBytes`.
 */
type Listener = () => void;

const CHANNEL_NAME = 'cuspid-upload-in-flight';
type InFlightMessage = { uploadId: string; bytes: number };

const inFlight = new Map<string, number>();
const listeners = new Set<Listener>();
let channel: BroadcastChannel | null | undefined;

function notify(): void {
  for (const listener of listeners) listener();
}

function apply(uploadId: string, bytes: number): boolean {
  if ((inFlight.get(uploadId) ?? 0) === bytes) return false;
  if (bytes > 0) inFlight.set(uploadId, bytes);
  else inFlight.delete(uploadId);
  return true;
}

function sharedChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
  // Under Node (tests, the benchmark) an open channel would keep the process alive.
  (channel as { unref?: () => void } | null)?.unref?.();
  channel?.addEventListener('message', (event: MessageEvent<InFlightMessage>) => {
    if (apply(event.data.uploadId, event.data.bytes)) notify();
  });
  return channel;
}

/** The sender reports the bytes of the current part sent so far; 0 when the part ended (confirmed or failed). */
export function setInFlightBytes(uploadId: string, bytes: number): void {
  if (!apply(uploadId, bytes)) return;
  notify();
  sharedChannel()?.postMessage({ uploadId, bytes } satisfies InFlightMessage);
}

export function inFlightBytes(uploadId: string): number {
  return inFlight.get(uploadId) ?? 0;
}

/** The sum over all uploads (for the overall bar). */
export function totalInFlightBytes(): number {
  let total = 0;
  for (const bytes of inFlight.values()) total += bytes;
  return total;
}

/** For useSyncExternalStore. */
export function subscribeInFlight(listener: Listener): () => void {
  sharedChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
