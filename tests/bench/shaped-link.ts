// A clinic's line between the browser and the server, for a benchmark: a TCP relay whose two directions are each a
// token bucket (the line's rate, a small burst) followed by a fixed delay (half the added round trip each way). Every
// connection through the relay shares the same two buckets, as the connections of a tablet share the clinic's uplink.
// A connection whose bytes wait in the bucket's queue longer than QUEUE_MS stops being read (TCP pushes back on the
// browser, as a router's full buffer would), so the browser's own progress follows what the line really carried.
import net from 'node:net';

export type LinkShape = { bitsPerSecond: number; addedRoundTripMs: number };

/** A router's buffer, in time at the line's rate: what the relay holds before it stops reading a connection. */
const QUEUE_MS = 50;
/** Bytes the bucket holds when the line was idle: one TCP segment burst. */
const BURST_BYTES = 16 * 1024;

/** One direction of the line: bytes leave at its rate (after a burst), then arrive a fixed delay later. */
class Direction {
  readonly #bytesPerMs: number;
  readonly #delayMs: number;
  #tokens = BURST_BYTES;
  #filledAt = performance.now();
  /** Bytes carried, for the relay's own figure. */
  carried = 0;

  constructor(bytesPerSecond: number, delayMs: number) {
    this.#bytesPerMs = bytesPerSecond / 1000;
    this.#delayMs = delayMs;
  }

  /** When `bytes` offered now leave the bucket (ms from now); the tokens may run into debt: the queue. */
  #take(bytes: number): number {
    const now = performance.now();
    this.#tokens = Math.min(BURST_BYTES, this.#tokens + (now - this.#filledAt) * this.#bytesPerMs);
    this.#filledAt = now;
    this.#tokens -= bytes;
    this.carried += bytes;
    return this.#tokens >= 0 ? 0 : -this.#tokens / this.#bytesPerMs;
  }

  /** When `bytes` offered now arrive at the other end (performance.now() time), and how long they wait to leave. */
  carry(bytes: number): { arriveAt: number; queuedMs: number } {
    const queuedMs = this.#take(bytes);
    return { arriveAt: performance.now() + queuedMs + this.#delayMs, queuedMs };
  }
}

export type ShapedLink = {
  port: number;
  /** Bytes carried towards the server and back. */
  carried(): { up: number; down: number };
  close(): Promise<void>;
};

/**
 * One connection's direction through the line. Its chunks arrive in the order they were read: one queue per
 * connection, drained by one timer (separate timers per chunk could fire out of order and garble the stream).
 */
function pipeShaped(from: net.Socket, to: net.Socket, direction: Direction): void {
  const queue: { arriveAt: number; deliver: () => void }[] = [];
  let timer: NodeJS.Timeout | null = null;
  const drain = () => {
    timer = null;
    const now = performance.now();
    while (queue.length > 0 && queue[0]!.arriveAt <= now) queue.shift()!.deliver();
    if (queue.length > 0) timer = setTimeout(drain, queue[0]!.arriveAt - now);
  };
  const push = (arriveAt: number, deliver: () => void) => {
    queue.push({ arriveAt, deliver });
    timer ??= setTimeout(drain, Math.max(0, queue[0]!.arriveAt - performance.now()));
  };
  from.on('data', (chunk: Buffer) => {
    const { arriveAt, queuedMs } = direction.carry(chunk.length);
    push(arriveAt, () => {
      if (!to.destroyed) to.write(chunk);
    });
    if (queuedMs > QUEUE_MS) {
      from.pause();
      setTimeout(() => from.resume(), queuedMs - QUEUE_MS);
    }
  });
  // After the bytes before them: a clean end, and a connection reset passed on as one.
  from.on('end', () => push(direction.carry(0).arriveAt, () => to.end()));
  from.on('close', (hadError) => hadError && push(direction.carry(0).arriveAt, () => to.destroy()));
  from.on('error', () => undefined);
}

/** A relay on a free local port in front of `target` (host:port), shaped as `shape` says. */
export async function startShapedLink(target: { host: string; port: number }, shape: LinkShape): Promise<ShapedLink> {
  const bytesPerSecond = shape.bitsPerSecond / 8;
  const up = new Direction(bytesPerSecond, shape.addedRoundTripMs / 2);
  const down = new Direction(bytesPerSecond, shape.addedRoundTripMs / 2);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.setNoDelay(true);
      socket.on('close', () => sockets.delete(socket));
    }
    pipeShaped(client, upstream, up);
    pipeShaped(upstream, client, down);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    carried: () => ({ up: up.carried, down: down.carried }),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
