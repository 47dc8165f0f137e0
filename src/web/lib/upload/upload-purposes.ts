import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { UploadPurposeName } from '../../../domain/uploads';

const MiB = 1024 * 1024;

export type ImageFormat = 'jpeg' | 'png';
export type ModelFormat = 'stl' | 'obj' | 'ply';
export type FileFormat = ImageFormat | ModelFormat | 'pdf';

/**
 * What each purpose accepts, checked in the browser before anything is sent so the user hears at once. The same
 * numbers as the server's table (src/server/storage/purposes.ts), which checks every file again by its bytes: this
 * copy only saves a useless upload. "M" in the spec is read as MiB there too.
 */
export const UPLOAD_PURPOSES = {
  licence: { maxBytes: 10 * MiB, formats: ['jpeg', 'png'] },
  'id-image': { maxBytes: 5 * MiB, formats: ['jpeg', 'png'] },
  remittance: { maxBytes: 10 * MiB, formats: ['jpeg', 'png'] },
} as const satisfies Record<string, { maxBytes: number; formats: readonly ImageFormat[] }>;

export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;

/** Every purpose the store knows, with the outbox's clinical photos and models (same numbers as the server). */
export const ALL_UPLOAD_PURPOSES = {
  ...UPLOAD_PURPOSES,
  photo: { maxBytes: 30 * MiB, formats: ['jpeg', 'png'] },
  model: { maxBytes: 500 * MiB, formats: ['stl', 'obj', 'ply'] },
  plan: { maxBytes: 200 * MiB, formats: ['stl', 'obj', 'ply', 'pdf'] },
} as const satisfies Record<UploadPurposeName, { maxBytes: number; formats: readonly FileFormat[] }>;

/** `10 MB`, the way users read the limit (MiB underneath, as on the server). */
export function formatLimit(bytes: number): string {
  return `${Math.round(bytes / MiB)} MB`;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/** The format the first bytes say (JPEG `FF D8 FF`, the PNG signature), or null. Names and types are not trusted. */
export function detectImageFormat(head: Uint8Array): ImageFormat | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((byte, index) => head[index] === byte)) return 'png';
  return null;
}

export const uploadMessages = {
  notAllowed: msg`This type of file is not allowed here: choose a JPG or PNG image.`,
  modelNotAllowed: msg`This type of file is not allowed here: choose an STL, OBJ or PLY model.`,
  planNotAllowed: msg`This type of file is not allowed here: choose an STL, OBJ or PLY model or a PDF document.`,
  empty: msg`The file is empty.`,
  cancelled: msg`The upload was cancelled.`,
} satisfies Record<string, MessageDescriptor>;

/** The server's own wording (storage-errors.ts), so both sides share one catalog entry. */
export function fileTooLargeMessage(maxBytes: number): MessageDescriptor {
  const max = formatLimit(maxBytes);
  return msg`The file is too large (at most ${max}).`;
}

/** How much of a model the browser looks at: a PLY header or the first OBJ vertices sit within it. */
const MODEL_HEAD_BYTES = 64 * 1024;

/**
 * The model format the bytes say, roughly as the server judges it (content-check.ts, which checks again): binary STL
 * by its size rule (84 + 50·n bytes, n in the header), ASCII STL by `solid`, PLY by its magic line, OBJ by a vertex.
 */
export function detectModelFormat(head: Uint8Array, size: number): ModelFormat | null {
  if (head.length >= 84 && size >= 84 + 50) {
    const facets = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(80, true);
    if (facets > 0 && size === 84 + 50 * facets) return 'stl';
  }
  const text = new TextDecoder('latin1').decode(head);
  if (/^ply\r?\n/.test(text)) return 'ply';
  if (/^\s*solid[ \t\r\n]/i.test(text)) return 'stl';
  if (/^v[ \t]+[-+.\d]/m.test(text)) return 'obj';
  return null;
}

/** What is wrong with a file for a purpose, judged by its size and first bytes; null when it may be sent. */
export async function findFileProblem(file: Blob, purpose: UploadPurposeName): Promise<MessageDescriptor | null> {
  const rule = ALL_UPLOAD_PURPOSES[purpose];
  if (file.size === 0) return uploadMessages.empty;
  if (file.size > rule.maxBytes) return fileTooLargeMessage(rule.maxBytes);
  const formats: readonly FileFormat[] = rule.formats;
  if (formats.includes('stl')) {
    const head = new Uint8Array(await file.slice(0, MODEL_HEAD_BYTES).arrayBuffer());
    const format = /^%PDF-/.test(new TextDecoder('latin1').decode(head.subarray(0, 5))) ? 'pdf' : detectModelFormat(head, file.size);
    if (format && formats.includes(format)) return null;
    return formats.includes('pdf') ? uploadMessages.planNotAllowed : uploadMessages.modelNotAllowed;
  }
  const head = new Uint8Array(await file.slice(0, PNG_SIGNATURE.length).arrayBuffer());
  const format = detectImageFormat(head);
  return format && formats.includes(format) ? null : uploadMessages.notAllowed;
}
