import { Trans, useLingui } from '@lingui/react/macro';
import type { TRemittanceView } from '../../../../domain/payments/remittances';
import { FormAlert } from '../../../components/ui/form-alert';
import { formatMoney } from '../../../lib/money/format-money';

/** A remittance's state as the clinic sees it: waiting for finance, confirmed (paid), or rejected with the reason. */
export function RemittanceStatus({ remittance }: { remittance: TRemittanceView }) {
  const { i18n } = useLingui();
  const amount = formatMoney(remittance.amount, i18n.locale);
  const number = remittance.merchantNo;
  const day = remittance.remittedOn;
  if (remittance.state === 'submitted')
    return (
      <FormAlert tone="info">
        <span data-testid="remittance-state">
          <Trans>
            Remittance {number} of {amount} (sent {day}) is recorded and waits for the factory's finance to confirm it.
            These orders cannot be paid otherwise meanwhile.
          </Trans>
        </span>
      </FormAlert>
    );
  if (remittance.state === 'confirmed')
    return (
      <FormAlert tone="success">
        <span data-testid="remittance-state">
          <Trans>
            Remittance {number} of {amount} was confirmed: the orders are paid.
          </Trans>
        </span>
      </FormAlert>
    );
  const reason = remittance.rejectReason ?? '';
  return (
    <FormAlert tone="warning">
      <span data-testid="remittance-state">
        <Trans>
          Remittance {number} of {amount} was rejected by the factory's finance: {reason}. The orders can be paid again.
        </Trans>
      </span>
    </FormAlert>
  );
}
