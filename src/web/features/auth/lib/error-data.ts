/** A number the server put into an error answer's data (`retryAfterSeconds`, `remainingAttempts`), if present. */
export function readErrorNumber(errorData: unknown, key: string): number | null {
  if (typeof errorData !== 'object' || errorData === null) return null;
  const value = (errorData as Record<string, unknown>)[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
