import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '../../domain/response-codes';
import { AppError } from './envelope';

/**
 * Route options that run a guard before the body is validated, so a caller without access gets 401/403, never a
 * validation message about a form they may not send. The handler calls the guard again for the typed principal.
 */
export function guardedBy(guard: (request: FastifyRequest) => unknown) {
  return {
    preValidation: async (request: FastifyRequest) => {
      guard(request);
    },
  };
}

/** Another clinic's record, or one that does not exist: the same answer, with nothing about which. */
export function notFound(): AppError {
  return new AppError(ErrorCode.notFound);
}
