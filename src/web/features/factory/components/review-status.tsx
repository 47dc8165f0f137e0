import { useLingui } from '@lingui/react/macro';
import {
  DOCTOR_AUTH_BY_STATE,
  doctorAuthStatusLabel,
  ORG_AUTH_BY_STATE,
  orgAuthStatusLabel,
  REVIEW_STATES,
  type ReviewState,
} from '../../../../domain/clinics/auth-statuses';
import type { TReviewItem } from '../../../../domain/clinics/factory-review';
import { StatusBadge, type StatusTone } from '../../../components/ui/status-badge';

const tones: Record<ReviewState, StatusTone> = { pending: 'pending', approved: 'success', rejected: 'danger' };

/** The review state of an item: each kind has its own status numbers (company 0/1/2, doctor 1/2/3). */
export function reviewStateOf(item: Pick<TReviewItem, 'kind' | 'authStatus'>): ReviewState | null {
  const byState = item.kind === 'company' ? ORG_AUTH_BY_STATE : DOCTOR_AUTH_BY_STATE;
  return REVIEW_STATES.find((state) => byState[state] === item.authStatus) ?? null;
}

export function ReviewStatusBadge({ item }: { item: Pick<TReviewItem, 'kind' | 'authStatus'> }) {
  const { i18n } = useLingui();
  const state = reviewStateOf(item);
  const label = item.kind === 'company' ? orgAuthStatusLabel(item.authStatus) : doctorAuthStatusLabel(item.authStatus);
  return (
    <StatusBadge tone={state ? tones[state] : 'neutral'}>{label ? i18n._(label) : String(item.authStatus)}</StatusBadge>
  );
}
