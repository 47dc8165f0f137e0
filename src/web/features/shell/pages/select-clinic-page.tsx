import { useLocation, useSearch } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TClinicChoice } from '../../../../domain/accounts/sign-in';
import { redirectTarget } from '../../../lib/session/access-rules';
import { readSignInCompanies } from '../../../lib/session/sign-in-companies';
import { useSession } from '../../../lib/session/session-store';
import { useChangeClinic } from '../api/change-clinic';
import { clinicKindOf } from '../components/clinic-kind';
import { useSwitchClinicList } from '../api/switch-clinic-list';
import { groupClinicsByCompany } from '../lib/clinic-groups';

type ClinicListProps = {
  label: string;
  clinics: readonly TClinicChoice[];
  currentClinicId: number | null;
  isBusy: boolean;
  onChoose: (clinicId: number) => void;
};

function ClinicList({ label, clinics, currentClinicId, isBusy, onChoose }: ClinicListProps) {
  const { i18n } = useLingui();
  const kindOf = (clinic: TClinicChoice) => {
    const kind = clinicKindOf(clinic);
    return kind ? i18n._(kind) : null;
  };
  return (
    <ul aria-label={label} aria-busy={isBusy} className="flex flex-col gap-3">
      {clinics.map((clinic) => (
        <li key={clinic.clinicId}>
          <button
            type="button"
            disabled={isBusy}
            aria-current={clinic.clinicId === currentClinicId ? 'true' : undefined}
            onClick={() => onChoose(clinic.clinicId)}
            className="flex min-h-16 w-full flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-slate-200 bg-white px-5 py-3 text-left hover:border-teal-600 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:opacity-60"
          >
            <span className="text-lg font-medium text-slate-900">{clinic.clinicName}</span>
            <span className="flex flex-wrap gap-2 text-sm text-slate-600">
              {kindOf(clinic) ? <span className="rounded-full bg-slate-100 px-2 py-0.5">{kindOf(clinic)}</span> : null}
              {clinic.isAdmin ? (
                <span className="rounded-full bg-teal-50 px-2 py-0.5 text-teal-900">
                  <Trans>Admin</Trans>
                </span>
              ) : null}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * /selectClinic: a user of several clinics, none chosen yet, picks one; then the app goes on to where the user was
 * heading (the `redirect` query) or to /. After a password sign-in (multiple-auth) the clinics are grouped by the
 * company they belong to.
 */
export function SelectClinicPage() {
  const { t } = useLingui();
  const { session } = useSession();
  const search = useSearch();
  const [, navigate] = useLocation();
  const changeClinic = useChangeClinic({ onSwitched: () => navigate(redirectTarget(search, '/'), { replace: true }) });
  const clinics = useSwitchClinicList(session);
  const companies = session ? readSignInCompanies(session.userId) : null;
  const groups = companies ? groupClinicsByCompany(clinics, companies) : null;
  const listProps = {
    currentClinicId: session?.clinicId ?? null,
    isBusy: changeClinic.isPending,
    onChoose: (clinicId: number) => changeClinic.mutate(clinicId),
  };
  const target = changeClinic.isPending ? clinics.find((clinic) => clinic.clinicId === changeClinic.variables) : undefined;
  const targetName = target?.clinicName;

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">
          <Trans>Choose a clinic</Trans>
        </h1>
        <p className="mt-2 text-base text-slate-600">
          <Trans>
            Your account belongs to several clinics. Choose the one you are working for now; you can switch later in the
            top bar.
          </Trans>
        </p>
      </div>
      {clinics.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-4 text-base text-slate-700">
          <Trans>Your account is not associated with any clinic yet.</Trans>
        </p>
      ) : groups && groups.length > 0 ? (
        groups.map((group) => {
          const title = group.companyName ?? t`Other clinics`;
          return (
            <section key={title} aria-label={title} className="flex flex-col gap-3">
              <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
                {title}
                {group.isChain ? (
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm font-normal text-slate-600">
                    <Trans>Chain</Trans>
                  </span>
                ) : null}
              </h2>
              <ClinicList label={t`Clinics of ${title}`} clinics={group.clinics} {...listProps} />
            </section>
          );
        })
      ) : (
        <ClinicList label={t`Your clinics`} clinics={clinics} {...listProps} />
      )}
      <p role="status" className={target ? 'text-base text-slate-700' : 'sr-only'}>
        {target ? <Trans>Switching to {targetName}…</Trans> : null}
      </p>
    </div>
  );
}
