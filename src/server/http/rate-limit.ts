import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '../../domain/response-codes';
import { AppError } from './envelope';

/**
 * A fixed-window request limit per client address, for public routes that need no session (the pay-on-behalf link):
 * `max` requests per `windowMs`, then 429 until the window ends. In memory, per server process: with several
 * processes an address gets `max` at each, which still bounds guessing and scraping.
 */
export function createRateLimit({ max, windowMs }: { max: number; windowMs: number }) {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return function rateLimit(request: FastifyRequest, now = Date.now()): void {
    if (windows.size > 10_000) for (const [key, window] of windows) if (now - window.startedAt >= windowMs) windows.delete(key);
    const key = request.ip;
    const window = windows.get(key);
    if (!window || now - window.startedAt >= windowMs) {
      windows.set(key, { startedAt: now, count: 1 });
      return;
    }
    window.count += 1;
    if (window.count > max) throw new AppError(ErrorCode.tooManyRequests, undefined, { data: { retryAfterSeconds: Math.ceil((window.startedAt + windowMs - now) / 1000) } });
  };
}
