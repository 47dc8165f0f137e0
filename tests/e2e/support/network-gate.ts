import http from 'node:http';
import type net from 'node:net';

/**
 * Who sent a request: the app (its pages and its service worker's own fetches), or the browser itself checking for a new
 * service-worker script (`Service-Worker: script`, sent by Chromium's browser process on navigations; no DevTools
 * network emulation applies to it, so it is the one request an "offline" Chromium still makes).
 */
export type RequestOrigin = 'app' | 'worker-update-check';

/** One HTTP request that reached the gate: what the server would have seen. */
export type GateRequest = {
  method: string;
  path: string;
  at: number;
  origin: RequestOrigin;
  refused: boolean;
  /** The Idempotency-Key header, when the request carried one (every outbox item's request does). */
  idempotencyKey: string | null;
};

/**
 * The browser's only way to the server: a transparent HTTP relay in front of it that records every request and can be
 * cut like a cable. Tests open the app at `gate.url`, so everything the page and its service worker fetch passes here.
 *
 * It is the witness of an offline test: while the network is off in the browser (page and service worker), the gate is
 * cut too. Anything that still arrives is recorded and refused, so a leak can neither reach the server nor go unseen:
 * `leaks()` must then hold no request of the app.
 */
export class NetworkGate {
  readonly url: string;
  readonly requests: GateRequest[] = [];
  private readonly server: http.Server;
  private readonly sockets = new Set<net.Socket>();
  private isCut = false;
  private connectionsWhileCut = 0;

  private constructor(server: http.Server, url: string) {
    this.server = server;
    this.url = url;
  }

  /** Listens on a free loopback port and relays to `target` (`http://127.0.0.1:PORT`). */
  static async open(target: string): Promise<NetworkGate> {
    const upstream = new URL(target);
    const holder: { gate?: NetworkGate } = {};
    const server = http.createServer((request, response) => holder.gate?.relay(request, response, upstream));
    // Parts of large uploads: the browser and the server own their timeouts, the cable has none.
    server.requestTimeout = 0;
    server.headersTimeout = 0;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (!address || typeof address !== 'object') throw new Error('The network gate has no port');
    const gate = new NetworkGate(server, `http://127.0.0.1:${address.port}`);
    holder.gate = gate;
    server.on('connection', (socket) => gate.track(socket));
    return gate;
  }

  /** Cuts the cable: open connections drop (requests in flight fail), later requests are recorded and refused. */
  cut(): void {
    this.isCut = true;
    for (const socket of this.sockets) socket.destroy();
  }

  restore(): void {
    this.isCut = false;
  }

  get cutNow(): boolean {
    return this.isCut;
  }

  /**
   * What tried to reach the server while the cable was cut. `requests` (the app's) must be empty for an offline proof;
   * `updateChecks` are the browser's own service-worker script checks; `connections` counts sockets opened meanwhile
   * (Chromium's predictor preconnects outside network emulation: a socket carries no request by itself).
   */
  leaks(): { requests: GateRequest[]; updateChecks: GateRequest[]; connections: number } {
    const refused = this.requests.filter((r) => r.refused);
    return {
      requests: refused.filter((r) => r.origin === 'app'),
      updateChecks: refused.filter((r) => r.origin === 'worker-update-check'),
      connections: this.connectionsWhileCut,
    };
  }

  /** Requests relayed to the server, optionally only those of a method and a path (RegExp on path and query). */
  relayed(filter: { method?: string; path?: RegExp } = {}): GateRequest[] {
    return this.requests.filter(
      (r) => !r.refused && (!filter.method || r.method === filter.method) && (!filter.path || filter.path.test(r.path)),
    );
  }

  /**
   * Idempotency keys the server received more than once (a write delivered twice). On a clean network every outbox item
   * is sent once: a repeat means two drainers sent the same item, even if the server then applied it only once.
   */
  repeatedIdempotencyKeys(): string[] {
    const counts = new Map<string, number>();
    for (const request of this.relayed()) {
      if (!request.idempotencyKey) continue;
      const key = `${request.method} ${request.path.split('?')[0]} ${request.idempotencyKey}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return [...counts].filter(([, count]) => count > 1).map(([key, count]) => `${key} ×${count}`);
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private track(socket: net.Socket): void {
    // Kept open even while cut: a request sent on it is then read, recorded and refused (see relay), not lost unseen.
    if (this.isCut) this.connectionsWhileCut += 1;
    this.sockets.add(socket);
    socket.once('close', () => this.sockets.delete(socket));
  }

  private relay(request: http.IncomingMessage, response: http.ServerResponse, upstream: URL): void {
    const origin: RequestOrigin = request.headers['service-worker'] === 'script' ? 'worker-update-check' : 'app';
    const key = request.headers['idempotency-key'];
    const entry: GateRequest = {
      method: request.method ?? 'GET',
      path: request.url ?? '/',
      at: Date.now(),
      origin,
      refused: this.isCut,
      idempotencyKey: typeof key === 'string' ? key : null,
    };
    this.requests.push(entry);
    if (entry.refused) {
      request.socket.destroy();
      return;
    }
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    // A cut mid-request ends both sides, as a dropped network would.
    forwarded.on('error', () => response.destroy());
    response.on('close', () => {
      if (!response.writableFinished) forwarded.destroy();
    });
    request.pipe(forwarded);
  }
}
