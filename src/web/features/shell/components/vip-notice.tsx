import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MEMBERSHIP } from '../../../../domain/constants';
import { SESSION_KEYS } from '../../../lib/session/session-keys';

function isNoticePending(): boolean {
  try {
    return window.sessionStorage.getItem(SESSION_KEYS.vipNoticePending) === 'true';
  } catch {
    return false;
  }
}

/** After sign-in: the platform granted VIP rights (spec section 2: 99 days). */
export function VipNotice() {
  const { t } = useLingui();
  const [isShown, setIsShown] = useState(isNoticePending);
  // Sign-in queued the notice; once on screen it is spent, so a reload does not repeat it.
  useEffect(() => {
    if (isShown) window.sessionStorage.removeItem(SESSION_KEYS.vipNoticePending);
  }, [isShown]);
  if (!isShown) return null;
  const days = MEMBERSHIP.platformVipDays;
  return (
    <section
      aria-label={t`VIP rights`}
      className="mx-3 mt-3 flex items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-2 text-amber-950 sm:mx-4"
    >
      <p role="status" className="flex-1 text-base">
        <Trans>Welcome! The platform has granted you {days} days of VIP rights.</Trans>
      </p>
      <button
        type="button"
        onClick={() => setIsShown(false)}
        className="min-h-11 rounded-lg px-4 text-base font-medium hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-700"
      >
        <Trans>Got it</Trans>
      </button>
    </section>
  );
}
