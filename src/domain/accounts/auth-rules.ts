/** The numbers behind sign-in, sessions and SMS codes: one source for the server's checks and the screens' hints. */
export const PASSWORD_LOCK = {
  /** Wrong passwords in a row that lock the account. */
  maxAttempts: 5,
  /** How long a locked account stays locked. */
  lockSeconds: 300,
} as const;

export const SESSION = {
  /** A session unused this long ends (a tablet left in a drawer over a long holiday signs in again). */
  idleSeconds: 7 * 24 * 60 * 60,
  /** No session outlives this, however active. */
  absoluteSeconds: 30 * 24 * 60 * 60,
  /** Random bytes in a token: 256 bits, well over the 128 the security rule asks. */
  tokenBytes: 32,
} as const;

export const SMS_CODE = {
  length: 6,
  ttlSeconds: 10 * 60,
  /** A phone waits this long before asking for another code. */
  resendSeconds: 60,
  /** Codes one phone may receive in a rolling day. */
  maxPerDay: 10,
  /** Wrong tries before a code is spent. */
  maxChecks: 5,
} as const;

export const IMAGE_CAPTCHA = {
  length: 4,
  ttlSeconds: 5 * 60,
} as const;

export const SLIDER = {
  ttlSeconds: 5 * 60,
  /** A human drag takes at least this long; a script that teleports the handle does not. */
  minDragMs: 300,
  /** The handle must end within this many pixels of the track's end. */
  tolerancePx: 6,
} as const;

export const QR_LOGIN = {
  ttlSeconds: 120,
  pollIntervalMs: 2000,
} as const;

/** What a phone code is for; a code sent for one purpose is refused for another. */
export const SMS_PURPOSES = ['register', 'login', 'reset'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
