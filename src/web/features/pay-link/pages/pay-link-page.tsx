import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { toString as renderQrSvg } from 'qrcode';
import { paymentKindLabels, type PaymentKindCode } from '../../../../domain/payments/kinds';
import { PAY_LINK_QUERY, type TPayLinkView } from '../../../../domain/payments/pay-security';
import { PublicHeader } from '../../../components/public-header';
import { FormAlert } from '../../../components/ui/form-alert';
import { primaryButtonClass, secondaryButtonClass } from '../../../components/ui/styles';
import { formatMoney } from '../../../lib/money/format-money';
import { paySecurityApi } from '../../../lib/payments/pay-security-api';

const POLL_MS = 3000;

/**
 * /pay and /wxPay (public, spec section 2): someone who is not signed in pays a pay-on-behalf link. It shows the
 * clinic, the amount and the orders (number, kind, amount: no patient), a wallet's QR code once chosen, and the
 * payment's live status (polled while the code waits). A paid or expired link says so and offers nothing to pay.
 */
export function PayLinkPage({ preferredWallet = 'wechat' }: { preferredWallet?: 'wechat' | 'alipay' }) {
  const { i18n, t } = useLingui();
  const [searchParams] = useSearchParams();
  const token = searchParams.get(PAY_LINK_QUERY) ?? '';
  const [view, setView] = useState<TPayLinkView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [image, setImage] = useState<{ payload: string; src: string } | null>(null);
  const [isStarting, setIsStarting] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    const load = async () => {
      const result = await paySecurityApi.viewLink(token);
      if (!isCurrent) return;
      if (result.ok) setView(result.data);
      else setFailure(result.msg || t`This payment link is not valid.`);
    };
    void load();
    const timer = setInterval(() => void load(), POLL_MS);
    return () => {
      isCurrent = false;
      clearInterval(timer);
    };
  }, [token, t]);

  const qrPayload = view?.state === 'pending' ? view.payment?.qrPayload : null;
  useEffect(() => {
    if (!qrPayload) return;
    void renderQrSvg(qrPayload, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) =>
      setImage({ payload: qrPayload, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }),
    );
  }, [qrPayload]);
  const qr = image && image.payload === qrPayload ? image.src : null;

  async function start(wallet: 'wechat' | 'alipay') {
    setIsStarting(true);
    setFailure(null);
    const result = await paySecurityApi.payLink(token, wallet);
    setIsStarting(false);
    if (result.ok) setView(result.data);
    else setFailure(result.msg);
  }

  const wallets = preferredWallet === 'wechat' ? (['wechat', 'alipay'] as const) : (['alipay', 'wechat'] as const);
  const walletName = { wechat: t`WeChat Pay`, alipay: t`Alipay` };
  return (
    <div className="min-h-dvh bg-slate-50">
      <PublicHeader />
      <main className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-8">
        <h1 className="text-2xl font-semibold text-slate-900">
          <Trans>Pay on behalf of a clinic</Trans>
        </h1>
        {failure ? <FormAlert size="sm">{failure}</FormAlert> : null}
        {view ? (
          <section className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5">
            <p className="text-base text-slate-700">{view.clinicName}</p>
            <p className="text-3xl font-semibold text-slate-900" aria-label={t`Amount`}>
              {formatMoney(view.amount, i18n.locale)}
            </p>
            <ul className="flex flex-col gap-1 text-sm text-slate-700">
              {view.orders.map((order) => (
                <li key={order.orderId} className="flex justify-between gap-4">
                  <span>
                    <Trans>Order {order.orderId}</Trans> ·{' '}
                    {i18n._(paymentKindLabels[order.kind as PaymentKindCode] ?? '')}
                  </span>
                  <span>{formatMoney(order.amount, i18n.locale)}</span>
                </li>
              ))}
            </ul>
            <div role="status" aria-live="polite">
              {view.state === 'paid' ? (
                <p className="rounded-lg bg-teal-50 px-4 py-3 text-teal-900">
                  <Trans>Paid. Thank you: this link cannot be paid again.</Trans>
                </p>
              ) : view.state === 'expired' ? (
                <p className="rounded-lg bg-amber-50 px-4 py-3 text-amber-900">
                  <Trans>This payment link has expired. Ask the clinic for a new one.</Trans>
                </p>
              ) : view.state === 'pending' ? (
                <p>
                  <Trans>
                    Scan the code with {walletName[view.payment?.wallet ?? 'wechat']}. This page updates when the
                    payment arrives.
                  </Trans>
                </p>
              ) : null}
            </div>
            {qr ? <img src={qr} alt={t`Payment QR code`} className="mx-auto size-56" /> : null}
            {view.state === 'open' ? (
              <div className="flex flex-wrap gap-3">
                {wallets.map((wallet, index) => (
                  <button
                    key={wallet}
                    type="button"
                    disabled={isStarting}
                    onClick={() => void start(wallet)}
                    className={index === 0 ? primaryButtonClass : secondaryButtonClass}
                  >
                    <Trans>Pay with {walletName[wallet]}</Trans>
                  </button>
                ))}
              </div>
            ) : null}
          </section>
        ) : failure ? null : (
          <p role="status">
            <Trans>Loading…</Trans>
          </p>
        )}
      </main>
    </div>
  );
}

export function WxPayLinkPage() {
  return <PayLinkPage preferredWallet="wechat" />;
}

export function AliPayLinkPage() {
  return <PayLinkPage preferredWallet="alipay" />;
}
