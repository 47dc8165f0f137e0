import type { UploadedFile } from '../../../components/upload/file-upload-field';

/** What the remittance form holds while it is typed: kept in sessionStorage per clinic, so nothing typed is lost. */
export type RemittanceDraft = {
  payerAccountName: string;
  payerAccountNo: string;
  payerBank: string;
  /** As typed (yuan); empty: what is to be paid is offered. */
  amount: string;
  remittedOn: string;
  proof: UploadedFile | null;
};

export const EMPTY_REMITTANCE_DRAFT: RemittanceDraft = {
  payerAccountName: '',
  payerAccountNo: '',
  payerBank: '',
  amount: '',
  remittedOn: '',
  proof: null,
};

const STORAGE_PREFIX = 'cuspid.mergePay.remittance.';

/** The draft of this clinic's remittance form (an empty one when none, or unreadable). */
export function readRemittanceDraft(clinicId: number): RemittanceDraft {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_PREFIX + clinicId) ?? 'null');
    if (saved === null || typeof saved !== 'object') return EMPTY_REMITTANCE_DRAFT;
    const draft = { ...EMPTY_REMITTANCE_DRAFT, ...(saved as Partial<RemittanceDraft>) };
    return Object.values(draft).every(
      (value) => value === null || typeof value === 'string' || typeof value === 'object',
    )
      ? draft
      : EMPTY_REMITTANCE_DRAFT;
  } catch {
    return EMPTY_REMITTANCE_DRAFT;
  }
}

export function saveRemittanceDraft(clinicId: number, draft: RemittanceDraft): void {
  try {
    window.sessionStorage.setItem(STORAGE_PREFIX + clinicId, JSON.stringify(draft));
  } catch {
    // Storage unavailable: the draft lives as long as the page.
  }
}

/** After the remittance was recorded. */
export function clearRemittanceDraft(clinicId: number): void {
  try {
    window.sessionStorage.removeItem(STORAGE_PREFIX + clinicId);
  } catch {
    // Nothing stored.
  }
}
