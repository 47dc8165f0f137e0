/**
 * The spec's services (section 7). Each is mounted under its own base path, `/api/<service>`, because each
 * environment may give each service its own host; the spec's paths and field names are kept beneath it.
 */
export const SERVICES = ['tenant', 'user', 'design', 'emr', 'platform', 'order', 'mobile'] as const;
export type Service = (typeof SERVICES)[number];

export const API_PREFIX = '/api';

export function serviceBasePath(service: Service): string {
  return `${API_PREFIX}/${service}`;
}

/** Header that makes a mutating request safe to repeat: the server applies it once and replays the answer. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
