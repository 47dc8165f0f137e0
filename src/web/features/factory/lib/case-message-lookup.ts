import type { MessageDescriptor } from '@lingui/core';
import { caseMessages } from '../../../../domain/cases/case-messages';
import { findMessage } from '../../../../domain/validation/messages';
import type { MessageLookup } from '../../../lib/forms/field-errors';

const caseMessagesById = new Map<string, MessageDescriptor>(
  Object.values(caseMessages).map((descriptor) => [descriptor.id, descriptor]),
);

/** The case schemas' issue ids and the shared validation ones, for `collectIssuesByPath`. */
export const CASE_LOOKUPS: readonly MessageLookup[] = [findMessage, (id) => caseMessagesById.get(id)];
