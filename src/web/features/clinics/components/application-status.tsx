import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ApplicationStatus } from '../../../../domain/clinics/company';
import { StatusBadge, type StatusTone } from '../../../components/ui/status-badge';

const tones: Record<ApplicationStatus, StatusTone> = { pending: 'pending', approved: 'success', rejected: 'danger' };

/** How an application reads from the applicant's side (their clinics) and from the admin's (applications). */
const labels: Record<'applicant' | 'admin', Record<ApplicationStatus, MessageDescriptor>> = {
  applicant: {
    pending: msg({ context: 'clinic application', message: 'waiting for review' }),
    approved: msg({ context: 'clinic application', message: 'member' }),
    rejected: msg({ context: 'clinic application', message: 'refused' }),
  },
  admin: {
    pending: msg({ context: 'clinic application', message: 'waiting for review' }),
    approved: msg({ context: 'clinic application', message: 'approved' }),
    rejected: msg({ context: 'clinic application', message: 'refused' }),
  },
};

export function ApplicationStatusBadge({ status, side }: { status: ApplicationStatus; side: 'applicant' | 'admin' }) {
  const { i18n } = useLingui();
  return <StatusBadge tone={tones[status]}>{i18n._(labels[side][status])}</StatusBadge>;
}
