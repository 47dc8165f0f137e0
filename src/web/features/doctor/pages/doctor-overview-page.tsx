import { useState } from 'react';
import { useLocation } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { localDay } from '../../../../domain/calendar/calendar-days';
import { ListFreshnessNotice } from '../../../components/cases/list-freshness-notice';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadError } from '../../../components/ui/load-error';
import { failureOf } from '../../../lib/forms/request-failure';
import { useIsOnline } from '../../../lib/online-status';
import { useDoctorOverview } from '../api/doctor-overview';
import { MyCasesSection } from '../components/my-cases-section';
import { MyPickupsSection } from '../components/my-pickups-section';
import { MyRemindersSection } from '../components/my-reminders-section';

/** How a switch to another clinic ended (the shell's clinic switching, composed by the app). */
export type SwitchClinic = (clinicId: number) => Promise<{ ok: true } | { ok: false; message: string }>;

type DoctorOverviewPageProps = {
  /** Where an order opens (the line registry); null where the portal has no page for it. */
  orderLinkOf: (orderType: number, orderId: number) => string | null;
  /** Makes the clinic the current one (nothing when it already is), as the clinic switcher does. */
  switchClinic: SwitchClinic;
};

/**
 * /userDoctor (issue 14, docs/clinics.md): a doctor's own cases, reminders and pickups in every clinic where they are
 * a doctor, read-only, from one cached query (offline: the last answer read, with its age). Opening an item switches
 * to its clinic first, then opens the clinic's own page. No toasts here (spec section 9): every failure is inline.
 */
export function DoctorOverviewPage({ orderLinkOf, switchClinic }: DoctorOverviewPageProps) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const isOnline = useIsOnline();
  // The device's today, fixed for the visit: aligner changes are due by it.
  const [today] = useState(() => localDay());
  const overview = useDoctorOverview(today);
  const [switchError, setSwitchError] = useState<string | null>(null);
  const [isSwitching, setIsSwitching] = useState(false);
  const failure = failureOf(overview.error);
  const clinics = overview.data?.clinics ?? [];

  const open = async (clinicId: number, path: string) => {
    setSwitchError(null);
    setIsSwitching(true);
    try {
      const outcome = await switchClinic(clinicId);
      if (outcome.ok) navigate(path);
      else setSwitchError(outcome.message || t`The clinic could not be switched. Nothing was changed.`);
    } finally {
      setIsSwitching(false);
    }
  };
  const onOpen = (clinicId: number, path: string) => void open(clinicId, path);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">
          <Trans>My practice</Trans>
        </h1>
        <p className="mt-1 text-base text-slate-700">
          <Trans>Your cases, reminders and pickups in every clinic where you are a doctor.</Trans>
        </p>
      </div>
      <ListFreshnessNotice isOnline={isOnline} query={overview} />
      {overview.isError && !overview.data && isOnline ? (
        <LoadError
          message={failure?.msg || <Trans>Your overview could not be loaded.</Trans>}
          onRetry={() => void overview.refetch()}
          error={overview.error}
        />
      ) : null}
      {switchError !== null ? <FormAlert>{switchError}</FormAlert> : null}
      {overview.isPending && overview.fetchStatus === 'fetching' ? (
        <p className="text-base text-slate-600">
          <Trans>Loading…</Trans>
        </p>
      ) : null}
      {overview.data && clinics.length === 0 ? (
        <FormAlert tone="info">
          <Trans>You are not a doctor in any clinic, so there is nothing of yours to show here.</Trans>
        </FormAlert>
      ) : null}
      {clinics.length > 0 ? (
        <>
          <MyCasesSection clinics={clinics} orderLinkOf={orderLinkOf} onOpen={onOpen} isBusy={isSwitching} />
          <MyRemindersSection clinics={clinics} orderLinkOf={orderLinkOf} onOpen={onOpen} isBusy={isSwitching} />
          <MyPickupsSection clinics={clinics} onOpen={onOpen} isBusy={isSwitching} />
        </>
      ) : null}
    </div>
  );
}
