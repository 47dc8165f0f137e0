import type { I18n, MessageDescriptor } from '@lingui/core';
import { findMessage } from '../../../domain/validation/messages';

export type FieldErrors<TField extends string> = Partial<Record<TField, string>>;

/** Finds the descriptor behind a schema's issue message id (each message table of src/domain has one). */
export type MessageLookup = (id: string) => MessageDescriptor | undefined;

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };
export type ParseResult = { success: true } | { success: false; error: { issues: readonly Issue[] } };

/** The shared validation messages only: what the public screens need (no other table joins their bundle). */
export const VALIDATION_LOOKUPS: readonly MessageLookup[] = [findMessage];

/**
 * Translates a shared schema's issue message. It is a catalog id; the descriptor also carries the English source,
 * which is what shows when no catalog has the id (tests, a catalog that failed to load).
 */
export function translateIssue(
  i18n: I18n,
  message: string,
  lookups: readonly MessageLookup[] = VALIDATION_LOOKUPS,
): string {
  for (const lookup of lookups) {
    const descriptor = lookup(message);
    if (descriptor) return i18n._(descriptor);
  }
  return i18n._(message);
}

/**
 * The first issue of each path over several parse results, translated, keyed by the whole path: `companyName`,
 * `branches` (the list itself), `branches.1` (one item). Empty when all are valid.
 */
export function collectIssuesByPath(
  i18n: I18n,
  results: readonly ParseResult[],
  lookups: readonly MessageLookup[] = VALIDATION_LOOKUPS,
): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const result of results) {
    if (result.success) continue;
    for (const issue of result.error.issues) {
      errors[issue.path.map(String).join('.')] ??= translateIssue(i18n, issue.message, lookups);
    }
  }
  return errors;
}

/** The first issue of each top-level field over several parse results, translated; empty when all are valid. */
export function collectFieldErrors<TField extends string>(i18n: I18n, ...results: ParseResult[]): FieldErrors<TField> {
  const errors: Partial<Record<string, string>> = {};
  for (const result of results) {
    if (result.success) continue;
    for (const issue of result.error.issues) {
      errors[String(issue.path[0] ?? '')] ??= translateIssue(i18n, issue.message);
    }
  }
  return errors as FieldErrors<TField>;
}

export function hasErrors(errors: Partial<Record<string, string>>): boolean {
  return Object.values(errors).some(Boolean);
}
