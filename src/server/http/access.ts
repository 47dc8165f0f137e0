import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { ErrorCode } from '../../domain/response-codes';
import { AppError } from './envelope';

/**
 * Route options that run a guard before the body is validated, so a caller without access gets 401/403, never a
 * validation message about a form they may not send. The handler calls the guard again for the typed principal.
 */
export function guardedBy(guard: (request: FastifyRequest) => unknown) {
  return {
    // A callback, not an async function: nothing is awaited, and a promise per request is not free (issue 15).
    preValidation: (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      guard(request);
      done();
    },
  };
}

/** Another clinic's record, or one that does not exist: the same answer, with nothing about which. */
export function notFound(): AppError {
  return new AppError(ErrorCode.notFound);
}
