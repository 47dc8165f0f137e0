import type { ServerOptions } from 'node:http';
import type { AppConfig } from '../config';

/**
 * Bounds what a slow (or malicious) client can hold open. Node cuts a connection whose request line and headers
 * take longer than `headersTimeout`, or whose whole request (body included) takes longer than `requestTimeout`,
 * answering 408; it looks every `connectionsCheckingInterval`, so that interval is kept a fraction of the
 * shortest timeout (Node's 30 s default is why slow headers used to survive 60-76 s).
 *
 * The request timeout covers receiving the request only, not the work done for it. An upload part (5 MiB at most)
 * must arrive within it: two minutes is 350 kbit/s; a part cut short is sent again by the outbox.
 * Idle keep-alive connections keep Fastify's default (72 s, above common load balancers' idle timeouts).
 */
export function slowClientTimeouts({ headersMs, requestMs }: AppConfig['timeouts']): { requestTimeout: number; http: ServerOptions } {
  return {
    requestTimeout: requestMs,
    http: { headersTimeout: headersMs, requestTimeout: requestMs, connectionsCheckingInterval: Math.max(50, Math.min(5_000, Math.floor(headersMs / 4))) },
  };
}
