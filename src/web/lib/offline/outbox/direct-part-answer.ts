import { UploadErrorCode } from '../../../../domain/upload-parts';
import type { TransportAnswer } from './types';

/**
 * What the object store's own answer to a presigned part PUT means: its ETag on success (the bucket's CORS rule
 * exposes it); a refused signature (the URL expired) as a refused grant, so the sender asks for a fresh URL once.
 */
export function directPartAnswerOf(status: number, etag: string | null): TransportAnswer {
  if (status >= 200 && status < 300) return { outcome: 'ok', data: { etag: etag ?? '' } };
  if (status === 0 || status >= 500 || status === 429) return { outcome: 'retry', status };
  return { outcome: 'rejected', code: UploadErrorCode.grantInvalid, msg: '' };
}
