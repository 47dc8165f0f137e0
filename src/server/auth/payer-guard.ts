import type { FastifyRequest } from 'fastify';
import { paymentMessages } from '../../domain/payments/payment-messages';
import { ErrorCode } from '../../domain/response-codes';
import { requireClinic, type ClinicPrincipal } from './guards';
import { AppError } from '../http/envelope';

/** A clinic user who may pay (and claim coupons): staff whose prices are hidden see no amount and cannot pay (403). */
export function requirePayer(request: FastifyRequest): ClinicPrincipal {
  const principal = requireClinic(request);
  if (principal.hidePrices) throw new AppError(ErrorCode.forbidden, paymentMessages.pricesHidden);
  return principal;
}
