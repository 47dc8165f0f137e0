// Kept apart from cached-public-answer.ts, which imports the HTTP client: the test set-up imports this module, and a
// set-up that loaded the HTTP client would load it before any test file's mocks of what it imports (navigation).
const resets = new Set<() => void>();

/** Registers how one cached public answer forgets what it loaded (cached-public-answer.ts). */
export function onCachedPublicAnswerReset(reset: () => void): void {
  resets.add(reset);
}

/** Tests start from what the device holds (the test set-up empties it first, after each test), nothing loaded. */
export function resetCachedPublicAnswersForTests(): void {
  for (const reset of resets) reset();
}
