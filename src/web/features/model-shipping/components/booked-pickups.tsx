import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TModelPickup } from '../../../../domain/tools/model-pickup';
import { formatPickupTime } from '../../../components/cases/pickup-time';
import { LoadError } from '../../../components/ui/load-error';
import { cardClass } from '../../../components/ui/styles';
import { addressLine } from '../../../lib/addresses/address-book';
import type { RequestItem } from '../../../lib/offline/outbox';
import { pickupListQuery, type PickupBooking } from '../api/model-pickups';

function PickupCard({ pickup }: { pickup: TModelPickup }) {
  const { i18n } = useLingui();
  const courierRef = pickup.courierRef;
  return (
    <li className={`${cardClass} grid gap-1`}>
      <span className="font-semibold text-slate-900">{formatPickupTime(pickup.pickupAt, i18n.locale)}</span>
      <span className="text-sm text-slate-700">{addressLine(pickup.address)}</span>
      <span className="text-sm text-slate-700">{pickup.orders.map((order) => order.patientName).join(', ')}</span>
      <span className="text-sm text-slate-600">
        <Trans>Courier reference: {courierRef}</Trans>
      </span>
    </li>
  );
}

/** The bookings still on this device (waiting to be sent), then the clinic's booked pickups, newest first. */
export function BookedPickups({ clinicId, queued }: { clinicId: number; queued: readonly RequestItem[] }) {
  const { t, i18n } = useLingui();
  const list = useQuery(pickupListQuery(clinicId));
  return (
    <section aria-label={t`Booked pickups`} className="grid gap-3">
      <h2 className="text-lg font-semibold text-slate-900">
        <Trans>Booked pickups</Trans>
      </h2>
      {queued.length > 0 ? (
        <ul aria-label={t`Waiting to be sent`} className="grid gap-2">
          {queued.map((item) => {
            const booking = item.request.body as PickupBooking;
            return (
              <li key={item.id} className={`${cardClass} grid gap-1 border-amber-300`}>
                <span className="font-semibold text-slate-900">{formatPickupTime(booking.pickupAt, i18n.locale)}</span>
                <span className="text-sm text-slate-700">{item.label.subject}</span>
                <span className="text-sm text-amber-800">
                  {item.state === 'attention' ? (item.error?.msg ?? t`Needs attention`) : <Trans>Waiting to be sent</Trans>}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
      {list.isError ? (
        <LoadError message={t`The pickups could not be loaded.`} onRetry={() => void list.refetch()} error={list.error} />
      ) : null}
      {list.isSuccess && list.data.length === 0 && queued.length === 0 ? (
        <p className="text-slate-600">
          <Trans>No pickup booked yet.</Trans>
        </p>
      ) : null}
      {list.data && list.data.length > 0 ? (
        <ul className="grid gap-2">
          {list.data.map((pickup) => (
            <PickupCard key={pickup.id} pickup={pickup} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
