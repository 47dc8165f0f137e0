import type { MessageDescriptor } from '@lingui/core';
import { NETWORK } from '../../../domain/constants';
import { LANGUAGE_HEADER, localeToHeader } from '../../../domain/locale';
import { clientMessages, NETWORK_FAILURE_CODE } from '../../../domain/response-codes';
import { apiRequest, type ApiFailure } from '../http/api-client';
import { parseEnvelope } from '../http/envelope';
import { env } from '../env';
import { currentLocale } from '../i18n';
import { ensureProductTagCookie, readQueryToken } from '../session/session';
import type { Translatable } from '../translatable';
import type { UploadPurposeName } from '../../../domain/uploads';
import { findFileProblem, uploadMessages } from './upload-purposes';

/** The header the part requests carry the upload grant in (the server's UPLOAD_GRANT_HEADER). */
const UPLOAD_GRANT_HEADER = 'x-upload-grant';
/** The store's code for an expired or foreign grant: fetch a new one and send the part again. */
const GRANT_INVALID_CODE = 42009;
/** A grant this close to its end is renewed before the next part. */
const GRANT_RENEW_MARGIN_MS = 30_000;
/** A part lost to the network is sent again after these pauses (tablets on clinic Wi-Fi), then the upload fails. */
const PART_RETRY_DELAYS_MS = [1000, 3000] as const;

export type UploadProgress = { sentBytes: number; totalBytes: number };

export type UploadOptions = {
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting it stops the upload and abandons it on the server. */
  signal?: AbortSignal;
};

/** The stored object: `key` goes into the form's payload, `url` is a signed read link (valid for an hour). */
export type UploadedObject = { key: string; url: string };

/**
 * Why an upload failed: the browser's own check (`rejected`: type, size, empty), the server refused it (`refused`,
 * with its message in the user's language), the network (`network`), or the user (`cancelled`).
 */
export type UploadFailureReason = 'rejected' | 'refused' | 'network' | 'cancelled';

export class UploadError extends Error {
  readonly reason: UploadFailureReason;
  /** What to show: the server's message, or a descriptor to translate. */
  readonly text: Translatable;

  constructor(reason: UploadFailureReason, text: Translatable) {
    super(typeof text === 'string' ? text : (text.message ?? text.id));
    this.name = 'UploadError';
    this.reason = reason;
    this.text = text;
  }
}

type UploadGrant = { uploadBase: string; partSize: number; grant: string; expiresAt: number };
type CreatedUpload = { uploadId: string; key: string; partSize: number; partCount: number };
type StoredObject = { key: string; url: string };

const cancelled = () => new UploadError('cancelled', uploadMessages.cancelled);

function failureOf(result: ApiFailure): UploadError {
  if (result.isCancelled) return cancelled();
  if (result.code === NETWORK_FAILURE_CODE) return new UploadError('network', clientMessages.networkFailure);
  return new UploadError('refused', result.msg || clientMessages.genericError);
}

/** The store's JSON calls: silent, because the upload field shows the message beside the file. */
async function callStore<T>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body: unknown,
  signal: AbortSignal | undefined,
): Promise<T> {
  const result = await apiRequest<T>('emr', path, { method, body, signal, isSilent: true });
  if (!result.ok) throw failureOf(result);
  return result.data;
}

async function sha256Hex(file: Blob): Promise<string> {
  // Whole-file digest: fine for the ≤10 MB images of these purposes; large models will hash in slices.
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function partUrl(grant: UploadGrant, uploadId: string, partNumber: number): string {
  const base = /^https?:\/\//.test(grant.uploadBase) ? grant.uploadBase : `${env.hosts.api}${grant.uploadBase}`;
  return `${base}/${encodeURIComponent(uploadId)}/parts/${partNumber}`;
}

type PartAnswer = { ok: true } | { ok: false; code: number; text: Translatable; isNetwork: boolean };

/** PUTs one part's raw bytes with XMLHttpRequest, whose upload events report progress within the part. */
function sendPart(
  url: string,
  body: Blob,
  grant: string,
  signal: AbortSignal | undefined,
  onPartProgress: (sentBytes: number) => void,
): Promise<PartAnswer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(cancelled());
    ensureProductTagCookie();
    const request = new XMLHttpRequest();
    const onAbort = () => request.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    request.open('PUT', url);
    // A stalled part (the tablet lost its Wi-Fi mid-send) counts as lost after the spec's request timeout.
    request.timeout = NETWORK.requestTimeoutMs;
    request.withCredentials = true;
    request.setRequestHeader('content-type', 'application/octet-stream');
    request.setRequestHeader(UPLOAD_GRANT_HEADER, grant);
    request.setRequestHeader(LANGUAGE_HEADER, localeToHeader(currentLocale()));
    request.setRequestHeader('accept', 'application/json');
    const token = readQueryToken();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => onPartProgress(Math.min(event.loaded, body.size));
    request.onload = () => {
      settle();
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(request.responseText);
      } catch {
        // Not JSON (a proxy's HTML page): judged by the status alone.
      }
      const envelope = parseEnvelope(parsed);
      const code = envelope?.code ?? request.status;
      if (request.status >= 200 && request.status < 300 && code === 200) return resolve({ ok: true });
      resolve({ ok: false, code, text: envelope?.msg || clientMessages.genericError, isNetwork: false });
    };
    request.onerror = () => {
      settle();
      resolve({ ok: false, code: NETWORK_FAILURE_CODE, text: clientMessages.networkFailure, isNetwork: true });
    };
    request.ontimeout = request.onerror;
    request.onabort = () => {
      settle();
      reject(cancelled());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    request.send(body);
  });
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(cancelled());
    const onAbort = () => {
      clearTimeout(timer);
      reject(cancelled());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Checks a file for a purpose as the server will (size, type by its first bytes); throws `rejected` if it fails. */
export async function checkFile(file: Blob, purpose: UploadPurposeName): Promise<void> {
  const problem: MessageDescriptor | null = await findFileProblem(file, purpose);
  if (problem) throw new UploadError('rejected', problem);
}

/**
 * Uploads a file to the object store for a purpose (spec section 4, multipart upload: created, parts sent in order,
 * completed) and resolves to the stored object's key and a signed read link. Throws an `UploadError`.
 *
 * Kept this small on purpose: the patients issue swaps it for a resumable upload through the outbox.
 */
export async function uploadFile(
  file: File,
  purpose: UploadPurposeName,
  { onProgress, signal }: UploadOptions = {},
): Promise<UploadedObject> {
  await checkFile(file, purpose);
  const totalBytes = file.size;
  onProgress?.({ sentBytes: 0, totalBytes });
  const sha256 = await sha256Hex(file);
  if (signal?.aborted) throw cancelled();

  let grant = await callStore<UploadGrant>('GET', '/oss/getSts/web', undefined, signal);
  const created = await callStore<CreatedUpload>(
    'POST',
    '/oss/multipart',
    {
      purpose,
      fileName: file.name || 'upload',
      contentType: file.type || 'application/octet-stream',
      size: totalBytes,
      sha256,
    },
    signal,
  );

  try {
    let sentBefore = 0;
    for (let partNumber = 1; partNumber <= created.partCount; partNumber += 1) {
      const start = (partNumber - 1) * created.partSize;
      const part = file.slice(start, Math.min(start + created.partSize, totalBytes));
      let retries = 0;
      let hasRenewedGrant = false;
      for (;;) {
        if (grant.expiresAt - GRANT_RENEW_MARGIN_MS < Date.now()) {
          grant = await callStore<UploadGrant>('GET', '/oss/getSts/web', undefined, signal);
        }
        const answer = await sendPart(partUrl(grant, created.uploadId, partNumber), part, grant.grant, signal, (sent) =>
          onProgress?.({ sentBytes: sentBefore + sent, totalBytes }),
        );
        if (answer.ok) break;
        if (answer.code === GRANT_INVALID_CODE && !hasRenewedGrant) {
          hasRenewedGrant = true;
          grant = await callStore<UploadGrant>('GET', '/oss/getSts/web', undefined, signal);
          continue;
        }
        const delay = PART_RETRY_DELAYS_MS[retries];
        if (answer.isNetwork && delay !== undefined) {
          retries += 1;
          await pause(delay, signal);
          continue;
        }
        throw new UploadError(answer.isNetwork ? 'network' : 'refused', answer.text);
      }
      sentBefore += part.size;
      onProgress?.({ sentBytes: sentBefore, totalBytes });
    }
    const stored = await callStore<StoredObject>(
      'POST',
      `/oss/multipart/${encodeURIComponent(created.uploadId)}/complete`,
      undefined,
      signal,
    );
    return { key: stored.key, url: stored.url };
  } catch (error) {
    // Nothing will resume this upload: let the store drop its parts now rather than at its weekly sweep.
    void callStore('DELETE', `/oss/multipart/${encodeURIComponent(created.uploadId)}`, undefined, undefined).catch(
      () => undefined,
    );
    throw error;
  }
}

export function isUploadError(error: unknown): error is UploadError {
  return error instanceof UploadError;
}
