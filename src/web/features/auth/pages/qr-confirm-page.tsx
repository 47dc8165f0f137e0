import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { confirmQrLogin } from '../api/confirm-qr-login';
import { AuthPageLayout } from '../components/auth-page-layout';
import { FormAlert } from '../../../components/ui/form-alert';
import { linkClass, primaryButtonClass } from '../../../components/ui/styles';

type Phase = 'asking' | 'confirming' | 'done';

/**
 * /qrLogin?qrId=…: what a signed-in phone opens after scanning the sign-in QR code. It says what is about to happen
 * and signs the other device in only when the user confirms.
 */
export function QrConfirmPage() {
  const { t } = useLingui();
  const qrId = new URLSearchParams(useSearch()).get('qrId') ?? '';
  const [phase, setPhase] = useState<Phase>('asking');
  const [error, setError] = useState<string | null>(null);

  async function onConfirm() {
    setPhase('confirming');
    setError(null);
    const result = await confirmQrLogin(qrId);
    if (result.ok) {
      setPhase('done');
      return;
    }
    setError(result.msg || t`The sign-in could not be confirmed. Please scan the code again.`);
    setPhase('asking');
  }

  if (!qrId) {
    return (
      <AuthPageLayout title={<Trans>Sign in on another device</Trans>}>
        <FormAlert size="sm">
          <Trans>This link is incomplete. Scan the QR code on the other device again.</Trans>
        </FormAlert>
      </AuthPageLayout>
    );
  }

  if (phase === 'done') {
    return (
      <AuthPageLayout title={<Trans>Sign in on another device</Trans>}>
        <div role="status" className="flex flex-col gap-4">
          <p className="text-base text-slate-700">
            <Trans>Done. The other device is now signed in to your account. You can close this page.</Trans>
          </p>
          <Link href="/home" className={linkClass}>
            <Trans>Go to the worktable</Trans>
          </Link>
        </div>
      </AuthPageLayout>
    );
  }

  return (
    <AuthPageLayout title={<Trans>Sign in on another device</Trans>}>
      <div className="flex flex-col gap-4">
        <p className="text-base text-slate-700">
          <Trans>
            You scanned a sign-in QR code. If you confirm, the device showing that code will be signed in to Cuspid
            with your account.
          </Trans>
        </p>
        <p className="text-sm text-slate-600">
          <Trans>Confirm only if you started this sign-in yourself, on a device in front of you.</Trans>
        </p>
        {error ? <FormAlert size="sm">{error}</FormAlert> : null}
        <div className="flex flex-col gap-3 sm:flex-row">
          <button
            type="button"
            onClick={() => void onConfirm()}
            disabled={phase === 'confirming'}
            className={primaryButtonClass}
          >
            {phase === 'confirming' ? <Trans>Confirming…</Trans> : <Trans>Confirm sign-in</Trans>}
          </button>
          <Link href="/home" className={`${linkClass} justify-center px-4`}>
            <Trans>Cancel</Trans>
          </Link>
        </div>
      </div>
    </AuthPageLayout>
  );
}
