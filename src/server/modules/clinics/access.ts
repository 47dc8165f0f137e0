import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '../../../domain/response-codes';
import { requireSignIn } from '../../auth/guards';
import type { Principal } from '../../auth/auth-plugin';
import { AppError } from '../../http/envelope';

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

/** A signed-in clinic-side user, with or without a clinic yet (creating or joining one): factory accounts may not. */
export function requireClinicSideUser(request: FastifyRequest): Principal {
  const principal = requireSignIn(request);
  if (principal.isFactory) throw new AppError(ErrorCode.forbidden);
  return principal;
}

/** Another clinic's record, or one that does not exist: the same answer, with nothing about which. */
export function notFound(): AppError {
  return new AppError(ErrorCode.notFound);
}
