import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { AppError, type Extra } from '../http/envelope';

/** Error codes of the object store (42001-42099) and the HTTP status each travels with. */
export const StorageErrorCode = {
  fileTooLarge: 42001,
  contentNotAllowed: 42002,
  hashMismatch: 42003,
  partSizeWrong: 42004,
  uploadNotFound: 42005,
  linkExpired: 42006,
  badSignature: 42007,
  partsMissing: 42008,
  grantInvalid: 42009,
  objectExists: 42010,
  objectGone: 42011,
} as const;
export type StorageErrorCode = (typeof StorageErrorCode)[keyof typeof StorageErrorCode];

/** For the lead: `httpStatusFor` in domain/response-codes.ts should map these (until then StorageError does). */
export const storageHttpStatus: Record<StorageErrorCode, number> = {
  [StorageErrorCode.fileTooLarge]: 413,
  [StorageErrorCode.contentNotAllowed]: 400,
  [StorageErrorCode.hashMismatch]: 400,
  [StorageErrorCode.partSizeWrong]: 400,
  [StorageErrorCode.uploadNotFound]: 404,
  [StorageErrorCode.linkExpired]: 410,
  [StorageErrorCode.badSignature]: 401,
  [StorageErrorCode.partsMissing]: 400,
  [StorageErrorCode.grantInvalid]: 403,
  [StorageErrorCode.objectExists]: 409,
  [StorageErrorCode.objectGone]: 410,
};

export const storageErrorMessages = {
  [StorageErrorCode.fileTooLarge]: msg({ message: 'The file is too large (at most {max}).' }),
  [StorageErrorCode.contentNotAllowed]: msg`This type of file is not allowed here, or its content does not match its type.`,
  [StorageErrorCode.hashMismatch]: msg`The uploaded file is not identical to the original. Please upload it again.`,
  [StorageErrorCode.partSizeWrong]: msg`A part of the upload has the wrong size.`,
  [StorageErrorCode.uploadNotFound]: msg`This upload does not exist or has ended. Please start it again.`,
  [StorageErrorCode.linkExpired]: msg`This link has expired. Please reload the page.`,
  [StorageErrorCode.badSignature]: msg`This link is not valid.`,
  [StorageErrorCode.partsMissing]: msg`Some parts of the upload have not arrived yet.`,
  [StorageErrorCode.grantInvalid]: msg`The upload permission has expired. Please try again.`,
  [StorageErrorCode.objectExists]: msg`A file is already stored under this name.`,
  [StorageErrorCode.objectGone]: msg`This file has been deleted.`,
} satisfies Record<StorageErrorCode, MessageDescriptor>;

/** An AppError with the status its storage code travels with (until `httpStatusFor` knows the 42xxx codes). */
export class StorageError extends AppError {
  override get httpStatus(): number {
    return storageHttpStatus[this.code as StorageErrorCode] ?? super.httpStatus;
  }
}

export function storageError(
  code: StorageErrorCode,
  options: { values?: Record<string, unknown>; extra?: Extra; data?: unknown } = {},
): StorageError {
  return new StorageError(code, storageErrorMessages[code], options);
}
