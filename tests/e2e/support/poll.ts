import assert from 'node:assert/strict';

/**
 * Reads `read` every 150 ms until `holds` says yes, and returns what it saw; fails with what it last saw once
 * `timeout` has passed. The one way a spec waits on a condition that no page event announces (the server's
 * database, IndexedDB): it waits on the condition itself, never on a fixed delay.
 */
export async function pollUntil<T>(
  read: () => T | Promise<T>,
  holds: (seen: T) => boolean,
  what: string,
  timeout = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const seen = await read();
    if (holds(seen)) return seen;
    if (Date.now() > deadline) assert.fail(`${what}: last seen ${JSON.stringify(seen)}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
