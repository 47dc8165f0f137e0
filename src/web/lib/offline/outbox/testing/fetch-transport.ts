import { IDEMPOTENCY_HEADER, serviceBasePath } from '../../../../../domain/services';
import { parseEnvelope } from '../../../http/envelope';
import { directPartAnswerOf } from '../direct-part-answer';
import type { PartRequest, Transport, TransportAnswer, TransportRequest } from '../types';

/** The header the part requests carry the upload grant in (the server's UPLOAD_GRANT_HEADER). */
const UPLOAD_GRANT_HEADER = 'x-upload-grant';

/**
 * A Transport for tests and benchmarks under Node: plain fetch to a real server listening on a port (the in-process
 * test app or the production build), with the session's headers. Answers read as the browser's transport reads them:
 * 2xx with a success code -> ok, 401 -> unauthorized, 5xx/429/no envelope/network -> retry, any other -> rejected.
 */
export function createFetchTransport(baseUrl: string, headers: Record<string, string> = {}): Transport {
  return {
    async json(request: TransportRequest): Promise<TransportAnswer> {
      const init: RequestInit = {
        method: request.method,
        headers: {
          ...headers,
          accept: 'application/json',
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(request.idempotencyKey ? { [IDEMPOTENCY_HEADER]: request.idempotencyKey } : {}),
        },
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        ...(request.signal ? { signal: request.signal } : {}),
      };
      return send(`${baseUrl}${serviceBasePath(request.service)}${request.path}`, init, request.signal);
    },

    async putPart(request: PartRequest): Promise<TransportAnswer> {
      if (request.directUrl) {
        // Straight to the store, as the browser sends it: no header of ours; the store answers its ETag.
        const answer = await fetch(request.directUrl, {
          method: 'PUT',
          body: request.body,
          ...(request.signal ? { signal: request.signal } : {}),
        });
        await answer.arrayBuffer();
        return directPartAnswerOf(answer.status, answer.headers.get('etag'));
      }
      if (!request.grant) throw new Error('putPart needs the upload grant');
      const uploadBase = /^https?:\/\//.test(request.grant.uploadBase)
        ? request.grant.uploadBase
        : `${baseUrl}${request.grant.uploadBase}`;
      const url = `${uploadBase}/${encodeURIComponent(request.uploadId)}/parts/${request.partNumber}`;
      const init: RequestInit & { duplex: 'half' } = {
        method: 'PUT',
        headers: {
          ...headers,
          accept: 'application/json',
          'content-type': 'application/octet-stream',
          [UPLOAD_GRANT_HEADER]: request.grant.grant,
        },
        // Streamed, so progress can be reported as the bytes leave (and a test can cut the request midway).
        body: counted(request.body, request.onProgress),
        duplex: 'half',
        ...(request.signal ? { signal: request.signal } : {}),
      };
      return send(url, init, request.signal);
    },
  };
}

function counted(body: Blob, onProgress: ((sentBytes: number) => void) | undefined): ReadableStream<Uint8Array> | Blob {
  if (!onProgress) return body;
  let sent = 0;
  return body.stream().pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        controller.enqueue(chunk);
        sent += chunk.byteLength;
        onProgress(sent);
      },
    }),
  );
}

async function send(url: string, init: RequestInit, signal: AbortSignal | undefined): Promise<TransportAnswer> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, init);
    text = await response.text();
  } catch (error) {
    // An abort is the caller's own doing: it hears it as thrown, like the browser's transport does.
    if (signal?.aborted) throw error;
    return { outcome: 'retry', status: 0 };
  }
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's page): judged by the status alone.
  }
  return answerOf(response.status, body);
}

/**
 * The browser's reading of an answer (part-transport.ts's partAnswerOf, which cannot load under Node: it brings the
 * app's HTTP client, which reads `window`).
 */
function answerOf(status: number, body: unknown): TransportAnswer {
  const envelope = parseEnvelope(body);
  const code = envelope?.code ?? status;
  if (status >= 200 && status < 300 && envelope?.isSuccess) return { outcome: 'ok', data: envelope.data };
  if (status === 401 || code === 401) return { outcome: 'unauthorized' };
  if (!envelope || status >= 500 || status === 429) return { outcome: 'retry', status };
  return { outcome: 'rejected', code, msg: envelope.msg };
}
