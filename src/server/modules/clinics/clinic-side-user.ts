import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '../../../domain/response-codes';
import { requireSignIn } from '../../auth/guards';
import type { Principal } from '../../auth/auth-plugin';
import { AppError } from '../../http/envelope';

/** A signed-in clinic-side user, with or without a clinic yet (creating or joining one): factory accounts may not. */
export function requireClinicSideUser(request: FastifyRequest): Principal {
  const principal = requireSignIn(request);
  if (principal.isFactory) throw new AppError(ErrorCode.forbidden);
  return principal;
}
