import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/**
 * CSP, nosniff, referrer policy. Framing is governed by CSP frame-ancestors alone (configurable), and the
 * legacy X-Frame-Options header is off, because the spec's iframe mode embeds the portal in other pages.
 *
 * Helmet's middleware is built once here and run on every request. (@fastify/helmet, used before, built it again on
 * every request, parsing the whole policy each time: about a tenth of a small API answer's server time, issue 15.)
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  frameAncestors: string[],
  /**
   * Origins the page reads from and sends to besides its own: the object store's, when the browser uses it directly,
   * and the image host's (PUBLIC_IMAGE_HOST), where the signed read links point.
   */
  fileOrigins: string[] = [],
): Promise<void> {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets WebAssembly compile (hash-wasm hashes queued uploads), and nothing else: eval stays off.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...fileOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...fileOrigins],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors,
      },
    },
    frameguard: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    hsts: false, // TLS is terminated in front of the server where it exists; HSTS belongs there.
  });
  // The policy holds no per-request part (no nonce, no function), so the headers helmet writes are the same on every
  // request: they are recorded once here and written as recorded (issue 15: twelve middlewares a request otherwise).
  const headers: [string, string | number | readonly string[]][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void headers.push([name, value]),
    removeHeader: (name: string) => void removed.push(name),
  };
  let failure: unknown;
  applyHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => (failure = error));
  if (failure !== undefined || headers.length === 0) throw new Error(`security headers: helmet failed (${String(failure)})`);
  app.addHook('onRequest', (_request, reply, done) => {
    const res = reply.raw;
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of headers) res.setHeader(name, value);
    done();
  });
}
