import { Trans, useLingui } from '@lingui/react/macro';
import { CASE_TAB_LABELS, CASE_TABS } from '../../../../domain/cases/case-tabs';
import type { TDoctorClinicOverview } from '../../../../domain/orders/doctor-overview';
import { CaseStatusBadge } from '../../../components/cases/case-status-badge';
import { PlanStageProgress } from '../../../components/cases/plan-stage-progress';
import { DateText } from '../../../components/ui/date-text';
import { formatMoney } from '../../../lib/money/format-money';
import { OpenInClinicButton, type OpenInClinic } from './open-in-clinic';
import { ClinicCard, OverviewSection } from './overview-parts';

type MyCasesSectionProps = {
  clinics: readonly TDoctorClinicOverview[];
  orderLinkOf: (orderType: number, orderId: number) => string | null;
  onOpen: OpenInClinic;
  isBusy: boolean;
};

/** My cases: per clinic the case list's tab counts over the doctor's cases and the latest changed, each opening its detail. */
export function MyCasesSection({ clinics, orderLinkOf, onOpen, isBusy }: MyCasesSectionProps) {
  const { i18n, t } = useLingui();
  return (
    <OverviewSection headingId="my-cases-heading" title={<Trans>My cases</Trans>}>
      {clinics.map((clinic) => {
        const clinicName = clinic.clinicName;
        return (
          <ClinicCard key={clinic.clinicId} label={t`My cases in ${clinicName}`} clinicName={clinicName}>
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {CASE_TABS.map((tab) => (
                <div key={tab} className="flex items-baseline justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2">
                  <dt className="text-sm text-slate-700">{i18n._(CASE_TAB_LABELS[tab])}</dt>
                  <dd className="text-base font-semibold tabular-nums text-slate-900">{clinic.tabCounts[tab] ?? 0}</dd>
                </div>
              ))}
            </dl>
            {clinic.cases.length === 0 ? (
              <p className="text-slate-600">
                <Trans>None of your cases in this clinic.</Trans>
              </p>
            ) : (
              <ul aria-label={t`Latest changed cases`} className="grid gap-1">
                {clinic.cases.map((row) => (
                  <li key={row.orderId} className="border-b border-slate-100 last:border-b-0">
                    <OpenInClinicButton
                      clinicId={clinic.clinicId}
                      path={orderLinkOf(row.orderType, row.orderId)}
                      onOpen={onOpen}
                      isBusy={isBusy}
                    >
                      <span className="flex w-full flex-wrap items-center justify-between gap-2">
                        <span className="text-base font-semibold text-slate-900">{row.patientName}</span>
                        <CaseStatusBadge status={row.status} productLine={row.orderType} reason={row.statusReason} />
                      </span>
                      <PlanStageProgress productLine={row.orderType} status={row.status} variant="compact" />
                      <span className="flex flex-wrap gap-x-4 text-sm text-slate-600">
                        <span>
                          <Trans>Changed</Trans> <DateText at={row.updatedAt} />
                        </span>
                        {row.amount === null || row.amount === undefined ? null : (
                          <span>{formatMoney(row.amount, i18n.locale)}</span>
                        )}
                      </span>
                    </OpenInClinicButton>
                  </li>
                ))}
              </ul>
            )}
          </ClinicCard>
        );
      })}
    </OverviewSection>
  );
}
