import { Link } from 'wouter';
import { plural } from '@lingui/core/macro';
import { LAYOUT } from '../../../../domain/constants';
import { PAY_ROUTES } from '../../../lib/payments/pay-links';
import { useUnpaidCount } from '../api/unpaid-count';
import { formatBadgeCount } from '../menu/menu-rules';
import { PaymentsIcon } from './icons';

/** The payment orders waiting to be paid (unPayCount), linking to /mergePay; nothing while none waits. */
export function UnpaidBadge() {
  const count = useUnpaidCount();
  if (count <= 0) return null;
  const label = plural(count, { one: '# payment order to pay', other: '# payment orders to pay' });
  return (
    <Link
      href={PAY_ROUTES.unpaid}
      aria-label={label}
      title={label}
      data-testid="unpaid-badge"
      className="relative inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700"
    >
      <PaymentsIcon />
      <span
        aria-hidden="true"
        className="absolute top-0.5 right-0 min-w-5 rounded-full bg-amber-600 px-1.5 text-center text-xs leading-5 font-semibold text-white"
      >
        {formatBadgeCount(count, LAYOUT.reminderBadgeMax)}
      </span>
    </Link>
  );
}
