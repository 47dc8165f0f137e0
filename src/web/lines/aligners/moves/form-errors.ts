import type { I18n } from '@lingui/core';
import { caseMessages } from '../../../../domain/cases/case-messages';
import { findMessage } from '../../../../domain/validation/messages';
import { collectIssuesByPath, type MessageLookup, type ParseResult } from '../../../lib/forms/field-errors';

const caseMessagesById = new Map(Object.values(caseMessages).map((descriptor) => [descriptor.id, descriptor]));
const DETAIL_LOOKUPS: readonly MessageLookup[] = [findMessage, (id) => caseMessagesById.get(id)];

/** The first issue of each path (`addressId`, `produceSteps.upSteps`), translated; empty when the form is valid. */
export function detailFormErrors(i18n: I18n, ...results: ParseResult[]): Partial<Record<string, string>> {
  return collectIssuesByPath(i18n, results, DETAIL_LOOKUPS);
}
