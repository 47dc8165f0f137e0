/**
 * The outbox's one public module. Everything outside `lib/offline` reaches the outbox through this file (lint forbids
 * the files beside it; tests add `./testing`): queue a request, queue a draft's submission once, queue an upload, read
 * an item's state, and the local ids a queued record is known by until the server names it. See docs/offline.md.
 */

// Queue a request; fix, retry or drop one that needs attention.
export { enqueue, newItemId, amend, retry, discard, ItemIdTakenError } from './outbox';
export { groupFor, aliasKey } from './groups';

// Queue a draft's submission once (the draft and its item commit together).
export { queueDraftOnce, queueDraftSubmit, draftSubmitTables, itemIdTakenMessage } from './queue-draft';
export type { WizardSubmission } from './queue-draft';

// Queue an upload.
export { enqueueUpload, isEnqueueUploadError, isQuotaError } from './uploads';

// Read an item's state, the queue's state, and the upload progress.
export { findItem } from './find-item';
export { refsOf } from './refs';
export { OutboxProvider, useOutboxStatus, useSyncNow, useOnAcknowledged } from '../outbox-provider';
export type { DrainerState } from './status';
export { useUploadProgress, useUploadsProgress, useLocalPreviewUrl } from './upload-progress';
export type {
  OutboxItem,
  RequestItem,
  UploadItem,
  DoneItem,
  UploadRow,
  OutboxState,
  OutboxItemError,
  OutboxLabel,
  OutboxEntity,
  OutboxRequest,
  OutboxRef,
} from './types';

// Local ids: a record created offline is known by its item's local id, and a queued body names it by a ref.
export { localIdOf, isLocalId, itemIdOf, ref, isRef, idOrRef } from './local-ids';
