import { useState } from 'react';
import type { TRemittanceView } from '../../../../domain/payments/remittances';
import { useClinicRemittances } from '../api/remittances-api';
import { BankTransferBlock } from './bank-transfer-block';
import { RemittanceForm, type RemittanceFormProps } from './remittance-form';
import { RemittanceStatus } from './remittance-status';

/**
 * Corporate transfer on the confirm page: the bank block, then the remittance form, or, once one is recorded, its
 * state (waiting for finance; a rejected one shows why and the form again).
 */
export function CorporateTransfer({
  onRecorded,
  ...props
}: Omit<RemittanceFormProps, 'onSubmitted'> & { onRecorded?: () => void }) {
  const [recorded, setRecorded] = useState<TRemittanceView | null>(null);
  const record = (remittance: TRemittanceView) => {
    setRecorded(remittance);
    onRecorded?.();
  };
  const latest = useLatestRemittance(props.payIds) ?? null;
  const shown = recorded ?? latest;
  return (
    <div className="flex flex-col gap-4" data-testid="corporate-transfer">
      <BankTransferBlock payAmount={props.payAmount} />
      {shown ? <RemittanceStatus remittance={shown} /> : null}
      {shown === null || shown.state === 'rejected' ? <RemittanceForm {...props} onSubmitted={record} /> : null}
    </div>
  );
}

/** The newest remittance of exactly these payment orders, or of any of them still waiting (it holds them). */
export function useLatestRemittance(payIds: readonly number[]): TRemittanceView | undefined {
  const list = useClinicRemittances(payIds).data?.list ?? [];
  const waiting = list.find((remittance) => remittance.state === 'submitted');
  if (waiting) return waiting;
  const same = (remittance: TRemittanceView) =>
    remittance.orders.length === payIds.length && remittance.orders.every((order) => payIds.includes(order.payId));
  return list.find((remittance) => same(remittance) && remittance.state === 'rejected');
}

/** With another method chosen: a remittance of these orders that still waits says so (paying otherwise is refused). */
export function WaitingRemittance({ payIds }: { payIds: readonly number[] }) {
  const latest = useLatestRemittance(payIds);
  return latest?.state === 'submitted' ? <RemittanceStatus remittance={latest} /> : null;
}
