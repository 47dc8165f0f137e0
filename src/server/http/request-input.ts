import { msg } from '@lingui/core/macro';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../domain/response-codes';
import { AppError } from './envelope';

/** Deeper than any body the app sends (a few levels); a deeper one is refused before anything walks it. */
export const MAX_JSON_DEPTH = 32;

export const jsonTooDeep = msg`The request is nested too deeply.`;
export const nulInText = msg`Text must not contain the NUL character.`;
const nulInField = (path: string) => msg`Text must not contain the NUL character. (${path})`;

/**
 * What every request's input must be before any route sees it, whatever its schema:
 *  - a JSON body nested at most MAX_JSON_DEPTH levels (counted on the raw text, without recursion), so nothing
 *    that walks a body (request hashing, validation, price filtering) can overflow the stack;
 *  - no NUL character in any text of the body, query or path (keys included): PostgreSQL cannot store it and
 *    SQLite would, so it is refused on both alike, as a 400 naming the field.
 */
export function installRequestInputChecks(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepthExceeds(body as string, MAX_JSON_DEPTH)) return done(new AppError(ErrorCode.badRequest, jsonTooDeep), undefined);
    return parseJson(request, body as string, done);
  });

  app.addHook('preValidation', (request, _reply, done) => {
    const path = findNul({ params: request.params, query: request.query, body: request.body });
    if (path === null) return done();
    // The path travels as a value, never inside the message: a key may hold ICU syntax.
    throw new AppError(ErrorCode.badRequest, nulInField(path), { values: { path }, data: { fields: [{ path, message: request.t(nulInText) }] } });
  });
}

/** Whether the JSON text opens more than `max` arrays/objects inside each other (strings skipped). */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/** The dotted path of the first text holding NUL (`body.name`, `query.qrId`), or null; walks without recursion. */
export function findNul(root: Record<string, unknown>): string | null {
  const stack: [unknown, string][] = Object.entries(root).map(([k, v]) => [v, k]);
  while (stack.length > 0) {
    const [value, path] = stack.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (value.includes('\0')) return path;
    } else if (isPlainContainer(value)) {
      for (const [key, child] of Object.entries(value)) {
        const childPath = `${path}.${key}`;
        if (key.includes('\0')) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}

/** Arrays and plain objects: what JSON, a query string and path parameters produce (never a stream). */
export function isPlainContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  // Plain objects, and the prototype-less ones parsers make (whose constructor is not found), not a stream or Buffer.
  const ctor = (value as { constructor?: unknown }).constructor;
  return ctor === undefined || ctor === Object;
}
