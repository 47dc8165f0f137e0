import { Trans, useLingui } from '@lingui/react/macro';
import { licenceExpiryStatus, type TLicenceValidity } from '../../../domain/clinics/licence-validity';
import { expiryStatusLabels, type ExpiryStatus } from '../../../domain/validation/expiry';
import { formatDay } from '../../lib/dates/format-day';
import { StatusBadge, type StatusTone } from './status-badge';

const tones: Record<ExpiryStatus, StatusTone> = { normal: 'success', 'near-expiry': 'pending', ended: 'danger' };

/**
 * Under a licence or certificate: its validity period and the expiry status of the domain rule (ended; expiring soon
 * below a third of the period left; valid). Nothing when the document carries no period.
 */
export function LicenceValidityNote({
  validity,
  today = new Date(),
}: {
  validity: TLicenceValidity | null | undefined;
  today?: Date;
}) {
  const { i18n } = useLingui();
  const status = licenceExpiryStatus(validity ?? null, today);
  if (!validity || !status) return null;
  const from = formatDay(validity.validFrom, i18n.locale, { weekday: false });
  const to = formatDay(validity.validTo, i18n.locale, { weekday: false });
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid="licence-validity">
      <span>
        <Trans>
          Valid from {from} to {to}
        </Trans>
      </span>
      <StatusBadge tone={tones[status]}>{i18n._(expiryStatusLabels[status])}</StatusBadge>
    </p>
  );
}
