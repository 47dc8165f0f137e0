import type { UploadedFile } from '../../../components/upload/file-upload-field';

/**
 * What the create-company form holds, kept in sessionStorage so a reload (or the tablet dropping the tab) loses
 * nothing typed or uploaded. The idempotency key belongs to the draft: a retry of the same draft after a lost
 * answer is replayed by the server instead of creating a second company.
 */
export type CompanyDraft = {
  companyName: string;
  branches: string[];
  permitLicense: UploadedFile | null;
  businessLicense: UploadedFile | null;
  /** The licences' validity days as typed (YYYY-MM-DD or ''). */
  permitValidFrom: string;
  permitValidTo: string;
  businessValidFrom: string;
  businessValidTo: string;
  idempotencyKey: string;
};

const VALIDITY_KEYS = ['permitValidFrom', 'permitValidTo', 'businessValidFrom', 'businessValidTo'] as const;

export type CompanyKind = 'single' | 'chain';

function storageKey(kind: CompanyKind, userId: number): string {
  return `cuspid.draft.company.${kind}.${userId}`;
}

function newKey(): string {
  return crypto.randomUUID();
}

export function emptyCompanyDraft(kind: CompanyKind): CompanyDraft {
  return {
    companyName: '',
    branches: kind === 'chain' ? [''] : [],
    permitLicense: null,
    businessLicense: null,
    permitValidFrom: '',
    permitValidTo: '',
    businessValidFrom: '',
    businessValidTo: '',
    idempotencyKey: newKey(),
  };
}

function isUploadedFile(value: unknown): value is UploadedFile {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Record<string, unknown>;
  return typeof file.key === 'string' && typeof file.url === 'string' && typeof file.fileName === 'string';
}

/** The saved draft, or an empty one; anything malformed counts as no draft. */
export function readCompanyDraft(kind: CompanyKind, userId: number): CompanyDraft {
  const empty = emptyCompanyDraft(kind);
  try {
    const raw = window.sessionStorage.getItem(storageKey(kind, userId));
    if (!raw) return empty;
    const saved = JSON.parse(raw) as Record<string, unknown>;
    const branches = Array.isArray(saved.branches)
      ? saved.branches.filter((branch): branch is string => typeof branch === 'string')
      : empty.branches;
    return {
      companyName: typeof saved.companyName === 'string' ? saved.companyName : '',
      branches: kind === 'chain' ? (branches.length > 0 ? branches : ['']) : [],
      permitLicense: isUploadedFile(saved.permitLicense) ? saved.permitLicense : null,
      businessLicense: isUploadedFile(saved.businessLicense) ? saved.businessLicense : null,
      ...(Object.fromEntries(
        VALIDITY_KEYS.map((key) => [key, typeof saved[key] === 'string' ? saved[key] : '']),
      ) as Pick<CompanyDraft, (typeof VALIDITY_KEYS)[number]>),
      idempotencyKey: typeof saved.idempotencyKey === 'string' ? saved.idempotencyKey : empty.idempotencyKey,
    };
  } catch {
    return empty;
  }
}

export function saveCompanyDraft(kind: CompanyKind, userId: number, draft: CompanyDraft): void {
  try {
    window.sessionStorage.setItem(storageKey(kind, userId), JSON.stringify(draft));
  } catch {
    // Storage full or unavailable: the form still works, only a reload would lose it.
  }
}

export function clearCompanyDraft(kind: CompanyKind, userId: number): void {
  try {
    window.sessionStorage.removeItem(storageKey(kind, userId));
  } catch {
    // Nothing to clear.
  }
}
