import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { remittanceMessages } from '../../../../domain/payments/remittance-messages';
import type { TRemittanceView } from '../../../../domain/payments/remittances';
import { DateText } from '../../../components/ui/date-text';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import {
  cardClass,
  dangerOutlineButtonClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../../components/ui/styles';
import { formatMoney } from '../../../lib/money/format-money';
import type { RemittanceDecision } from '../api/remittances-api';

type RemittanceReviewCardProps = {
  remittance: TRemittanceView;
  onDecide: (decision: RemittanceDecision) => void;
  isBusy: boolean;
  isOnline: boolean;
};

/**
 * One remittance for factory finance: the clinic, the payer account, amount and day, the orders it pays and the
 * receipt photo; a submitted one is confirmed (after a second press that states the amount) or rejected with a reason.
 */
export function RemittanceReviewCard({ remittance, onDecide, isBusy, isOnline }: RemittanceReviewCardProps) {
  const { i18n } = useLingui();
  const [step, setStep] = useState<'idle' | 'confirming' | 'rejecting'>('idle');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const amount = formatMoney(remittance.amount, i18n.locale);
  const isOpen = remittance.state === 'submitted';
  const canAct = isOpen && isOnline && !isBusy;
  const reject = () => {
    if (reason.trim() === '') return setReasonError(i18n._(remittanceMessages.rejectReasonRequired));
    onDecide({ remittanceId: remittance.remittanceId, confirm: false, reason: reason.trim() });
  };
  return (
    <article className={`${cardClass} flex flex-col gap-3`} data-testid={`remittance-${remittance.remittanceId}`}>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{remittance.clinicName}</h2>
        <span className="text-xl font-semibold tabular-nums text-slate-900">{amount}</span>
      </header>
      <div className="grid gap-4 md:grid-cols-[1fr_auto]">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-base">
          <dt className="text-slate-600">
            <Trans>Number</Trans>
          </dt>
          <dd className="break-all">{remittance.merchantNo}</dd>
          <dt className="text-slate-600">
            <Trans>Remitting account</Trans>
          </dt>
          <dd className="break-all">
            {remittance.payerAccountName} · {remittance.payerAccountNo}
          </dd>
          <dt className="text-slate-600">
            <Trans>Remitting bank</Trans>
          </dt>
          <dd>{remittance.payerBank}</dd>
          <dt className="text-slate-600">
            <Trans>Sent on</Trans>
          </dt>
          <dd>{remittance.remittedOn}</dd>
          <dt className="text-slate-600">
            <Trans>Recorded</Trans>
          </dt>
          <dd>
            <DateText at={remittance.submittedAt} withTime />
          </dd>
          <dt className="text-slate-600">
            <Trans>Orders</Trans>
          </dt>
          <dd>
            {remittance.orders.map((order) => (
              <span key={order.payId} className="me-3 inline-block tabular-nums">
                #{order.orderId} {formatMoney(order.amount, i18n.locale)}
              </span>
            ))}
          </dd>
        </dl>
        {remittance.proof ? (
          <a href={remittance.proof.url} target="_blank" rel="noreferrer" className="block">
            <img
              src={remittance.proof.url}
              alt={i18n._(remittanceMessages.proofAlt)}
              className="max-h-56 w-full rounded-lg border border-slate-200 object-contain md:w-56"
            />
          </a>
        ) : null}
      </div>
      {remittance.state === 'rejected' ? (
        <p className="text-base text-red-800">
          <Trans>Rejected: {remittance.rejectReason}</Trans>
        </p>
      ) : null}
      {remittance.state === 'confirmed' ? (
        <p className="text-base text-teal-800">
          <Trans>Confirmed: the orders are paid.</Trans>
        </p>
      ) : null}
      {isOpen && step === 'idle' ? (
        <div className="flex flex-wrap gap-3">
          <button type="button" className={primaryButtonClass} disabled={!canAct} onClick={() => setStep('confirming')}>
            <Trans>Confirm receipt</Trans>
          </button>
          <button
            type="button"
            className={dangerOutlineButtonClass}
            disabled={!canAct}
            onClick={() => setStep('rejecting')}
          >
            <Trans>Reject</Trans>
          </button>
        </div>
      ) : null}
      {isOpen && step === 'confirming' ? (
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={primaryButtonClass}
            disabled={!canAct}
            onClick={() => onDecide({ remittanceId: remittance.remittanceId, confirm: true })}
          >
            <Trans>Yes, {amount} arrived on our account</Trans>
          </button>
          <button type="button" className={secondaryButtonClass} onClick={() => setStep('idle')}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      ) : null}
      {isOpen && step === 'rejecting' ? (
        <div className="flex flex-col gap-2">
          <TextAreaField
            label={<Trans>Why is it rejected? The clinic reads this.</Trans>}
            value={reason}
            maxLength={500}
            error={reasonError}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(null);
            }}
          />
          <div className="flex flex-wrap gap-3">
            <button type="button" className={dangerOutlineButtonClass} disabled={!canAct} onClick={reject}>
              <Trans>Reject the remittance</Trans>
            </button>
            <button type="button" className={secondaryButtonClass} onClick={() => setStep('idle')}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </div>
      ) : null}
    </article>
  );
}
