import { isRef } from './local-ids';
import type { OutboxItem, OutboxRequest } from './types';

/**
 * Refs: a queued request may name a value another item's answer will supply (the server id of a patient created
 * offline). In a body it is an OutboxRef object; in a path, `{{ref:<itemId>:<path>}}`. Both are replaced by
 * `answer.data[path]` of that item just before the request is sent, never earlier, so the stored request keeps them.
 */
const PATH_REF = /\{\{ref:([A-Za-z0-9_-]+):([A-Za-z0-9_.]+)\}\}/g;

/** A path segment that is another item's answer: `/v1/clinicImage/stage/list/${pathRef(createId)}`. */
export function pathRef(itemId: string, path = 'id'): string {
  return `{{ref:${itemId}:${path}}}`;
}

function collectBodyRefs(value: unknown, into: Set<string>): void {
  if (isRef(value)) {
    into.add(value.$ref);
    return;
  }
  if (Array.isArray(value)) for (const element of value) collectBodyRefs(element, into);
  else if (value !== null && typeof value === 'object') {
    for (const element of Object.values(value)) collectBodyRefs(element, into);
  }
}

/** The items whose answers a request needs, each once. */
export function refsOfRequest(request: OutboxRequest): string[] {
  const found = new Set<string>();
  for (const match of request.path.matchAll(PATH_REF)) found.add(match[1] as string);
  collectBodyRefs(request.body, found);
  return [...found];
}

/** The items an outbox item waits for (an upload refers to nothing). */
export function refsOf(item: OutboxItem): string[] {
  return item.kind === 'request' ? refsOfRequest(item.request) : [];
}

/** `data.a.b` for `a.b`; undefined when a step is missing. */
function valueAt(data: unknown, path: string): unknown {
  let value: unknown = data;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

export type ResolveResult = { ok: true; request: OutboxRequest } | { ok: false; itemId: string; path: string };

/** Thrown inside `resolveRequest` when an answer lacks the value a ref names. */
class MissingValue extends Error {
  readonly itemId: string;
  readonly path: string;
  constructor(itemId: string, path: string) {
    super(`The answer of ${itemId} has no ${path}`);
    this.itemId = itemId;
    this.path = path;
  }
}

/**
 * The request with every ref replaced from `answers` (item id -> its acknowledged answer's data). Every ref must
 * have an answer (the drainer checks that first); `ok: false` names a ref whose answer lacks the value.
 */
export function resolveRequest(request: OutboxRequest, answers: ReadonlyMap<string, unknown>): ResolveResult {
  const lookup = (itemId: string, path: string): unknown => {
    const value = valueAt(answers.get(itemId), path);
    if (value === undefined) throw new MissingValue(itemId, path);
    return value;
  };
  const resolveBody = (value: unknown): unknown => {
    if (isRef(value)) return lookup(value.$ref, value.path);
    if (Array.isArray(value)) return value.map(resolveBody);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, element]) => [key, resolveBody(element)]));
    }
    return value;
  };
  try {
    const path = request.path.replace(PATH_REF, (_whole, itemId: string, valuePath: string) =>
      encodeURIComponent(String(lookup(itemId, valuePath))),
    );
    const resolved: OutboxRequest = { ...request, path };
    if (request.body !== undefined) resolved.body = resolveBody(request.body);
    return { ok: true, request: resolved };
  } catch (error) {
    if (error instanceof MissingValue) return { ok: false, itemId: error.itemId, path: error.path };
    throw error;
  }
}
