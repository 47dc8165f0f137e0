import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQrImage } from '../../../lib/qr/use-qr-image';
import type { QrStatus } from '../../../../domain/accounts/qr-login';
import { completeSignIn } from '../../../lib/session/sign-in';
import { authQueryKeys } from '../api/auth-query-keys';
import { createQrCode } from '../api/create-qr-code';
import { pollQrStatus } from '../lib/poll-qr-status';
import { AgreementCheckbox, type AgreementProps } from './agreement-checkbox';
import { secondaryButtonClass } from '../../../components/ui/styles';
import { WithAppQueryClient } from '../../../lib/query/with-app-query-client';

type ShownStatus = QrStatus | 'signingIn';

/**
 * Sign in by scanning a QR code with a phone that is already signed in. The tab polls while it is open; leaving
 * the tab (or the page) aborts the poll in flight.
 */
function QrSignInContent({ isAgreementAccepted, onAgreementChange }: AgreementProps) {
  const { t } = useLingui();
  const [attempt, setAttempt] = useState(0);
  const code = useQuery({
    queryKey: authQueryKeys.qrCode(attempt),
    queryFn: async ({ signal }) => {
      const result = await createQrCode(signal);
      if (!result.ok) throw new Error(result.msg);
      return result.data;
    },
    enabled: isAgreementAccepted,
    // One code per attempt: never refetched behind the user's back; a new one only on "Refresh".
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const [statusOf, setStatusOf] = useState<{ qrId: string; status: ShownStatus } | null>(null);
  const qrImage = useQrImage(code.data?.link);

  useEffect(() => {
    const current = code.data;
    if (!current || !isAgreementAccepted) return;
    const controller = new AbortController();
    const show = (status: ShownStatus) => setStatusOf({ qrId: current.qrId, status });
    void pollQrStatus(current, controller.signal, show).then(async (session) => {
      if (!session || controller.signal.aborted) return;
      show('signingIn');
      await completeSignIn(session);
    });
    return () => controller.abort();
  }, [code.data, isAgreementAccepted]);

  const status: ShownStatus = statusOf && statusOf.qrId === code.data?.qrId ? statusOf.status : 'waiting';

  if (!isAgreementAccepted) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">
          <Trans>Accept the user agreement and the privacy policy to show the QR code.</Trans>
        </p>
        <AgreementCheckbox isChecked={isAgreementAccepted} onChange={onAgreementChange} />
      </div>
    );
  }

  const refreshButton = (
    <button type="button" onClick={() => setAttempt((value) => value + 1)} className={secondaryButtonClass}>
      <Trans>Refresh QR code</Trans>
    </button>
  );

  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <div className="relative flex size-56 items-center justify-center rounded-lg border border-slate-200 bg-white p-2">
        {qrImage && code.data ? (
          <img
            src={qrImage}
            alt={t`QR code for signing in`}
            className={`size-full ${status === 'expired' ? 'opacity-20' : ''}`}
          />
        ) : (
          <span className="text-sm text-slate-500">
            {code.isError ? <Trans>No QR code</Trans> : <Trans>Creating the QR code…</Trans>}
          </span>
        )}
      </div>
      <div role="status" className="text-sm text-slate-700">
        {code.isError ? (
          <Trans>The QR code could not be created. Check the connection and try again.</Trans>
        ) : !code.data ? null : status === 'expired' ? (
          <Trans>The QR code has expired.</Trans>
        ) : status === 'scanned' ? (
          <Trans>Scanned — confirm on your phone.</Trans>
        ) : status === 'confirmed' || status === 'signingIn' ? (
          <Trans>Confirmed. Signing in…</Trans>
        ) : (
          <Trans>Scan the code with the camera of a phone where you are signed in to Cuspid, then confirm there.</Trans>
        )}
      </div>
      {code.isError || status === 'expired' ? refreshButton : null}
    </div>
  );
}

/** Brings the app's query client with it (see lib/query/with-app-query-client). */
export function QrSignIn(props: AgreementProps) {
  return (
    <WithAppQueryClient>
      <QrSignInContent {...props} />
    </WithAppQueryClient>
  );
}
