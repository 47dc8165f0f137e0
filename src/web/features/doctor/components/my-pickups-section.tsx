import { Trans, useLingui } from '@lingui/react/macro';
import type { TDoctorClinicOverview } from '../../../../domain/orders/doctor-overview';
import { formatPickupTime } from '../../../components/cases/pickup-time';
import { cardClass } from '../../../components/ui/styles';
import { addressLine } from '../../../lib/addresses/address-book';
import { OpenInClinicButton, type OpenInClinic } from './open-in-clinic';

/** The clinic's model shipping page, where its pickups are booked and listed. */
export const MODEL_SHIPPING_PATH = '/modelSending';

type MyPickupsSectionProps = { clinics: readonly TDoctorClinicOverview[]; onOpen: OpenInClinic; isBusy: boolean };

/** My pickups: per clinic the courier pickups the doctor booked, newest first, each opening the clinic's model shipping. */
export function MyPickupsSection({ clinics, onOpen, isBusy }: MyPickupsSectionProps) {
  const { t, i18n } = useLingui();
  const withAny = clinics.filter((clinic) => clinic.pickups.length > 0);
  return (
    <section aria-labelledby="my-pickups-heading" className="grid gap-3">
      <h2 id="my-pickups-heading" className="text-xl font-semibold text-slate-900">
        <Trans>My pickups</Trans>
      </h2>
      {withAny.length === 0 ? (
        <p className="text-slate-600">
          <Trans>You have booked no courier pickups.</Trans>
        </p>
      ) : null}
      {withAny.map((clinic) => {
        const clinicName = clinic.clinicName;
        return (
          <article key={clinic.clinicId} aria-label={t`My pickups in ${clinicName}`} className={`${cardClass} grid gap-2`}>
            <h3 className="text-lg font-semibold text-slate-900">{clinicName}</h3>
            <ul className="grid gap-1">
              {clinic.pickups.map((pickup) => {
                const courierRef = pickup.courierRef;
                return (
                  <li key={pickup.id}>
                    <OpenInClinicButton clinicId={clinic.clinicId} path={MODEL_SHIPPING_PATH} onOpen={onOpen} isBusy={isBusy}>
                      <span className="font-semibold text-slate-900">{formatPickupTime(pickup.pickupAt, i18n.locale)}</span>
                      <span className="text-sm text-slate-700">{pickup.orders.map((order) => order.patientName).join(', ')}</span>
                      <span className="text-sm text-slate-700">{addressLine(pickup.address)}</span>
                      <span className="text-sm text-slate-600">
                        <Trans>Courier reference: {courierRef}</Trans>
                      </span>
                    </OpenInClinicButton>
                  </li>
                );
              })}
            </ul>
          </article>
        );
      })}
    </section>
  );
}
