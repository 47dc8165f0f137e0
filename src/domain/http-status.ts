import { patientHttpStatus } from './patients/patient-codes';
import { caseHttpStatus } from './cases/case-codes';
import { paymentHttpStatus } from './payments/payment-codes';
import { couponHttpStatus } from './coupons/coupon-codes';
import { NON_ERROR_CODES } from './response-codes';

/*
 * The HTTP status each body code travels with. Only the server sends statuses; kept apart from the response-code
 * catalogue so the web's first route does not carry every domain's code table.
 */

/** Domain codes that travel with a status other than 400 (each domain's table beside its codes). */
const domainHttpStatus: Readonly<Record<number, number>> = {
  ...patientHttpStatus,
  ...caseHttpStatus,
  ...paymentHttpStatus,
  ...couponHttpStatus,
};

/** HTTP status for a body code: the code itself where it is an HTTP error status, a domain's own status, else 400. */
export function httpStatusFor(code: number): number {
  if (NON_ERROR_CODES.has(code)) return 200;
  const domainStatus = domainHttpStatus[code];
  if (domainStatus !== undefined) return domainStatus;
  return code >= 400 && code <= 599 ? code : 400;
}
