import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { payLinkPath, type TPayLinkCreated } from '../../../../domain/payments/pay-security';
import { FormAlert } from '../../../components/ui/form-alert';
import { linkClass, secondaryButtonClass } from '../../../components/ui/styles';
import { formatDateTime } from '../../../lib/dates/format-day';
import { formatMoney } from '../../../lib/money/format-money';
import { paySecurityApi } from '../../../lib/payments/pay-security-api';
import { useQrImage } from '../../../lib/qr/use-qr-image';

/**
 * Spec section 9, pay-on-behalf link: instead of paying now, the payer makes a signed, single-use link for someone
 * else (the clinic's owner, a patient) to pay these orders with a wallet, signed out. Shown as the link with a QR code
 * and its expiry; one link a press (a retry after a lost answer reuses the key, so it is the same link).
 */
export function PayLinkShare({ payIds, isDisabled }: { payIds: readonly number[]; isDisabled: boolean }) {
  const { i18n, t } = useLingui();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [link, setLink] = useState<TPayLinkCreated | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [isCopied, setIsCopied] = useState(false);
  const url = link ? `${window.location.origin}${payLinkPath(link.token)}` : null;
  const image = useQrImage(url);

  async function create() {
    setIsBusy(true);
    setFailure(null);
    const result = await paySecurityApi.createLink(payIds, key);
    setIsBusy(false);
    if (!result.ok) return setFailure(result.msg);
    setLink(result.data);
    setKey(crypto.randomUUID());
  }
  async function copy() {
    if (!url) return;
    await navigator.clipboard?.writeText(url).then(
      () => setIsCopied(true),
      () => setIsCopied(false),
    );
  }

  if (!link || !url)
    return (
      <div className="flex flex-col items-start gap-2 border-t border-slate-200 pt-3">
        <p className="text-sm text-slate-700">
          <Trans>Someone else pays? Share a link they can pay these orders with, without signing in.</Trans>
        </p>
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={isDisabled || isBusy}
          onClick={() => void create()}
        >
          {isBusy ? <Trans>Making the link…</Trans> : <Trans>Share a pay link</Trans>}
        </button>
        {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      </div>
    );
  const amount = formatMoney(link.amount, i18n.locale);
  const until = formatDateTime(link.expiresAt, i18n.locale);
  return (
    <section
      className="flex flex-col items-center gap-3 border-t border-slate-200 pt-3 text-center"
      aria-labelledby="pay-link-title"
    >
      <h2 id="pay-link-title" className="text-lg font-semibold text-slate-900">
        <Trans>Pay link for {amount}</Trans>
      </h2>
      {image ? (
        <img
          src={image}
          alt={t`QR code of the pay link`}
          className="size-48 rounded-lg border border-slate-200 bg-white p-2"
        />
      ) : (
        <div className="size-48 animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />
      )}
      <a href={url} target="_blank" rel="noopener" className={`${linkClass} break-all`} data-testid="pay-link">
        {url}
      </a>
      <p className="text-sm text-slate-600">
        <Trans>It can be used once, until {until}.</Trans>
      </p>
      <button type="button" className={secondaryButtonClass} onClick={() => void copy()}>
        {isCopied ? <Trans>Link copied</Trans> : <Trans>Copy the link</Trans>}
      </button>
    </section>
  );
}
