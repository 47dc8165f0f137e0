import { NETWORK } from '../../../../domain/constants';
import { LANGUAGE_HEADER, localeToHeader } from '../../../../domain/locale';
import { ErrorCode, NETWORK_FAILURE_CODE } from '../../../../domain/response-codes';
import { UploadErrorCode } from '../../../../domain/upload-parts';
import type { TUploadSts } from '../../../../domain/uploads';
import { apiRequest } from '../../http/api-client';
import { parseEnvelope } from '../../http/envelope';
import { env } from '../../env';
import { currentLocale } from '../../i18n';
import { ensureProductTagCookie, readQueryToken } from '../../session/session';
import { directPartAnswerOf } from './direct-part-answer';
import type { PartRequest, TransportAnswer } from './types';

/** The header the part requests carry the upload grant in (the server's UPLOAD_GRANT_HEADER). */
const UPLOAD_GRANT_HEADER = 'x-upload-grant';
/** A grant this close to its end is renewed before the next part. */
const GRANT_RENEW_MARGIN_MS = 30_000;

type Grant = Pick<TUploadSts, 'uploadBase' | 'grant'> & { expiresAt?: number };

/** Only when the caller brings no grant (the upload sender always does): one fetched here, kept for the next parts. */
let ownGrant: TUploadSts | null = null;

async function fetchGrant(): Promise<TUploadSts | TransportAnswer> {
  const result = await apiRequest<TUploadSts>('emr', '/oss/getSts/web', { isBackground: true });
  if (result.ok) {
    ownGrant = result.data;
    return result.data;
  }
  if (result.code === ErrorCode.unauthorized) return { outcome: 'unauthorized' };
  if (result.code === NETWORK_FAILURE_CODE || result.code >= 500)
    return { outcome: 'retry', status: result.code === NETWORK_FAILURE_CODE ? 0 : result.code };
  return { outcome: 'rejected', code: result.code, msg: result.msg };
}

function partUrl(grant: Grant, uploadId: string, partNumber: number): string {
  const base = /^https?:\/\//.test(grant.uploadBase) ? grant.uploadBase : `${env.hosts.api}${grant.uploadBase}`;
  return `${base}/${encodeURIComponent(uploadId)}/parts/${partNumber}`;
}

/** What a part's HTTP answer means to the drainer, like the JSON calls' (browser-transport.ts). */
export function partAnswerOf(status: number, body: unknown): TransportAnswer {
  const envelope = parseEnvelope(body);
  const code = envelope?.code ?? status;
  if (status >= 200 && status < 300 && envelope?.isSuccess) return { outcome: 'ok', data: envelope.data };
  if (status === 401 || code === ErrorCode.unauthorized) return { outcome: 'unauthorized' };
  if (!envelope || status >= 500 || status === 429) return { outcome: 'retry', status };
  return { outcome: 'rejected', code, msg: envelope.msg };
}

/** PUTs one part's raw bytes with XMLHttpRequest, whose upload events report progress within the part. */
function sendPart(grant: Grant | null, request: PartRequest): Promise<TransportAnswer> {
  const { uploadId, partNumber, body, signal, onProgress } = request;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    ensureProductTagCookie();
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('PUT', request.directUrl ?? partUrl(grant!, uploadId, partNumber));
    // A stalled part (the tablet lost its Wi-Fi mid-send) counts as lost after the spec's request timeout.
    xhr.timeout = NETWORK.requestTimeoutMs;
    if (!request.directUrl && grant) {
      // Our own route; a presigned URL is signed as it is and takes no header of ours.
      xhr.withCredentials = true;
      xhr.setRequestHeader('content-type', 'application/octet-stream');
      xhr.setRequestHeader(UPLOAD_GRANT_HEADER, grant.grant);
      xhr.setRequestHeader(LANGUAGE_HEADER, localeToHeader(currentLocale()));
      xhr.setRequestHeader('accept', 'application/json');
      const token = readQueryToken();
      if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    }
    xhr.upload.onprogress = (event) => onProgress?.(Math.min(event.loaded, body.size));
    xhr.onload = () => {
      settle();
      if (request.directUrl) return resolve(directPartAnswerOf(xhr.status, xhr.getResponseHeader('etag')));
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (a proxy's HTML page): judged by the status alone.
      }
      resolve(partAnswerOf(xhr.status, parsed));
    };
    xhr.onerror = () => {
      settle();
      resolve({ outcome: 'retry', status: 0 });
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      settle();
      // Like fetch: the caller aborted, the caller hears it as thrown.
      reject(signal?.reason ?? new DOMException('The part was aborted.', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(body);
  });
}

/**
 * One part to the object store (the Transport's putPart): with the grant the upload sender passes, or else one
 * fetched here (GET /oss/getSts/web), renewed near its end and once when the store refuses it (42009).
 */
export async function putPart(request: PartRequest): Promise<TransportAnswer> {
  if (request.directUrl) return sendPart(null, request);
  if (request.grant) return sendPart(request.grant, request);
  for (let isRenewed = false; ; isRenewed = true) {
    const isFresh = ownGrant !== null && ownGrant.expiresAt - GRANT_RENEW_MARGIN_MS > Date.now();
    const grant = isFresh && !isRenewed && ownGrant ? ownGrant : await fetchGrant();
    if ('outcome' in grant) return grant;
    const answer = await sendPart(grant, request);
    if (answer.outcome === 'rejected' && answer.code === UploadErrorCode.grantInvalid && !isRenewed) continue;
    return answer;
  }
}
