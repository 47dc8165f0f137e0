import type { FastifyRequest } from 'fastify';

/** Query parameters whose values never reach a log line: secrets, one-time codes and link signatures. */
const SECRET_PARAMS = /^(token|access_?token|code|code_?challenge|captcha|phone_?captcha|password|passwd|signature|sig|x-amz-.*|expires|key)$/i;

export const REDACTED = '[redacted]';

/** The URL as it may be logged: secret query values replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const name of [...params.keys()]) if (SECRET_PARAMS.test(name)) params.set(name, REDACTED);
  return `${url.slice(0, q)}?${params.toString().replaceAll(encodeURIComponent(REDACTED), REDACTED)}`;
}

/** Pino options: request lines carry method, redacted URL and address, never headers or bodies. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.passwd', '*.oldPasswd', '*.newPasswd', '*.token', '*.phoneCaptcha', '*.captcha'],
      censor: REDACTED,
    },
    serializers: {
      req(request: FastifyRequest) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
    },
  };
}
