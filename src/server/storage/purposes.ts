/**
 * What may be uploaded, for what, and how big: the one table. The content check (content-check.ts) judges a file's
 * format by its bytes; names and declared content types are never trusted.
 * "M" in the spec (section 5, 9) is read as MiB, as the browser checks `file.size / 1024 / 1024`.
 */
const MiB = 1024 * 1024;

export type FileFormat = 'jpeg' | 'png' | 'stl' | 'obj' | 'ply' | 'pdf';

/** The content type an object of each format is stored and served with. */
export const FORMAT_CONTENT_TYPES: Record<FileFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  stl: 'model/stl',
  obj: 'model/obj',
  ply: 'model/x-ply',
  pdf: 'application/pdf',
};

export type PurposeRule = {
  maxBytes: number;
  formats: readonly FileFormat[];
  usedFor: string;
  /** Location data (EXIF GPS, XMP, text chunks) is removed when an upload completes (photo-metadata.ts). */
  stripsLocation?: boolean;
};

export const PURPOSES = {
  licence: {
    maxBytes: 10 * MiB,
    formats: ['jpeg', 'png'],
    usedFor: 'clinic permit and business licences (spec 5, 9: up to 10M)',
  },
  'id-image': {
    maxBytes: 5 * MiB,
    formats: ['jpeg', 'png'],
    usedFor: 'ID card and certificate images (spec 5: jpg or png up to 5M)',
  },
  photo: {
    maxBytes: 30 * MiB,
    formats: ['jpeg', 'png'],
    usedFor: 'clinical photos of a patient image stage',
    stripsLocation: true,
  },
  model: {
    maxBytes: 500 * MiB,
    formats: ['stl', 'obj', 'ply'],
    usedFor: 'digital models / 3D scans (spec 5: STL, OBJ, PLY)',
  },
  remittance: {
    maxBytes: 10 * MiB,
    formats: ['jpeg', 'png'],
    usedFor: 'the proof photo of a bank remittance (docs/payments.md), like a licence image',
    stripsLocation: true,
  },
  // A plan's staged models are meshes of one arch at one step (smaller than a full scan); its document is a PDF.
  plan: {
    maxBytes: 200 * MiB,
    formats: ['stl', 'obj', 'ply', 'pdf'],
    usedFor: 'the factory’s treatment plans: staged models and the plan document',
  },
} as const satisfies Record<string, PurposeRule>;

/** What a client may upload for (PURPOSES); the server writes objects of SERVER_PURPOSES too. */
export type Purpose = keyof typeof PURPOSES;
export const PURPOSE_NAMES = Object.keys(PURPOSES) as [Purpose, ...Purpose[]];

/** Objects only the server writes (putObject): no upload may name these purposes. */
export const SERVER_PURPOSES = {
  thumbnail: {
    maxBytes: 2 * MiB,
    formats: ['jpeg'],
    usedFor: 'gallery thumbnails the server makes from clinical photos',
  },
} as const satisfies Record<string, PurposeRule>;

export type ServerPurpose = keyof typeof SERVER_PURPOSES;
/** The purpose of any stored object. */
export type StoredPurpose = Purpose | ServerPurpose;

/** Whether a client may upload for this purpose. */
export function isPurpose(value: string): value is Purpose {
  return Object.hasOwn(PURPOSES, value);
}

export function isStoredPurpose(value: string): value is StoredPurpose {
  return isPurpose(value) || Object.hasOwn(SERVER_PURPOSES, value);
}

export function purposeRule(purpose: StoredPurpose): PurposeRule {
  return isPurpose(purpose) ? PURPOSES[purpose] : SERVER_PURPOSES[purpose];
}

/** "10 MB" for messages (MiB, written the way users read it). */
export function formatLimit(bytes: number): string {
  return `${Math.round(bytes / MiB)} MB`;
}
