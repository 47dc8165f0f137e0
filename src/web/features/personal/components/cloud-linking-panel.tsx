import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TCloudLink } from '../../../../domain/accounts/cloud-link-api';
import { confirm } from '../../../components/ui/confirm/confirm-store';
import { CaseTime } from '../../../components/cases/case-timeline';
import { LoadError } from '../../../components/ui/load-error';
import { SHINING_CODE_KEYS } from '../../../lib/session/session-keys';
import { dangerOutlineButtonClass, primaryButtonClass, secondaryButtonClass } from '../../../components/ui/styles';
import { cloudLinkQuery, completeCloudLink, startCloudLink, unlinkCloud } from '../api/cloud-link';

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

/** Where the browser goes to approve a link (a separate function so tests can watch it). */
export const cloudNavigation = { go: (url: string) => window.location.assign(url) };

function LinkFacts({ link }: { link: TCloudLink }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[max-content_1fr]">
      <dt className="text-sm font-medium text-slate-600">
        <Trans>Cloud account</Trans>
      </dt>
      <dd className="text-base text-slate-900">
        {link.accountName} <span className="font-mono text-sm break-all text-slate-600">({link.accountId})</span>
      </dd>
      <dt className="text-sm font-medium text-slate-600">
        <Trans>Linked on</Trans>
      </dt>
      <dd className="text-base text-slate-900">
        <CaseTime at={link.linkedAt} />
      </dd>
    </dl>
  );
}

/**
 * Cloud-platform linking (`currentLocation=6`; docs/security.md, "Cloud-platform linking"). "Link" asks the server
 * for the platform's approval page (the PKCE verifier stays on the server); the platform sends the user back with
 * `code` and `codeChallenge`, which the access rule keeps on this device; "Complete the link" has the server exchange
 * them. A link shows its account and can be revoked.
 */
export function CloudLinkingPanel() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [codes, setCodes] = useState<StoredCodes>(readCodes);
  const info = useQuery(cloudLinkQuery());
  const setLink = (link: TCloudLink | null) => queryClient.setQueryData(cloudLinkQuery().queryKey, { link });
  const start = useMutation({ mutationFn: startCloudLink, onSuccess: ({ authorizeUrl }) => cloudNavigation.go(authorizeUrl) });
  const complete = useMutation({
    mutationFn: () => completeCloudLink({ code: codes.code ?? '', codeChallenge: codes.codeChallenge ?? '' }),
    onSettled: () => {
      // The codes are single use: after an answer, right or wrong, they are of no further use here.
      clearCodes();
      setCodes(readCodes());
    },
    onSuccess: ({ link }) => setLink(link),
  });
  const unlink = useMutation({ mutationFn: unlinkCloud, onSuccess: () => setLink(null) });
  const hasCodes = Boolean(codes.code && codes.codeChallenge);
  const failure = [start, complete, unlink].find((m) => m.isError)?.error;

  async function onUnlink() {
    const isConfirmed = await confirm({
      title: t`Unlink the cloud platform?`,
      body: t`The cloud platform can no longer work with this portal on your behalf. You can link again later.`,
      confirmLabel: t`Unlink`,
      tone: 'danger',
    });
    if (isConfirmed) unlink.mutate();
  }

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

  const link = info.data?.link ?? null;
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <p className="text-base text-slate-700">
        <Trans>
          Linking connects your account here with your account on the cloud platform, so that the cloud platform can
          work with this portal on your behalf. You approve the link on the cloud platform, which sends you back here
          with a one-time code.
        </Trans>
      </p>
      {info.isError ? <LoadError message={t`The link could not be loaded.`} onRetry={() => void info.refetch()} error={info.error} /> : null}
      {failure ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-base text-red-800">
          {failure.message || t`The cloud platform could not be reached. Try again.`}
        </p>
      ) : null}
      {link ? (
        <>
          <p role="status" className="rounded-lg border border-teal-200 bg-teal-50 px-4 py-3 text-base text-teal-900">
            <Trans>Your account is linked to the cloud platform.</Trans>
          </p>
          <LinkFacts link={link} />
          <div>
            <button type="button" onClick={() => void onUnlink()} disabled={unlink.isPending} className={dangerOutlineButtonClass}>
              <Trans>Unlink</Trans>
            </button>
          </div>
        </>
      ) : null}
      {!link && hasCodes ? (
        <>
          <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-base text-amber-900">
            <Trans>The cloud platform sent you back with a linking code. Complete the link to finish.</Trans>
          </p>
          <div className="flex flex-wrap gap-3">
            <button type="button" onClick={() => complete.mutate()} disabled={complete.isPending} className={primaryButtonClass}>
              <Trans>Complete the link</Trans>
            </button>
            <button type="button" onClick={() => void onClear()} className={dangerOutlineButtonClass}>
              <Trans>Clear the stored codes</Trans>
            </button>
          </div>
        </>
      ) : null}
      {!link && !hasCodes && info.isSuccess ? (
        <>
          <p role="status" className="rounded-lg border border-slate-200 bg-white p-4 text-base text-slate-700">
            <Trans>Your account is not linked to the cloud platform.</Trans>
          </p>
          <div>
            <button type="button" onClick={() => start.mutate()} disabled={start.isPending} className={secondaryButtonClass}>
              <Trans>Link with the cloud platform</Trans>
            </button>
          </div>
        </>
      ) : null}
    </div>
  );
}
