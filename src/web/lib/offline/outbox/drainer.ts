import Dexie from 'dexie';
import { userDatabaseName, type UserDatabase } from '../db';
import { backoffDelay } from './backoff';
import { claimLease, holdLease, LEASE_MS, releaseLease, releaseLeaseAtOnce, renewLease } from './lease';
import { acknowledge } from './outbox';
import { answerLacksValueMessage, dependencyMissingMessage, LOCAL_PROBLEM_CODE, localText } from './outbox-messages';
import { refsOf, resolveRequest } from './refs';
import { listenForSignals, sendSignal, type OutboxSignal } from './signals';
import { createStatusStore, type OutboxStatusStore } from './status';
import type { sendUpload } from './upload-sender';
import type { DoneItem, OutboxItem, Transport, TransportAnswer } from './types';

/**
 * The drainer sends what the outbox holds, one tab at a time (lease.ts), and decides what each answer means:
 *
 * - Groups go in `seq` order, one group's head at a time; several groups may be in flight (CONCURRENCY).
 * - An item whose refs point to unacknowledged items waits; one whose refs point to nothing needs attention.
 * - ok -> acknowledged (outbox.ts `acknowledge`); network error, 5xx, 429 -> waiting with jittered backoff, its
 *   group waits, other groups go on; 401 -> everything waits for sign-in; any other refusal -> 'attention' with the
 *   server's message, and its group waits behind it. Nothing expires, nothing is dropped.
 * - Every attempt sends Idempotency-Key = item id, so an item sent twice (a lost answer, two tabs) is applied once.
 *
 * It drains on start, on 'online', when the tab becomes visible, on a timer, on "Sync now", and when any tab
 * queues work (signals.ts). It never relies on Background Sync. See docs/offline.md.
 */

export const CONCURRENCY = 3;
export const POLL_MS = 15_000;

export type UploadSender = typeof sendUpload;

export type DrainerOptions = {
  db: UserDatabase;
  transport: Transport;
  now?: () => number;
  /** In [0, 1): the backoff's jitter. */
  random?: () => number;
  lease?: { ms?: number; renewEveryMs?: number };
  concurrency?: number;
  pollMs?: number;
  /** This drainer's name in the lease row; unique per tab. */
  owner?: string;
  /**
   * Whether this tab is signed in as the database's user. False (say another tab signed in as someone else, whose
   * cookie this tab now sends) -> nothing is sent: one user's queue must never reach the server as another user.
   */
  isSignedIn?: () => boolean;
  /** The session's clinic; items queued in another clinic wait until the session is back in theirs. */
  currentClinicId?: () => number | null | undefined;
  isOnline?: () => boolean;
  sendUpload?: UploadSender;
};

export type PassResult = {
  /** Whether this drainer held the lease (false: another tab is draining, or nothing could be tried). */
  isLeased: boolean;
  /** Attempts made and items acknowledged in this pass. */
  attempts: number;
  acknowledged: number;
  /**
   * When to look again before the poll: the earliest time a waiting head becomes due (backoff), or, when another
   * drainer held the lease, the time its lease runs out (a killed tab's lease is never released).
   */
  nextDueAt: number | null;
  /** The server answered 401: the pass stopped and waits for sign-in. */
  isStoppedForSignIn: boolean;
};

export type Drainer = {
  /** Starts listening to the triggers and drains at once. */
  start(): void;
  /** Stops the triggers and ends the pass (in-flight requests are aborted; their items are sent again later). */
  stop(): Promise<void>;
  /** One pass now, backoff ignored (the user asked): resolves when it ended. */
  syncNow(): Promise<PassResult>;
  /** One pass (a running one is extended instead), until nothing more can be sent now. */
  drainOnce(options?: { ignoreBackoff?: boolean }): Promise<PassResult>;
  /** The user signed in again: go on after a 401. */
  notifySignedIn(): void;
  status: OutboxStatusStore;
  /** Called with each item the server acknowledged, in this tab or another one (to refresh queries). */
  onAcknowledged(listener: (item: DoneItem) => void): () => void;
};

function isDatabaseGone(error: unknown): boolean {
  return error instanceof Dexie.DatabaseClosedError || (error instanceof Error && error.name === 'DatabaseClosedError');
}

function defaultIsOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** This pass's view of the outbox, in seq order; re-read in full when another writer changed existing rows. */
class QueueView {
  items = new Map<string, OutboxItem>();
  private maxSeq = 0;
  isStale = true;

  async refresh(db: UserDatabase): Promise<void> {
    // New rows always have higher seqs (rw transactions on one store commit in order), so reading past the last
    // seq finds them; edits of existing rows by the user (amend, retry, discard) mark the view stale. The choice is
    // made before the read: a change signalled while it runs leaves the view stale for the next refresh, instead of
    // emptying the view and filling it with the newer rows only.
    const isFull = this.isStale;
    this.isStale = false;
    const rows = isFull ? await db.outbox.toArray() : await db.outbox.where(':id').above(this.maxSeq).toArray();
    if (isFull) this.items.clear();
    for (const row of rows) this.put(row);
  }

  put(item: OutboxItem): void {
    this.items.set(item.id, item);
    this.maxSeq = Math.max(this.maxSeq, item.seq ?? 0);
  }

  remove(id: string): void {
    this.items.delete(id);
  }

  has(id: string): boolean {
    return this.items.has(id);
  }

  /** The first item of each group, in seq order (Map order: loaded in seq order, later rows appended). */
  heads(): OutboxItem[] {
    const seen = new Set<string>();
    const heads: OutboxItem[] = [];
    for (const item of this.items.values()) {
      if (seen.has(item.group)) continue;
      seen.add(item.group);
      heads.push(item);
    }
    return heads;
  }
}

export function createDrainer(options: DrainerOptions): Drainer {
  const { db, transport } = options;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const leaseMs = options.lease?.ms ?? LEASE_MS;
  const renewEveryMs = options.lease?.renewEveryMs ?? Math.floor(leaseMs / 3);
  const concurrency = options.concurrency ?? CONCURRENCY;
  const pollMs = options.pollMs ?? POLL_MS;
  const owner = options.owner ?? crypto.randomUUID();
  const isSignedIn = options.isSignedIn ?? (() => true);
  const isOnline = options.isOnline ?? defaultIsOnline;
  const uploadSender = options.sendUpload ?? sendUploadLater;

  const status = createStatusStore(db);
  const ackListeners = new Set<(item: DoneItem) => void>();

  let running: Promise<PassResult> | null = null;
  let isAgainRequested = false;
  let isBackoffIgnoredNext = false;
  /** The server answered 401; cleared by an acknowledgement or a sign-in. */
  let hasUnauthorized = false;
  let hasNetworkFailed = false;
  let isStopping = false;
  /** The page is hidden (pagehide): it may be gone any moment, and another page or tab should drain instead. */
  let isPageHidden = false;
  let currentView: QueueView | null = null;
  let passAbort: AbortController | null = null;
  let isStarted = false;
  let wakeTimer: ReturnType<typeof setTimeout> | null = null;
  /** When the lease this drainer last wrote runs out (0: not holding it); what releaseLeaseAtOnce may give up. */
  let leaseHeldUntil = 0;
  const cleanups: (() => void)[] = [];

  /** Claims, renewals and holds that succeeded move leaseHeldUntil; a failed one means the lease is not ours. */
  function noteLease(isHeld: boolean, at: number): boolean {
    leaseHeldUntil = isHeld ? at + leaseMs : 0;
    return isHeld;
  }

  /** holdLease, remembering how long the lease is now ours. */
  async function holdOurLease(): Promise<boolean> {
    const at = now();
    return noteLease(await holdLease(db, owner, at, leaseMs), at);
  }

  function updateState(isPassRunning: boolean): void {
    if (hasUnauthorized || !isSignedIn()) status.setState('waitingForSignIn');
    else if (!isOnline() || hasNetworkFailed) status.setState('offline');
    else status.setState(isPassRunning ? 'syncing' : 'idle');
  }

  function emitAcknowledged(item: DoneItem): void {
    for (const listener of ackListeners) listener(item);
  }

  /** Within a transaction over outbox + meta: `change` applied to the item's row if we still hold the lease. */
  async function writeIfLeased(
    id: string,
    change: (row: OutboxItem) => OutboxItem,
  ): Promise<OutboxItem | null | 'lost'> {
    return db.transaction('rw', [db.outbox, db.meta], async () => {
      if (!(await holdOurLease())) return 'lost';
      const row = await db.outbox.where('id').equals(id).first();
      if (!row) return null;
      const next = change(row);
      await db.outbox.put(next);
      return next;
    });
  }

  async function runPass(): Promise<PassResult> {
    const result: PassResult = {
      isLeased: false,
      attempts: 0,
      acknowledged: 0,
      nextDueAt: null,
      isStoppedForSignIn: false,
    };
    if (!isSignedIn() || !isOnline() || isPageHidden) {
      updateState(false);
      return result;
    }
    const claimedAt = now();
    const claim = await claimLease(db, owner, claimedAt, leaseMs);
    noteLease(claim.isClaimed, claimedAt);
    if (!claim.isClaimed) {
      // Not the poll: the moment the holder's lease runs out, unless it renews it (it is alive) or releases it.
      result.nextDueAt = claim.holder.expiresAt;
      return result;
    }
    result.isLeased = true;

    const abort = new AbortController();
    passAbort = abort;
    let isLeaseLost = false;
    let isPassOver = false;
    const renewTimer = setInterval(() => {
      const renewedAt = now();
      renewLease(db, owner, renewedAt, leaseMs).then(
        (isHeld) => {
          // A renewal answered after the pass released the lease says nothing about now.
          if (isPassOver) return;
          if (!noteLease(isHeld, renewedAt)) isLeaseLost = true;
        },
        () => {
          isLeaseLost = true;
        },
      );
    }, renewEveryMs);
    const view = new QueueView();
    currentView = view;
    const inFlight = new Map<string, Promise<void>>();
    /** Groups whose head failed in this pass: tried again in a later pass, after its backoff. */
    const restingGroups = new Set<string>();
    const answers = new Map<string, unknown>();
    updateState(true);

    const markLost = (outcome: OutboxItem | null | 'lost') => {
      if (outcome === 'lost') isLeaseLost = true;
      return outcome === 'lost' ? null : outcome;
    };

    /** Whether every ref of `item` is answered; puts it in attention when one points to nothing. */
    async function areRefsAnswered(item: OutboxItem): Promise<boolean> {
      for (const target of refsOf(item)) {
        if (answers.has(target)) continue;
        if (view.has(target)) return false;
        // The view may lag behind the queue: only the database says the target is gone.
        if (await db.outbox.where('id').equals(target).first()) {
          view.isStale = true;
          return false;
        }
        const done = await db.outboxDone.get(target);
        if (done) {
          answers.set(target, done.data);
          continue;
        }
        // Neither queued nor done (discarded, or the queue was edited by hand): say so rather than wait forever.
        const written = markLost(
          await writeIfLeased(item.id, (row) => ({
            ...row,
            state: 'attention',
            error: { code: LOCAL_PROBLEM_CODE, msg: localText(dependencyMissingMessage()) },
          })),
        );
        if (written) view.put(written);
        return false;
      }
      return true;
    }

    async function send(item: OutboxItem): Promise<TransportAnswer> {
      if (item.kind === 'upload') return uploadSender(db, item, { transport, signal: abort.signal, now });
      const resolved = resolveRequest(item.request, answers);
      if (!resolved.ok) {
        const source = await db.outboxDone.get(resolved.itemId);
        return {
          outcome: 'rejected',
          code: LOCAL_PROBLEM_CODE,
          msg: localText(answerLacksValueMessage(source?.label.subject ?? '')),
        };
      }
      const { service, method, path, body } = resolved.request;
      return transport.json({
        service,
        method,
        path,
        ...(body === undefined ? {} : { body }),
        idempotencyKey: item.id,
        signal: abort.signal,
      });
    }

    async function settle(item: OutboxItem, answer: TransportAnswer): Promise<void> {
      if (answer.outcome === 'ok') {
        // A fact, whoever holds the lease now: the server applied it.
        const done = await acknowledge(db, item, answer.data, now());
        view.remove(item.id);
        answers.set(item.id, answer.data);
        result.acknowledged += 1;
        hasNetworkFailed = false;
        hasUnauthorized = false;
        if (done) {
          emitAcknowledged(done);
          sendSignal(db.name, { type: 'acknowledged', id: done.id, from: owner });
        }
        return;
      }
      if (answer.outcome === 'unauthorized') {
        hasUnauthorized = true;
        result.isStoppedForSignIn = true;
        // Not the item's failure: its attempt does not count.
        const written = markLost(
          await writeIfLeased(item.id, (row) => ({
            ...row,
            state: 'waiting',
            attempts: Math.max(0, row.attempts - 1),
          })),
        );
        if (written) view.put(written);
        return;
      }
      restingGroups.add(item.group);
      const written = markLost(
        await writeIfLeased(item.id, (row) =>
          answer.outcome === 'retry'
            ? {
                ...row,
                state: 'waiting',
                nextAttemptAt: now() + backoffDelay(row.attempts, random, answer.retryAfterMs),
                error: { code: answer.status, msg: answer.msg ?? '' },
              }
            : {
                ...row,
                state: 'attention',
                error: { code: answer.code, msg: answer.msg, ...(answer.extra ? { extra: answer.extra } : {}) },
              },
        ),
      );
      if (answer.outcome === 'retry' && answer.status === 0) hasNetworkFailed = true;
      if (written) view.put(written);
    }

    async function attempt(item: OutboxItem): Promise<void> {
      let answer: TransportAnswer;
      try {
        answer = await send(item);
      } catch (error) {
        if (isDatabaseGone(error)) throw error;
        answer = { outcome: 'retry', status: 0, msg: error instanceof Error ? error.message : String(error) };
      }
      if (abort.signal.aborted) {
        // Stopped mid-send: the item waits as it was; the server's idempotency covers an attempt that did arrive.
        const written = await writeIfLeased(item.id, (row) => ({ ...row, state: 'waiting' })).catch(() => null);
        if (written && written !== 'lost') view.put(written);
        return;
      }
      await settle(item, answer);
      updateState(true);
    }

    /** Marks a ready head 'sending' from its current row (the user may have amended it); null when it changed. */
    async function markSending(item: OutboxItem): Promise<OutboxItem | null> {
      return db.transaction('rw', [db.outbox, db.meta], async () => {
        if (!(await holdOurLease())) {
          isLeaseLost = true;
          return null;
        }
        const row = await db.outbox.where('id').equals(item.id).first();
        if (!row || row.state !== 'waiting' || row.group !== item.group) return null;
        const next: OutboxItem = { ...row, state: 'sending', attempts: row.attempts + 1, lastAttemptAt: now() };
        await db.outbox.put(next);
        return next;
      });
    }

    const canSendNow = (item: OutboxItem, time: number) => {
      if (item.state !== 'waiting' || item.nextAttemptAt > time) return false;
      if (item.clinicId === undefined || !options.currentClinicId) return true;
      return options.currentClinicId() === item.clinicId;
    };

    try {
      if (isBackoffIgnoredNext) {
        isBackoffIgnoredNext = false;
        await db.outbox.where('state').equals('waiting').modify({ nextAttemptAt: 0 });
      }
      for (;;) {
        if (isStopping || isPageHidden || isLeaseLost || result.isStoppedForSignIn) break;
        await view.refresh(db);
        const time = now();
        for (const head of view.heads()) {
          if (inFlight.size >= concurrency || isLeaseLost || isStopping || isPageHidden || result.isStoppedForSignIn)
            break;
          if (inFlight.has(head.group) || restingGroups.has(head.group) || !canSendNow(head, time)) continue;
          // Checked before each send: another tab may have signed in as someone else meanwhile.
          if (!isSignedIn()) break;
          if (!(await areRefsAnswered(head))) continue;
          const marked = await markSending(head);
          if (!marked) {
            view.isStale = true;
            continue;
          }
          view.put(marked);
          result.attempts += 1;
          inFlight.set(
            head.group,
            attempt(marked).finally(() => inFlight.delete(head.group)),
          );
        }
        if (inFlight.size === 0) {
          if (view.isStale && !isLeaseLost && !isStopping) continue;
          break;
        }
        await Promise.race(inFlight.values());
      }
      await Promise.all(inFlight.values());
      // Items of resting groups become due later: the earliest of them wakes the timer.
      for (const head of view.heads()) {
        if (head.state === 'waiting' && head.nextAttemptAt > now()) {
          result.nextDueAt = Math.min(result.nextDueAt ?? Infinity, head.nextAttemptAt);
        }
      }
    } catch (error) {
      abort.abort();
      await Promise.allSettled(inFlight.values());
      // A closed database (sign-out, a reload) ends the pass quietly; anything else is tried again next time.
      if (!isDatabaseGone(error)) reportError(error);
    } finally {
      clearInterval(renewTimer);
      isPassOver = true;
      currentView = null;
      passAbort = null;
      await releaseLease(db, owner).catch(() => undefined);
      leaseHeldUntil = 0;
      updateState(false);
    }
    return result;
  }

  function drainOnce(drainOptions: { ignoreBackoff?: boolean } = {}): Promise<PassResult> {
    if (drainOptions.ignoreBackoff) isBackoffIgnoredNext = true;
    if (running) {
      isAgainRequested = true;
      if (currentView) currentView.isStale = true;
      return running;
    }
    const pass = (async () => {
      const total: PassResult = {
        isLeased: false,
        attempts: 0,
        acknowledged: 0,
        nextDueAt: null,
        isStoppedForSignIn: false,
      };
      let result: PassResult;
      do {
        isAgainRequested = false;
        result = await runPass().catch((error: unknown) => {
          if (!isDatabaseGone(error)) reportError(error);
          return { isLeased: false, attempts: 0, acknowledged: 0, nextDueAt: null, isStoppedForSignIn: false };
        });
        total.isLeased ||= result.isLeased;
        total.attempts += result.attempts;
        total.acknowledged += result.acknowledged;
        total.nextDueAt = result.nextDueAt;
        total.isStoppedForSignIn = result.isStoppedForSignIn;
        // Asked again meanwhile: go on, unless a 401 stopped this pass and no sign-in came since.
      } while (isAgainRequested && result.isLeased && !isStopping && !(result.isStoppedForSignIn && hasUnauthorized));
      running = null;
      if (isStarted && !isStopping) scheduleWake(total.nextDueAt);
      return total;
    })();
    running = pass;
    return pass;
  }

  function scheduleWake(dueAt: number | null): void {
    if (wakeTimer) clearTimeout(wakeTimer);
    const delay = dueAt === null ? pollMs : Math.min(pollMs, Math.max(250, dueAt - now()));
    wakeTimer = setTimeout(() => void drainOnce(), delay);
  }

  function onSignal(signal: OutboxSignal): void {
    if (signal.type === 'acknowledged') {
      if (signal.from === owner) return;
      void db.outboxDone.get(signal.id).then(
        (done) => done && emitAcknowledged(done),
        () => undefined,
      );
      return;
    }
    if (signal.type === 'signedIn') {
      drainer.notifySignedIn();
      return;
    }
    void drainOnce();
  }

  /**
   * The page is going (reload, tab closed, navigation away, or into the back-forward cache): its requests die with it,
   * so the pass ends, and the lease is given up now, not when it runs out, so the next page or another tab drains at
   * once. Told to the other tabs, which may be waiting for this lease.
   */
  function onPageHide(): void {
    isPageHidden = true;
    passAbort?.abort();
    releaseLeaseAtOnce(db, leaseHeldUntil, now());
    sendSignal(db.name, { type: 'changed' });
  }

  function onPageShow(): void {
    if (!isPageHidden) return;
    // Back from the back-forward cache: this page drains again.
    isPageHidden = false;
    void drainOnce();
  }

  function listen(target: EventTarget | undefined, type: string, listener: (event: Event) => void): void {
    if (!target) return;
    target.addEventListener(type, listener);
    cleanups.push(() => target.removeEventListener(type, listener));
  }

  const drainer: Drainer = {
    start() {
      if (isStarted) return;
      isStarted = true;
      isStopping = false;
      const hasWindow = typeof window !== 'undefined';
      listen(hasWindow ? window : undefined, 'online', () => void drainOnce({ ignoreBackoff: true }));
      listen(hasWindow ? window : undefined, 'offline', () => updateState(running !== null));
      listen(hasWindow ? window : undefined, 'pagehide', onPageHide);
      listen(hasWindow ? window : undefined, 'pageshow', onPageShow);
      listen(typeof document === 'undefined' ? undefined : document, 'visibilitychange', () => {
        if (document.visibilityState !== 'visible') return;
        void drainOnce();
      });
      cleanups.push(listenForSignals(db.name, onSignal));
      void drainOnce();
    },
    async stop() {
      isStopping = true;
      isStarted = false;
      if (wakeTimer) clearTimeout(wakeTimer);
      wakeTimer = null;
      for (const cleanup of cleanups.splice(0)) cleanup();
      passAbort?.abort();
      // Before the database may close (sign-out, another user): the pass's own release would find it closed.
      releaseLeaseAtOnce(db, leaseHeldUntil, now());
      await running?.catch(() => undefined);
    },
    syncNow() {
      hasNetworkFailed = false;
      return drainOnce({ ignoreBackoff: true });
    },
    drainOnce,
    notifySignedIn() {
      hasUnauthorized = false;
      updateState(running !== null);
      void drainOnce();
    },
    status,
    onAcknowledged(listener) {
      ackListeners.add(listener);
      return () => ackListeners.delete(listener);
    },
  };
  return drainer;
}

/** The upload sender (and its hashing) loads with the first upload to send, not with every signed-in page. */
const sendUploadLater: UploadSender = (db, item, context) =>
  import('./upload-sender').then((module) => module.sendUpload(db, item, context));

function reportError(error: unknown): void {
  // Not the user's to see: the items stay where they were and the next pass tries again.
  console.error('Outbox drainer:', error);
}

/**
 * The user signed in again (completeSignIn, a session refresh): drainers waiting after a 401 go on, in every tab of
 * that user, through the user's signal channel (this tab's own drainers listen to it too).
 */
export function notifySignedIn(userId: string): void {
  sendSignal(userDatabaseName(userId), { type: 'signedIn' });
}
