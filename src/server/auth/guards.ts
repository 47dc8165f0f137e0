import type { FastifyRequest } from 'fastify';
import { AuthErrorCode, authErrorMessages } from '../../domain/accounts/auth-errors';
import { ErrorCode } from '../../domain/response-codes';
import { AppError } from '../http/envelope';
import type { Principal } from './auth-plugin';

/** Every route is denied unless a guard grants it: call one of these first in a handler. */
export function requireSignIn(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError(ErrorCode.unauthorized);
  return request.principal;
}

export type ClinicPrincipal = Principal & { clinicId: number; role: 'admin' | 'staff' };

/** A clinic user working in a clinic they (still) belong to. */
export function requireClinic(request: FastifyRequest): ClinicPrincipal {
  const principal = requireSignIn(request);
  if (principal.isFactory) throw new AppError(ErrorCode.forbidden);
  if (principal.clinicId === null || principal.role === null) throw new AppError(AuthErrorCode.notAMember, authErrorMessages[AuthErrorCode.notAMember]);
  return principal as ClinicPrincipal;
}

export function requireClinicAdmin(request: FastifyRequest): ClinicPrincipal {
  const principal = requireClinic(request);
  if (principal.role !== 'admin') throw new AppError(ErrorCode.forbidden);
  return principal;
}

export function requireFactory(request: FastifyRequest): Principal {
  const principal = requireSignIn(request);
  if (!principal.isFactory) throw new AppError(ErrorCode.forbidden);
  return principal;
}
