import { Trans, useLingui } from '@lingui/react/macro';
import type { TPaymentView } from '../../../../domain/payments/contracts';
import { paymentMethodLabels } from '../../../../domain/payments/methods';
import { formatTime } from '../../../lib/dates/format-day';
import { formatMoney } from '../../../lib/money/format-money';
import { localWalletHref } from '../../../lib/payments/pay-links';
import { useQrImage } from '../../../lib/qr/use-qr-image';
import { linkClass } from '../../../components/ui/styles';

/**
 * The wallet's QR code of a waiting payment, its amount and until when it can be paid; the payload as text and the
 * local wallet's payer page (a second device or browser plays the payer on demo and test servers).
 */
export function WalletQr({ payment, isOnline }: { payment: TPaymentView; isOnline: boolean }) {
  const { i18n, t } = useLingui();
  const payload = payment.qrPayload;
  const image = useQrImage(payload);
  if (!payload) return null;
  const wallet = payment.wallet ? i18n._(paymentMethodLabels[payment.wallet]) : '';
  const amount = formatMoney(payment.walletPartAmount, i18n.locale);
  const until = payment.expiresAt === null ? '' : formatTime(payment.expiresAt, i18n.locale);
  return (
    <section className="flex flex-col items-center gap-3 text-center" aria-labelledby="wallet-qr-title">
      <h2 id="wallet-qr-title" className="text-lg font-semibold text-slate-900">
        <Trans>
          Scan with {wallet} to pay {amount}
        </Trans>
      </h2>
      {image ? (
        <img
          src={image}
          alt={t`QR code of the payment`}
          className="size-56 rounded-lg border border-slate-200 bg-white p-2"
        />
      ) : (
        <div className="size-56 animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />
      )}
      {until ? (
        <p className="text-sm text-slate-600">
          <Trans>The code can be paid until {until}.</Trans>
        </p>
      ) : null}
      <p role="status" className="text-base text-slate-800" data-testid="payment-state">
        {isOnline ? (
          <Trans>Waiting for the payment…</Trans>
        ) : (
          <Trans>Offline — the payment’s state is checked again when the connection returns.</Trans>
        )}
      </p>
      <details className="w-full max-w-md text-start text-sm text-slate-700">
        <summary className="min-h-11 cursor-pointer py-3 font-medium">
          <Trans>Pay from another device (local wallet)</Trans>
        </summary>
        <p className="break-all rounded bg-slate-50 p-2 font-mono text-xs" data-testid="qr-payload">
          {payload}
        </p>
        <a href={localWalletHref(window.location.origin, payload)} target="_blank" rel="noopener" className={linkClass}>
          <Trans>Open the payer’s page</Trans>
        </a>
      </details>
    </section>
  );
}
