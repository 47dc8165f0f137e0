import type { FastifyRequest } from 'fastify';
import { AuthErrorCode, authErrorMessages } from '../../domain/accounts/auth-errors';
import { grants, personasOf, type PermissionCode } from '../../domain/accounts/permissions';
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

/** Whether the principal's personas have the permission matrix's `code` (src/domain/accounts/permissions.ts). */
export function principalMay(principal: Principal, code: PermissionCode): boolean {
  return grants(personasOf(principal), code);
}

/** A clinic user whose role has `code` in the permission matrix; others get 403 (no clinic: 41014). */
export function requireClinicPermission(code: PermissionCode): (request: FastifyRequest) => ClinicPrincipal {
  return (request) => {
    const principal = requireClinic(request);
    if (!principalMay(principal, code)) throw new AppError(ErrorCode.forbidden);
    return principal;
  };
}

/** A factory user whose factory role has `code` in the permission matrix; others get 403. */
export function requireFactoryPermission(code: PermissionCode): (request: FastifyRequest) => Principal {
  return (request) => {
    const principal = requireFactory(request);
    if (!principalMay(principal, code)) throw new AppError(ErrorCode.forbidden);
    return principal;
  };
}

export function requireFactory(request: FastifyRequest): Principal {
  const principal = requireSignIn(request);
  if (!principal.isFactory) throw new AppError(ErrorCode.forbidden);
  return principal;
}
