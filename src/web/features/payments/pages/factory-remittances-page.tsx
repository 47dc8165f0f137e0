import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { REMITTANCE_STATES, type RemittanceState } from '../../../../domain/payments/remittances';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadError } from '../../../components/ui/load-error';
import { focusRing, secondaryButtonClass } from '../../../components/ui/styles';
import { useIsOnline } from '../../../lib/online-status';
import { useCan } from '../../../lib/session/permissions';
import { useDecideRemittance, useFactoryRemittances, type RemittanceDecision } from '../api/remittances-api';
import { RemittanceReviewCard } from '../components/remittance-review-card';
import { paymentProblemOf } from '../lib/payment-failure';

const PAGE_SIZE = 10;

const stateLabels = {
  submitted: msg({ context: 'remittance filter', message: 'To confirm' }),
  confirmed: msg({ context: 'remittance filter', message: 'Confirmed' }),
  rejected: msg({ context: 'remittance filter', message: 'Rejected' }),
};

/**
 * /userFactory/remittances: factory finance (`desk:finance`) checks the bank and confirms each remittance clinics
 * recorded (its orders are paid) or rejects it with a reason (the orders may be paid again). The queue is oldest
 * first. Deciding needs the network; a decision someone else made first is said, and the list read again.
 */
export function FactoryRemittancesPage() {
  const canDecide = useCan('desk:finance');
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <h1 className="text-2xl font-semibold text-slate-900">
        <Trans>Bank remittances</Trans>
      </h1>
      {canDecide ? (
        <RemittanceQueue />
      ) : (
        <p className="rounded-lg border border-slate-200 bg-white p-4 text-base text-slate-700">
          <Trans>Remittances are confirmed by the factory's finance desk.</Trans>
        </p>
      )}
    </div>
  );
}

function RemittanceQueue() {
  const { i18n } = useLingui();
  const isOnline = useIsOnline();
  const [state, setState] = useState<RemittanceState>('submitted');
  const [pageIndex, setPageIndex] = useState(1);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const list = useFactoryRemittances({ state, pageIndex, pageSize: PAGE_SIZE });
  const decide = useDecideRemittance();
  const onDecide = (decision: RemittanceDecision) => {
    setOutcome(null);
    decide.mutate(decision, {
      onSuccess: (remittance) =>
        setOutcome({
          tone: 'success',
          text:
            remittance.state === 'confirmed'
              ? i18n._(msg`Confirmed: the orders of ${remittance.clinicName} are paid.`)
              : i18n._(msg`Rejected: ${remittance.clinicName} will see the reason.`),
        }),
      onError: (error) => setOutcome({ tone: 'error', text: paymentProblemOf(error, i18n).message }),
    });
  };
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  return (
    <>
      <div role="tablist" className="flex flex-wrap gap-2">
        {REMITTANCE_STATES.map((candidate) => (
          <button
            key={candidate}
            type="button"
            role="tab"
            aria-selected={candidate === state}
            className={`min-h-11 rounded-full border px-4 text-base ${focusRing} ${
              candidate === state
                ? 'border-teal-700 bg-teal-50 text-teal-900'
                : 'border-slate-300 bg-white text-slate-700'
            }`}
            onClick={() => {
              setState(candidate);
              setPageIndex(1);
            }}
          >
            {i18n._(stateLabels[candidate])}
          </button>
        ))}
      </div>
      {!isOnline ? (
        <FormAlert tone="warning">
          <Trans>Confirming or rejecting needs the network.</Trans>
        </FormAlert>
      ) : null}
      {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
      {list.isError ? (
        <LoadError
          message={paymentProblemOf(list.error, i18n).message}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : null}
      {list.data && list.data.list.length === 0 ? (
        <p className="text-base text-slate-600">
          <Trans>No remittances here.</Trans>
        </p>
      ) : null}
      {list.data?.list.map((remittance) => (
        <RemittanceReviewCard
          key={remittance.remittanceId}
          remittance={remittance}
          onDecide={onDecide}
          isBusy={decide.isPending}
          isOnline={isOnline}
        />
      ))}
      {pages > 1 ? (
        <nav className="flex items-center gap-3" aria-label={i18n._(msg`Pages`)}>
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={pageIndex <= 1}
            onClick={() => setPageIndex(pageIndex - 1)}
          >
            <Trans>Previous</Trans>
          </button>
          <span className="text-base tabular-nums">
            {pageIndex} / {pages}
          </span>
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={pageIndex >= pages}
            onClick={() => setPageIndex(pageIndex + 1)}
          >
            <Trans>Next</Trans>
          </button>
        </nav>
      ) : null}
    </>
  );
}
