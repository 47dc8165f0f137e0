import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatCents, toCents } from '../../../../domain/money';
import { FormAlert } from '../../../components/ui/form-alert';
import { cardClass, primaryButtonClass, secondaryButtonClass } from '../../../components/ui/styles';
import type { UnpaidRowAsSent } from '../api/payments-api';

type SelectionSummaryProps = {
  rows: readonly UnpaidRowAsSent[];
  isOnline: boolean;
  onPay: () => void;
  onClear: () => void;
};

/** What is chosen and what it comes to, and the way on to paying (which needs the network; the choice stays). */
export function SelectionSummary({ rows, isOnline, onPay, onClear }: SelectionSummaryProps) {
  const { i18n, t } = useLingui();
  const totalCents = rows.reduce((sum, row) => sum + toCents(row.dueAmount ?? 0), 0);
  const count = plural(rows.length, { one: '# payment order chosen', other: '# payment orders chosen' });
  const total = formatCents(totalCents, i18n.locale);
  return (
    <section aria-label={t`Your payment`} className={`${cardClass} sticky bottom-0 z-10 flex flex-col gap-3 shadow-md`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-base text-slate-800" role="status">
          {count} ·{' '}
          <span className="font-semibold" data-testid="selection-total">
            <Trans>Total {total}</Trans>
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={secondaryButtonClass} onClick={onClear} disabled={rows.length === 0}>
            <Trans>Clear</Trans>
          </button>
          <button
            type="button"
            className={primaryButtonClass}
            onClick={onPay}
            disabled={rows.length === 0 || !isOnline}
          >
            <Trans>Pay</Trans>
          </button>
        </div>
      </div>
      {!isOnline ? (
        <FormAlert tone="warning">
          <Trans>Paying needs the network. Your choice is kept here until the connection returns.</Trans>
        </FormAlert>
      ) : null}
    </section>
  );
}
