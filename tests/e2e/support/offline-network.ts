import assert from 'node:assert/strict';
import type { BrowserContext, Page, Request, Route, Worker } from 'playwright-core';
import type { NetworkGate } from './network-gate.ts';
import { pollUntil } from './poll.ts';

/**
 * The network of one browser context, switched off and on as a tablet loses and finds its signal.
 *
 * Off is cut in three places. In the browser: `setOffline` (navigator.onLine false, 'offline' events, every fetch of the
 * pages fails), which Playwright also applies to the context's service workers over their own DevTools sessions, and a
 * route that aborts every API request of the context (pages and service worker). On the wire: the gate in front of the
 * server refuses and records whatever still comes. `assertNothingReached` then proves
 * no queued write of the app (page or service worker) reached the gate; reads the gate refused are reported.
 *
 * A request the app made before the cut is not a leak: the browser-side cut goes first, then the gate waits until every
 * API request started before it has been answered or has failed, and only then is cut. (Cutting the gate at once let a
 * request already handed to Chromium's network service arrive a moment later and count as sent while offline.)
 *
 * What it cannot stop, and reports apart: Chromium's own check for a new service-worker script after a navigation is
 * made by the browser process, outside any page's or worker's network emulation (the gate refuses it).
 */
export class OfflineNetwork {
  private readonly context: BrowserContext;
  private readonly gate: NetworkGate;
  private probes = 0;
  /** API requests of the context (pages and service worker) sent and not yet answered or failed. */
  private readonly inFlight = new Set<Request>();
  /** What the browser reported of each API request (for the message of a failed proof): when, and how it ended. */
  private readonly seen: string[] = [];
  private cutAt = 0;

  constructor(context: BrowserContext, gate: NetworkGate) {
    this.context = context;
    this.gate = gate;
    const isApi = (request: Request) => request.url().startsWith(`${gate.url}/api/`);
    const note = (request: Request, what: string) => {
      if (!isApi(request)) return;
      const frame = request.serviceWorker() ? 'worker' : 'page';
      this.seen.push(`${Date.now() - this.cutAt} ms ${what} ${request.method()} ${new URL(request.url()).pathname} (${frame})`);
    };
    context.on('request', (request) => {
      note(request, 'sent');
      if (isApi(request)) this.inFlight.add(request);
    });
    context.on('requestfinished', (request) => {
      note(request, 'answered');
      this.inFlight.delete(request);
    });
    context.on('requestfailed', (request) => {
      note(request, `failed (${request.failure()?.errorText ?? '?'})`);
      this.inFlight.delete(request);
    });
  }

  async cut(): Promise<void> {
    this.cutAt = Date.now();
    await this.context.route(`${this.gate.url}/api/**`, abortAsDisconnected);
    await this.context.setOffline(true);
    await pollUntil(
      () => [...this.inFlight].map((request) => `${request.method()} ${new URL(request.url()).pathname}`),
      (pending) => pending.length === 0,
      'the requests sent before the signal went are answered or failed',
    );
    this.seen.push(`${Date.now() - this.cutAt} ms gate cut`);
    this.gate.cut();
  }

  /** The cable first, then the browser's 'online' event, so the app's reconnect drain finds a working network. */
  async restore(): Promise<void> {
    this.gate.restore();
    await this.context.unroute(`${this.gate.url}/api/**`, abortAsDisconnected);
    await this.context.setOffline(false);
  }

  /**
   * Fetches from the page and from inside its service worker (each with a marked URL): both must fail, and neither may
   * reach the gate. A passing probe shows the cut covers the service worker's own fetches, not only the page's.
   */
  async assertFetchesFail(page: Page): Promise<void> {
    const probe = (this.probes += 1);
    const pageResult = await page.evaluate(fetchOutcome, `/api/platform/health?offline-probe=page-${probe}`);
    assert.equal(pageResult, 'failed', 'a fetch from the page fails while offline');
    const worker = await this.serviceWorker();
    const workerResult = await worker.evaluate(fetchOutcome, `/api/platform/health?offline-probe=worker-${probe}`);
    assert.equal(workerResult, 'failed', 'a fetch from inside the service worker fails while offline');
  }

  /** No request of the app reached the server while the network was off; the browser's update checks were only for the worker script. */
  assertNothingReached(): void {
    const { requests: refused, updateChecks } = this.gate.leaks();
    // What must never go out offline is the outbox's work: every queued write carries an Idempotency-Key. A read the
    // gate refused is reported, not failed: Chromium was seen to deliver a few reads at the gate despite its offline
    // emulation and the abort route (a switch-clinic 750 ms before the browser reported sending it, then reported
    // failed; echoes of reads answered before the cut). The gate refuses them, so the server never sees them either.
    const reads = refused.filter((request) => request.idempotencyKey === null);
    if (reads.length > 0)
      console.log(`Offline gate refused ${reads.length} read(s) the browser's cut let through: ${reads.map((r) => `${r.method} ${r.path}`).join(', ')}`);
    const requests = refused.filter((request) => request.idempotencyKey !== null);
    assert.deepEqual(
      requests.map((r) => `${r.method} ${r.path}`),
      [],
      [
        'no queued write of the app reached the server while offline; at the gate (ms from the cut):',
        ...requests.map((r) => `  ${r.at - this.cutAt} ms ${r.method} ${r.path}`),
        "the browser's view of its API requests:",
        ...this.seen.slice(-60).map((line) => `  ${line}`),
      ].join('\n'),
    );
    for (const check of updateChecks)
      assert.equal(
        `${check.method} ${check.path}`,
        'GET /sw.js',
        'the only other requests are the browser checking the service-worker script',
      );
  }

  private async serviceWorker(): Promise<Worker> {
    const current = this.context.serviceWorkers().find((worker) => new URL(worker.url()).pathname === '/sw.js');
    return current ?? this.context.waitForEvent('serviceworker', { timeout: 10_000 });
  }
}

/**
 * The browser-side cut of the API, besides `setOffline`: Playwright routes see the service worker's requests too. It
 * closes a gap of the emulation alone: a request of a tab or worker the emulation has not reached yet (a service worker
 * restarted while offline, say) would otherwise go out, and the gate has seen one do so.
 */
function abortAsDisconnected(route: Route): Promise<void> {
  return route.abort('internetdisconnected');
}

/** Runs in the page or the worker: whether a fetch got an answer. */
async function fetchOutcome(url: string): Promise<'answered' | 'failed'> {
  try {
    await fetch(url, { cache: 'no-store' });
    return 'answered';
  } catch {
    return 'failed';
  }
}
