import { Trans, useLingui } from '@lingui/react/macro';
import type { TDoctorClinicOverview } from '../../../../domain/orders/doctor-overview';
import { formatPickupTime } from '../../../components/cases/pickup-time';
import { addressLine } from '../../../lib/addresses/address-book';
import { OpenInClinicButton, type OpenInClinic } from './open-in-clinic';
import { ClinicCard, OverviewSection } from './overview-parts';

/** The clinic's model shipping page, where its pickups are booked and listed. */
export const MODEL_SHIPPING_PATH = '/modelSending';

type MyPickupsSectionProps = { clinics: readonly TDoctorClinicOverview[]; onOpen: OpenInClinic; isBusy: boolean };

/** My pickups: per clinic the courier pickups the doctor booked, newest first, each opening the clinic's model shipping. */
export function MyPickupsSection({ clinics, onOpen, isBusy }: MyPickupsSectionProps) {
  const { t, i18n } = useLingui();
  const withAny = clinics.filter((clinic) => clinic.pickups.length > 0);
  return (
    <OverviewSection
      headingId="my-pickups-heading"
      title={<Trans>My pickups</Trans>}
      empty={withAny.length === 0 ? <Trans>You have booked no courier pickups.</Trans> : null}
    >
      {withAny.map((clinic) => {
        const clinicName = clinic.clinicName;
        return (
          <ClinicCard key={clinic.clinicId} label={t`My pickups in ${clinicName}`} clinicName={clinicName}>
            <ul className="grid gap-1">
              {clinic.pickups.map((pickup) => {
                const courierRef = pickup.courierRef;
                return (
                  <li key={pickup.id}>
                    <OpenInClinicButton
                      clinicId={clinic.clinicId}
                      path={MODEL_SHIPPING_PATH}
                      onOpen={onOpen}
                      isBusy={isBusy}
                    >
                      <span className="font-semibold text-slate-900">
                        {formatPickupTime(pickup.pickupAt, i18n.locale)}
                      </span>
                      <span className="text-sm text-slate-700">
                        {pickup.orders.map((order) => order.patientName).join(', ')}
                      </span>
                      <span className="text-sm text-slate-700">{addressLine(pickup.address)}</span>
                      <span className="text-sm text-slate-600">
                        <Trans>Courier reference: {courierRef}</Trans>
                      </span>
                    </OpenInClinicButton>
                  </li>
                );
              })}
            </ul>
          </ClinicCard>
        );
      })}
    </OverviewSection>
  );
}
