import { useLocation, useSearch } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { redirectTarget } from '../../../lib/session/access-rules';
import { useSession } from '../../../lib/session/session-store';
import type { TClinicChoice } from '../../../../domain/accounts/sign-in';
import { useChangeClinic } from '../api/change-clinic';
import { clinicKindOf } from '../components/clinic-kind';
import { useSwitchClinicList } from '../api/switch-clinic-list';

/**
 * /selectClinic: a user of several clinics, none chosen yet, picks one; then the app goes on to where the user was
 * heading (the `redirect` query) or to /.
 */
export function SelectClinicPage() {
  const { t, i18n } = useLingui();
  const { session } = useSession();
  const search = useSearch();
  const [, navigate] = useLocation();
  const changeClinic = useChangeClinic({ onSwitched: () => navigate(redirectTarget(search, '/'), { replace: true }) });
  const clinics = useSwitchClinicList(session);
  const kindOf = (clinic: TClinicChoice) => {
    const kind = clinicKindOf(clinic);
    return kind ? i18n._(kind) : null;
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
      ) : (
        <ul aria-label={t`Your clinics`} aria-busy={changeClinic.isPending} className="flex flex-col gap-3">
          {clinics.map((clinic) => (
            <li key={clinic.clinicId}>
              <button
                type="button"
                disabled={changeClinic.isPending}
                aria-current={clinic.clinicId === session?.clinicId ? 'true' : undefined}
                onClick={() => changeClinic.mutate(clinic.clinicId)}
                className="flex min-h-16 w-full flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-slate-200 bg-white px-5 py-3 text-left hover:border-teal-600 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:opacity-60"
              >
                <span className="text-lg font-medium text-slate-900">{clinic.clinicName}</span>
                <span className="flex flex-wrap gap-2 text-sm text-slate-600">
                  {kindOf(clinic) ? (
                    <span className="rounded-full bg-slate-100 px-2 py-0.5">{kindOf(clinic)}</span>
                  ) : null}
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
      )}
      <p role="status" className={target ? 'text-base text-slate-700' : 'sr-only'}>
        {target ? <Trans>Switching to {targetName}…</Trans> : null}
      </p>
    </div>
  );
}
