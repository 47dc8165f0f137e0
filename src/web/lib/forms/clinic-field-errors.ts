import type { I18n } from '@lingui/core';
import { findClinicMessage } from '../../../domain/clinics/clinic-messages';
import { findMessage } from '../../../domain/validation/messages';
import { collectIssuesByPath, translateIssue, type MessageLookup, type ParseResult } from './field-errors';

/**
 * The clinic schemas (src/domain/clinics) use both tables: their own messages and the shared validation ones. Kept
 * apart from field-errors.ts so the public screens do not carry the clinic messages.
 */
export const CLINIC_LOOKUPS: readonly MessageLookup[] = [findMessage, findClinicMessage];

export function translateClinicIssue(i18n: I18n, message: string): string {
  return translateIssue(i18n, message, CLINIC_LOOKUPS);
}

/** Issues of clinic schemas keyed by their whole path (`companyName`, `branches`, `branches.1`), translated. */
export function collectClinicIssues(i18n: I18n, ...results: ParseResult[]): Partial<Record<string, string>> {
  return collectIssuesByPath(i18n, results, CLINIC_LOOKUPS);
}
