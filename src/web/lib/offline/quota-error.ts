/** IndexedDB's "out of room", however the browser and Dexie wrap it: the one rule every write path uses. */
const QUOTA_ERROR_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);
// Legacy DOMException codes: 22 (QUOTA_EXCEEDED_ERR), 1014 (Firefox).
const QUOTA_ERROR_CODES = new Set([22, 1014]);

/**
 * Whether an error (a DOMException, or a Dexie error wrapping one: `inner`, a bulk write's `failures`, `cause`) says
 * the device ran out of storage space.
 */
export function isQuotaError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const candidate = error as { name?: unknown; code?: unknown; inner?: unknown; cause?: unknown; failures?: unknown };
  if (typeof candidate.name === 'string' && QUOTA_ERROR_NAMES.has(candidate.name)) return true;
  if (error instanceof DOMException && QUOTA_ERROR_CODES.has(error.code)) return true;
  if (isQuotaError(candidate.inner, depth + 1) || isQuotaError(candidate.cause, depth + 1)) return true;
  const failures = candidate.failures;
  const failureList = Array.isArray(failures)
    ? failures
    : failures && typeof failures === 'object'
      ? Object.values(failures)
      : [];
  return failureList.some((failure) => isQuotaError(failure, depth + 1));
}
