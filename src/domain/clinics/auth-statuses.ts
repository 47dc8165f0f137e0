import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * Company (organisation) authentication status: clinics.org_auth_status and company_auths.status.
 * The spec fixes only -1 (not submitted); the rest is our choice (docs/clinics.md).
 */
export const OrgAuthStatus = { none: -1, pending: 0, approved: 1, rejected: 2 } as const;
export type OrgAuthStatus = (typeof OrgAuthStatus)[keyof typeof OrgAuthStatus];

/** Doctor authentication status: users.doctor_auth_status. The spec fixes -1 (none) and 2 (authenticated). */
export const DoctorAuthStatus = { none: -1, pending: 1, authenticated: 2, rejected: 3 } as const;
export type DoctorAuthStatus = (typeof DoctorAuthStatus)[keyof typeof DoctorAuthStatus];

export type StatusOption<Value extends number> = { value: Value; key: string; label: MessageDescriptor };

export const ORG_AUTH_STATUSES: readonly StatusOption<OrgAuthStatus>[] = [
  {
    value: OrgAuthStatus.none,
    key: 'none',
    label: msg({ context: 'company authentication', message: 'not submitted' }),
  },
  {
    value: OrgAuthStatus.pending,
    key: 'pending',
    label: msg({ context: 'company authentication', message: 'pending review' }),
  },
  {
    value: OrgAuthStatus.approved,
    key: 'approved',
    label: msg({ context: 'company authentication', message: 'approved' }),
  },
  {
    value: OrgAuthStatus.rejected,
    key: 'rejected',
    label: msg({ context: 'company authentication', message: 'rejected' }),
  },
];

export const DOCTOR_AUTH_STATUSES: readonly StatusOption<DoctorAuthStatus>[] = [
  {
    value: DoctorAuthStatus.none,
    key: 'none',
    label: msg({ context: 'doctor authentication', message: 'not submitted' }),
  },
  {
    value: DoctorAuthStatus.pending,
    key: 'pending',
    label: msg({ context: 'doctor authentication', message: 'pending review' }),
  },
  {
    value: DoctorAuthStatus.authenticated,
    key: 'authenticated',
    label: msg({ context: 'doctor authentication', message: 'authenticated' }),
  },
  {
    value: DoctorAuthStatus.rejected,
    key: 'rejected',
    label: msg({ context: 'doctor authentication', message: 'rejected' }),
  },
];

/**
 * What company authentication gates (docs/clinics.md, "What company authentication gates"): submitting cases to the
 * manufacturer. A clinic whose company has sent its licences may order while they are reviewed; one that never sent
 * them, or whose licences were refused, may not. Patients, photos, scans and drafts are open to every clinic.
 */
export function canOrderWith(orgAuth: number): boolean {
  return orgAuth === OrgAuthStatus.pending || orgAuth === OrgAuthStatus.approved;
}

export function orgAuthStatusLabel(value: number): MessageDescriptor | undefined {
  return ORG_AUTH_STATUSES.find((status) => status.value === value)?.label;
}

export function doctorAuthStatusLabel(value: number): MessageDescriptor | undefined {
  return DOCTOR_AUTH_STATUSES.find((status) => status.value === value)?.label;
}

/** The review outcome words the factory filters by; each kind maps them onto its own numbers. */
export const REVIEW_STATES = ['pending', 'approved', 'rejected'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const ORG_AUTH_BY_STATE = {
  pending: OrgAuthStatus.pending,
  approved: OrgAuthStatus.approved,
  rejected: OrgAuthStatus.rejected,
} as const satisfies Record<ReviewState, OrgAuthStatus>;
export const DOCTOR_AUTH_BY_STATE = {
  pending: DoctorAuthStatus.pending,
  approved: DoctorAuthStatus.authenticated,
  rejected: DoctorAuthStatus.rejected,
} as const satisfies Record<ReviewState, DoctorAuthStatus>;
