import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * CSP, nosniff, referrer policy. Framing is governed by CSP frame-ancestors alone (configurable), and the
 * legacy X-Frame-Options header is off, because the spec's iframe mode embeds the portal in other pages.
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
  await app.register(helmet, {
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
}
