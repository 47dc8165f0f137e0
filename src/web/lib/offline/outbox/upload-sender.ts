import type { UserDatabase } from '../db';
import type { Transport, TransportAnswer, UploadItem } from './types';

export type UploadSendContext = {
  transport: Transport;
  signal?: AbortSignal;
  now?: () => number;
};

/**
 * Sends or resumes one upload item: creates the store's multipart upload once (Idempotency-Key: the item id), asks
 * which parts the store holds, sends the others from `uploadParts` (deleting each row once confirmed), completes
 * (Idempotency-Key: `<item id>:complete`), and answers `{ outcome: 'ok', data: <stored object> }`, or the failure
 * for the drainer to handle like any other item's.
 */
export async function sendUpload(_db: UserDatabase, _item: UploadItem, _context: UploadSendContext): Promise<TransportAnswer> {
  throw new Error('sendUpload: being built (uploads helper)');
}
