import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode, errorMessages } from '../../domain/response-codes';
import { isMessageId, localeOfHeaders, translate } from '../i18n/translate';
import { AppError, type Envelope } from './envelope';

/** Fastify's own failures (body too large, a content type without a parser, …) by HTTP status. */
const FRAMEWORK_STATUS_CODES: Readonly<Record<number, ErrorCode>> = {
  404: ErrorCode.notFound,
  413: ErrorCode.payloadTooLarge,
  415: ErrorCode.unsupportedMediaType,
  429: ErrorCode.tooManyRequests,
};

/** Every failure leaves as the envelope, in the request's language; unknown failures never leak internals. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return send(reply, error.httpStatus, {
        code: error.code,
        msg: request.t(error.descriptor, error.values),
        data: error.data ?? null,
        extra: error.extra,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A domain schema's issue carries a catalog message id; a structural one gets the generic message.
      const describe = (message: string | undefined) =>
        message && isMessageId(message) ? request.t(message) : request.t(errorMessages[ErrorCode.badRequest]);
      const fields = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: describe(v.message),
      }));
      const first = fields[0];
      return send(reply, 400, {
        code: ErrorCode.badRequest,
        msg: first ? (first.path ? `${first.message} (${first.path})` : first.message) : describe(undefined),
        data: { fields },
        extra: null,
      });
    }
    if (isDatabaseDataException(error)) {
      // The input did not fit a column (an id past 2^31 on PostgreSQL, say): the client's fault, never a 500.
      request.log.warn({ err: error }, 'input did not fit the database');
      return send(reply, 400, { code: ErrorCode.badRequest, msg: request.t(errorMessages[ErrorCode.badRequest]), data: null, extra: null });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const code = FRAMEWORK_STATUS_CODES[status] ?? (status >= 500 ? ErrorCode.internal : ErrorCode.badRequest);
    return send(reply, status >= 500 ? 500 : status, { code, msg: request.t(errorMessages[code]), data: null, extra: null });
  });
}

/**
 * Fastify's own refusals made before routing (a malformed %-escape, a path parameter over maxParamLength): the
 * router answers them before any hook runs and on a bare request (no decorators), so the language is read from the
 * headers here; they leave as the 400 envelope too.
 */
export function frameworkErrorHandler(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const msg = translate(localeOfHeaders(request.headers), errorMessages[ErrorCode.badRequest]);
  return send(reply, 400, { code: ErrorCode.badRequest, msg, data: null, extra: null });
}

/**
 * PostgreSQL's class 22 (data exception: a number out of range, an invalid byte sequence, a malformed value) is
 * raised by a value a request carried; SQLite stores such values instead. Everything else stays a 500.
 */
function isDatabaseDataException(error: unknown): boolean {
  const e = error as { code?: unknown; severity?: unknown } | null;
  return typeof e?.code === 'string' && typeof e.severity === 'string' && /^22[0-9A-Z]{3}$/.test(e.code);
}

export function notFoundEnvelope(request: FastifyRequest): Envelope<null> {
  return { code: ErrorCode.notFound, msg: request.t(errorMessages[ErrorCode.notFound]), data: null, extra: null };
}

function send(reply: FastifyReply, status: number, body: Envelope<unknown>) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}
