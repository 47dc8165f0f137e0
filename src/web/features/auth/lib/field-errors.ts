import type { I18n } from '@lingui/core';
import { findMessage } from '../../../../domain/validation/messages';

export type FieldErrors<TField extends string> = Partial<Record<TField, string>>;

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };
type ParseResult = { success: true } | { success: false; error: { issues: readonly Issue[] } };

/**
 * Translates a shared schema's issue message. It is a catalog id; the descriptor also carries the English source,
 * which is what shows when no catalog has the id (tests, a catalog that failed to load).
 */
export function translateIssue(i18n: I18n, message: string): string {
  const descriptor = findMessage(message);
  return descriptor ? i18n._(descriptor) : i18n._(message);
}

/** The first issue of each top-level field over several parse results, translated; empty when all are valid. */
export function collectFieldErrors<TField extends string>(i18n: I18n, ...results: ParseResult[]): FieldErrors<TField> {
  const errors: Partial<Record<string, string>> = {};
  for (const result of results) {
    if (result.success) continue;
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      errors[field] ??= translateIssue(i18n, issue.message);
    }
  }
  return errors as FieldErrors<TField>;
}

export function hasErrors(errors: Partial<Record<string, string>>): boolean {
  return Object.values(errors).some(Boolean);
}
