/** Retry timing after a network error, 5xx or 429: "full jitter" exponential backoff, base 1 s, cap 5 min. */
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_CAP_MS = 5 * 60 * 1000;

/**
 * The pause before the next attempt after `failures` failed attempts in a row (1 or more): a uniformly random
 * share of min(cap, base · 2^(failures-1)). The randomness spreads the retries of many tablets coming back online
 * at once; a server's Retry-After, when it sent one, is a floor.
 */
export function backoffDelay(failures: number, random: () => number, retryAfterMs = 0): number {
  const exponent = Math.min(Math.max(failures, 1) - 1, 30);
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** exponent);
  return Math.max(Math.floor(random() * ceiling), Math.min(retryAfterMs, BACKOFF_CAP_MS));
}
