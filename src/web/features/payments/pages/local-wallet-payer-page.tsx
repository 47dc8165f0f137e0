import { useState } from 'react';
import { useSearch } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { dangerOutlineButtonClass, primaryButtonClass } from '../../../components/ui/styles';
import { useIsOnline } from '../../../lib/online-status';
import { PAY_QUERY } from '../../../lib/payments/pay-links';
import { useLocalWalletDecide } from '../api/payments-api';
import { paymentProblemOf } from '../lib/payment-failure';

type Decision = 'approve' | 'decline';

/**
 * /mergePay/localWallet?code=: the local wallet's payer (demo and test servers only: in production the server answers
 * 404, since anyone holding a code could approve it). A QR code's payload, pasted or brought by the QR page's link on
 * a second device, is approved or declined once; the wallet then notifies the portal, and the paying page moves on.
 */
export function LocalWalletPayerPage() {
  const { i18n, t } = useLingui();
  const isOnline = useIsOnline();
  const search = useSearch();
  const [payload, setPayload] = useState(() => new URLSearchParams(search).get(PAY_QUERY.code) ?? '');
  const decide = useLocalWalletDecide();
  const [decided, setDecided] = useState<Decision | null>(null);
  const problem = decide.isError ? paymentProblemOf(decide.error, i18n) : null;

  const send = (decision: Decision) => {
    setDecided(null);
    decide.mutate(
      { qrPayload: payload.trim(), decision },
      { onSuccess: ({ notification }) => setDecided(notification.state === 'SUCCESS' ? 'approve' : 'decline') },
    );
  };
  const isReady = isOnline && payload.trim() !== '' && !decide.isPending;

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">
          <Trans>Local wallet (demo servers)</Trans>
        </h1>
        <p className="mt-1 text-base text-slate-700">
          <Trans>Play the payer: paste the payment’s QR code text, then approve or decline it.</Trans>
        </p>
      </div>
      <TextAreaField
        label={t`QR code text`}
        value={payload}
        maxLength={500}
        onChange={(event) => {
          setPayload(event.target.value);
          setDecided(null);
        }}
      />
      {!isOnline ? (
        <FormAlert tone="warning">
          <Trans>Paying needs the network. Your choice is kept here until the connection returns.</Trans>
        </FormAlert>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="button" className={primaryButtonClass} disabled={!isReady} onClick={() => send('approve')}>
          <Trans>Approve the payment</Trans>
        </button>
        <button type="button" className={dangerOutlineButtonClass} disabled={!isReady} onClick={() => send('decline')}>
          <Trans>Decline</Trans>
        </button>
      </div>
      {problem ? <FormAlert>{problem.message}</FormAlert> : null}
      {decided === 'approve' ? (
        <FormAlert tone="success">
          <Trans>Approved: the payment is paid. The paying page shows it.</Trans>
        </FormAlert>
      ) : null}
      {decided === 'decline' ? (
        <FormAlert tone="info">
          <Trans>Declined: the payment is closed.</Trans>
        </FormAlert>
      ) : null}
    </div>
  );
}
