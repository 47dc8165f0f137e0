import type { MessageDescriptor } from '@lingui/core';
import { CaseErrorCode, caseErrorMessages, caseMessages, type CaseMessageKey } from '../../../domain/cases/case-messages';
import { ErrorCode } from '../../../domain/response-codes';
import { AppError } from '../../http/envelope';

/** A case failure with its catalog message, or a more specific one (45009 names which step rule failed). */
export function caseError(code: CaseErrorCode, message: MessageDescriptor = caseErrorMessages[code]): AppError {
  return new AppError(code, message);
}

/**
 * A case-data rule the form checks too (stale photos, the pickup window, model formats) failed on the server: HTTP 400,
 * code 400, the rule's own message. The device's check normally catches these first; the server's answer covers a
 * draft that went stale in the outbox (photos aged past 3 months, a pickup time passed while offline).
 */
export function caseRuleError(key: CaseMessageKey): AppError {
  return new AppError(ErrorCode.badRequest, caseMessages[key]);
}

export function addressNotFound(): AppError {
  return caseError(CaseErrorCode.addressNotFound);
}
