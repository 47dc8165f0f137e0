/**
 * One idempotency key per payload: a form sent again unchanged (after a lost answer on a flaky connection) reuses
 * its key, so the server applies it once and replays the first answer; a changed payload gets a new key.
 */
export function createIdempotencyKeys() {
  let last: { payload: string; key: string } | null = null;
  return {
    keyFor(body: unknown): string {
      const payload = JSON.stringify(body);
      if (last?.payload !== payload) last = { payload, key: crypto.randomUUID() };
      return last.key;
    },
    /** After a success: the next send is a new change. */
    clear(): void {
      last = null;
    },
  };
}
