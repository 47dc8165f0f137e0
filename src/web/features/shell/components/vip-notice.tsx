import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TVipGrant } from '../../../../domain/clinics/clinic-vip';
import { isVipActive, VIP_LEVEL_LABELS, vipDays } from '../../../../domain/clinics/vip-levels';
import { formatDate } from '../../../lib/dates/format-day';
import { useNow } from '../../../lib/use-now';
import { useMarkVipAnnounced, vipRightsQuery } from '../api/vip-rights';

type VipNoticeProps = { userId: number; clinicId: number };

/**
 * The clinic's VIP rights (spec section 2: the platform grants 99 days), told once to a clinic admin: the server
 * answers whether this user is still to be told of the grant in force and remembers that they were, so another
 * device or a reload does not repeat it (docs/clinics.md, "Clinic VIP"). No grant, or an expired one: nothing.
 */
export function VipNotice({ userId, clinicId }: VipNoticeProps) {
  const { i18n, t } = useLingui();
  const rights = useQuery(vipRightsQuery(userId, clinicId));
  const markAnnounced = useMarkVipAnnounced(userId, clinicId);
  // The grant on screen stays until dismissed, though the server already counts it as told.
  const [shown, setShown] = useState<TVipGrant | null>(null);
  const told = useRef<number | null>(null);
  const now = useNow(60_000);
  const pending =
    rights.data?.announce && rights.data.vip && isVipActive(rights.data.vip, now) ? rights.data.vip : null;
  const { mutate } = markAnnounced;

  useEffect(() => {
    if (!pending || told.current === pending.id) return;
    told.current = pending.id;
    setShown(pending);
    mutate(pending.id);
  }, [pending, mutate]);

  if (!shown) return null;
  const days = vipDays(shown);
  const level = i18n._(VIP_LEVEL_LABELS[shown.levelName]);
  const until = formatDate(shown.endsAt, i18n.locale);
  return (
    <section
      aria-label={t`VIP rights`}
      className="mx-3 mt-3 flex items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-2 text-amber-950 sm:mx-4"
    >
      <p role="status" className="flex-1 text-base">
        <Trans>
          The platform has granted your clinic {days} days of VIP rights. Level: {level}, valid until {until}.
        </Trans>
      </p>
      <button
        type="button"
        onClick={() => setShown(null)}
        className="min-h-11 rounded-lg px-4 text-base font-medium hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-700"
      >
        <Trans>Got it</Trans>
      </button>
    </section>
  );
}
