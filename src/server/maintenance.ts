import type { FastifyInstance } from 'fastify';
import { pruneIdempotencyKeys } from './http/idempotency';
import { pruneChallenges } from './modules/accounts/challenges';
import { pruneDecoyPasswordLocks } from './modules/accounts/password-sign-in';
import { pruneSmsCodes } from './modules/accounts/sms-codes';

const HOUR = 60 * 60 * 1000;

/** Housekeeping on timers: expired idempotency answers, challenges and SMS codes, idle decoy password locks, abandoned uploads. */
export function startMaintenance(app: FastifyInstance): () => void {
  const jobs: [string, number, () => Promise<unknown>][] = [
    ['idempotency keys', HOUR, () => pruneIdempotencyKeys(app.db)],
    ['challenges', HOUR, () => pruneChallenges(app.db.kysely)],
    ['sms codes', HOUR, () => pruneSmsCodes(app.db.kysely)],
    ['decoy password locks', 6 * HOUR, () => pruneDecoyPasswordLocks(app.db.kysely)],
    ['abandoned uploads', 6 * HOUR, () => app.objectStore.sweepAbandonedUploads(Date.now())],
  ];
  const timers = jobs.map(([name, every, run]) => {
    const timer = setInterval(() => void run().catch((error: unknown) => app.log.warn({ err: error }, `pruning ${name} failed`)), every);
    timer.unref();
    return timer;
  });
  return () => timers.forEach(clearInterval);
}
