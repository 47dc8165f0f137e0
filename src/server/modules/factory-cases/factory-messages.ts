import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ErrorCode } from '../../../domain/response-codes';
import { AppError } from '../../http/envelope';

/** Rules of the factory's own forms that only the server can judge (HTTP 400, code 400, the rule's message). */
export const factoryMessages = {
  planStepBeyondTotal: msg`A staged model is for a step beyond the plan's step count.`,
  planStepRepeated: msg`Each step of the plan takes one upper and one lower model: a step is listed twice.`,
  shipmentWithoutSteps: msg`This order has no produced steps waiting to be shipped.`,
  paymentZeroBeforeFinal: msg`Only a plan paid in full may have a batch at no charge. Enter the amount due.`,
} satisfies Record<string, MessageDescriptor>;

export function factoryRuleError(key: keyof typeof factoryMessages): AppError {
  return new AppError(ErrorCode.badRequest, factoryMessages[key]);
}
