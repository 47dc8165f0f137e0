import { Trans, useLingui } from '@lingui/react/macro';
import type { TDoctorClinicOverview } from '../../../../domain/orders/doctor-overview';
import { DueChangeText } from '../../../components/wearing/due-change-text';
import { DateText } from '../../../components/ui/date-text';
import { OpenInClinicButton, type OpenInClinic } from './open-in-clinic';
import { ClinicCard, OverviewSection } from './overview-parts';

/** The clinic's wearing reminders page, where an aligner change is recorded. */
export const WEARING_REMINDERS_PATH = '/wearingReminder';

type MyRemindersSectionProps = {
  clinics: readonly TDoctorClinicOverview[];
  orderLinkOf: (orderType: number, orderId: number) => string | null;
  onOpen: OpenInClinic;
  isBusy: boolean;
};

/** My reminders: per clinic the doctor's unread reminders (each opening its case) and the aligner changes due. */
export function MyRemindersSection({ clinics, orderLinkOf, onOpen, isBusy }: MyRemindersSectionProps) {
  const { t } = useLingui();
  const withAny = clinics.filter((clinic) => clinic.reminders.length > 0 || clinic.dueChanges.length > 0);
  return (
    <OverviewSection
      headingId="my-reminders-heading"
      title={<Trans>My reminders</Trans>}
      empty={withAny.length === 0 ? <Trans>No unread reminders and no aligner changes due.</Trans> : null}
    >
      {withAny.map((clinic) => {
        const clinicName = clinic.clinicName;
        const unread = clinic.unreadReminders;
        return (
          <ClinicCard key={clinic.clinicId} label={t`My reminders in ${clinicName}`} clinicName={clinicName}>
            {clinic.reminders.length > 0 ? (
              <div className="grid gap-1">
                <h4 className="text-base font-semibold text-slate-800">
                  <Trans>Unread reminders ({unread})</Trans>
                </h4>
                <ul className="grid gap-1">
                  {clinic.reminders.map((reminder) => (
                    <li key={reminder.id}>
                      <OpenInClinicButton
                        clinicId={clinic.clinicId}
                        path={
                          reminder.orderId !== null && reminder.orderType !== null
                            ? orderLinkOf(reminder.orderType, reminder.orderId)
                            : null
                        }
                        onOpen={onOpen}
                        isBusy={isBusy}
                      >
                        <span className="text-base text-slate-900">{reminder.text}</span>
                        <span className="text-sm text-slate-600">
                          <DateText at={reminder.createdAt} withTime />
                        </span>
                      </OpenInClinicButton>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {clinic.dueChanges.length > 0 ? (
              <div className="grid gap-1">
                <h4 className="text-base font-semibold text-slate-800">
                  <Trans>Aligner changes due</Trans>
                </h4>
                <ul className="grid gap-1">
                  {clinic.dueChanges.map((plan) => (
                    <li key={plan.patientId}>
                      <OpenInClinicButton
                        clinicId={clinic.clinicId}
                        path={WEARING_REMINDERS_PATH}
                        onOpen={onOpen}
                        isBusy={isBusy}
                      >
                        <DueChangeText plan={plan} />
                      </OpenInClinicButton>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </ClinicCard>
        );
      })}
    </OverviewSection>
  );
}
