import type { MessageDescriptor } from '@lingui/core';
import type { FastifyRequest } from 'fastify';
import { editConflictMessage } from '../../domain/edits/edit-messages';
import { ErrorCode } from '../../domain/response-codes';
import { AppError } from './envelope';

/**
 * An edit refused by the field merge (domain/edits/field-merge.ts): a service throws it with the conflicting fields,
 * and the route answers it with `conflictAnswer`, which names them in the request's language.
 */
export class EditConflict extends Error {
  readonly fields: readonly string[];
  constructor(fields: readonly string[]) {
    super(`Edit conflict on ${fields.join(', ')}`);
    this.name = 'EditConflict';
    this.fields = fields;
  }
}

/** For `.catch(...)` around a service call: an EditConflict becomes the 409 envelope; anything else goes on. */
export function conflictAnswer(request: FastifyRequest, labels: Record<string, MessageDescriptor>) {
  return (error: unknown): never => {
    if (!(error instanceof EditConflict)) throw error;
    const names = error.fields.map((field) => (labels[field] ? request.t(labels[field]) : field));
    const fields = new Intl.ListFormat(request.locale, { type: 'conjunction' }).format(names);
    throw new AppError(ErrorCode.conflict, editConflictMessage, { values: { fields }, data: { conflicts: error.fields } });
  };
}
