import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { orderStatusLabel } from '../../../domain/order-status';

/** The reminders' wording; each reminder is rendered in the language of the request that reads it. */
export const reminderMessages = {
  caseStatus: msg({ message: '{patient}: the case is now “{status}”' }),
  caseStatusWithReason: msg({ message: '{patient}: the case is now “{status}”. Reason: {reason}' }),
  caseComment: msg({ message: '{patient}: the factory left a comment' }),
  priceDifference: msg({
    message: '{patient}: a price difference waits to be paid (payment orders). Reason: {reason}',
  }),
  other: msg`You have a new reminder.`,
} satisfies Record<string, MessageDescriptor>;

export type Translate = (message: MessageDescriptor | string, values?: Record<string, unknown>) => string;

/** What a reminder row holds: its kind, its JSON detail, and the name of its case's patient (if it has a case). */
export type ReminderSource = { kind: string; detail: string | null; patientName: string | null };

/**
 * The text of a reminder from its kind and detail: 'case-status' names the new status (with the reason when the move
 * had one), 'case-comment' says the factory commented, 'price-difference' that finance asked for one (without the amount,
 * which staff whose prices are hidden must not read). Kinds this server does not know get a plain line.
 */
export function reminderText(source: ReminderSource, t: Translate): string {
  const detail = parseDetail(source.detail);
  const patient = source.patientName ?? '';
  if (source.kind === 'case-status' && typeof detail.toStatus === 'number') {
    // The second wording where the spec has one ("treatment completed", not "passed", for 26).
    const label = orderStatusLabel(detail.toStatus, 'secondary');
    const status = label ? t(label) : String(detail.toStatus);
    const reason = typeof detail.reason === 'string' && detail.reason !== '' ? detail.reason : null;
    return reason === null
      ? t(reminderMessages.caseStatus, { patient, status })
      : t(reminderMessages.caseStatusWithReason, { patient, status, reason });
  }
  if (source.kind === 'case-comment') return t(reminderMessages.caseComment, { patient });
  if (source.kind === 'price-difference')
    return t(reminderMessages.priceDifference, {
      patient,
      reason: typeof detail.reason === 'string' ? detail.reason : '',
    });
  return t(reminderMessages.other);
}

function parseDetail(text: string | null): Record<string, unknown> {
  if (text === null) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
