import { Trans, useLingui } from '@lingui/react/macro';
import { DateText } from '../../../components/ui/date-text';
import { formatMoney } from '../../../lib/money/format-money';

/** A coupon's condition in words: "Orders from ¥3,000.00", or "No minimum" without a threshold. */
export function CouponThreshold({ thresholdAmount }: { thresholdAmount: number | undefined }) {
  const { i18n } = useLingui();
  if (!thresholdAmount) return <Trans>No minimum</Trans>;
  const threshold = formatMoney(thresholdAmount, i18n.locale);
  return <Trans>Orders from {threshold}</Trans>;
}

/** A coupon's validity: "Valid until <date>". */
export function CouponValidity({ validTo }: { validTo: number }) {
  return (
    <Trans>
      Valid until <DateText at={validTo} />
    </Trans>
  );
}
