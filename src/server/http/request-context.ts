import type { MessageDescriptor } from '@lingui/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Locale } from '../../domain/locale';
import { SUCCESS_CODE, successMessage } from '../../domain/response-codes';
import { localeOfHeaders, translate } from '../i18n/translate';
import type { Envelope, Extra } from './envelope';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language named by the request's language header (default en). */
    locale: Locale;
    /** Who the request acts for, once sign-in exists; idempotency keys are scoped by it. */
    principalId: string | null;
    t(message: MessageDescriptor | string, values?: Record<string, unknown>): string;
    /** A success envelope whose `msg` is in the request's language. */
    ok<T>(data: T, options?: { message?: MessageDescriptor; extra?: Extra }): Envelope<T>;
  }
}

export const requestContext = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', 'en');
  app.decorateRequest('principalId', null);
  app.decorateRequest('t', function (this: { locale: Locale }, message: MessageDescriptor | string, values?: Record<string, unknown>) {
    return translate(this.locale, message, values);
  });
  app.decorateRequest('ok', function <T>(this: { locale: Locale }, data: T, options: { message?: MessageDescriptor; extra?: Extra } = {}) {
    return { code: SUCCESS_CODE, msg: translate(this.locale, options.message ?? successMessage), data, extra: options.extra ?? null };
  });
  // Callback-style hooks where nothing is awaited (here and in the other per-request checks): an async hook costs a
  // promise and a turn of the microtask queue on every request (issue 15).
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = localeOfHeaders(request.headers);
    done();
  });
});
