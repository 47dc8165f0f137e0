import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { confirm } from '../../../components/ui/confirm/confirm-store';
import { SHINING_CODE_KEYS } from '../../../lib/session/session-keys';
import { dangerOutlineButtonClass } from '../../../components/ui/styles';

type StoredCodes = { code: string | null; codeChallenge: string | null };

function readCodes(): StoredCodes {
  try {
    return {
      code: window.localStorage.getItem(SHINING_CODE_KEYS.code),
      codeChallenge: window.localStorage.getItem(SHINING_CODE_KEYS.codeChallenge),
    };
  } catch {
    return { code: null, codeChallenge: null };
  }
}

function clearCodes(): void {
  try {
    window.localStorage.removeItem(SHINING_CODE_KEYS.code);
    window.localStorage.removeItem(SHINING_CODE_KEYS.codeChallenge);
  } catch {
    // Storage unavailable: nothing was stored either.
  }
}

/**
 * Cloud-platform linking (`currentLocation=6`). The cloud platform opens this portal with `code` and `codeChallenge`,
 * which the access rule stores on this device. Which call completes the link is not in the spec and no server route
 * exists, so this page shows the codes, says plainly that the link is not complete, and can forget them.
 */
export function CloudLinkingPanel() {
  const { t } = useLingui();
  const [codes, setCodes] = useState<StoredCodes>(readCodes);
  const hasCodes = Boolean(codes.code || codes.codeChallenge);

  async function onClear() {
    const isConfirmed = await confirm({
      title: t`Clear the stored linking codes?`,
      body: t`This device forgets the codes. To link later, start again from the cloud platform.`,
      confirmLabel: t`Clear`,
      tone: 'danger',
    });
    if (!isConfirmed) return;
    clearCodes();
    setCodes(readCodes());
  }

  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <p className="text-base text-slate-700">
        <Trans>
          Linking connects your account here with your account on the cloud platform, so that the cloud platform can
          work with this portal on your behalf. The link is started on the cloud platform: it opens this portal with a
          one-time code, which is kept on this device.
        </Trans>
      </p>
      {hasCodes ? (
        <>
          <dl className="grid gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[max-content_1fr]">
            <dt className="text-sm font-medium text-slate-600">
              <Trans>Code</Trans>
            </dt>
            <dd className="font-mono text-base break-all text-slate-900">{codes.code ?? '—'}</dd>
            <dt className="text-sm font-medium text-slate-600">
              <Trans>Code challenge</Trans>
            </dt>
            <dd className="font-mono text-base break-all text-slate-900">{codes.codeChallenge ?? '—'}</dd>
          </dl>
          <p
            role="status"
            className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-base text-amber-900"
          >
            <Trans>
              Your account is not linked yet. This portal cannot reach the cloud platform yet: linking completes once
              the cloud platform is connected. Until then the codes stay on this device.
            </Trans>
          </p>
          <div>
            <button type="button" onClick={() => void onClear()} className={dangerOutlineButtonClass}>
              <Trans>Clear the stored codes</Trans>
            </button>
          </div>
        </>
      ) : (
        <p role="status" className="rounded-lg border border-slate-200 bg-white p-4 text-base text-slate-700">
          <Trans>No linking request is waiting on this device. To link, start from the cloud platform.</Trans>
        </p>
      )}
    </div>
  );
}
