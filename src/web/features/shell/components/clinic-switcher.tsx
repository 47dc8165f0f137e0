import { useId } from 'react';
import { useLocation } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TWebSession } from '../../../lib/session/session-store';
import { useChangeClinic } from '../api/change-clinic';
import { useSwitchClinicList } from '../api/switch-clinic-list';

/** For users of several clinics: switching stores the clinic, reloads permissions and goes to / (spec section 2). */
export function ClinicSwitcher({ session }: { session: TWebSession }) {
  const { t } = useLingui();
  const selectId = useId();
  const [, navigate] = useLocation();
  const changeClinic = useChangeClinic({ onSwitched: () => navigate('/') });
  const clinics = useSwitchClinicList(session);
  if (clinics.length < 2) return null;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={selectId} className="sr-only text-sm text-slate-600 xl:not-sr-only">
        <Trans>Clinic</Trans>
      </label>
      <select
        id={selectId}
        value={session.clinicId ?? ''}
        disabled={changeClinic.isPending}
        aria-busy={changeClinic.isPending}
        onChange={(event) => changeClinic.mutate(Number(event.target.value))}
        className="min-h-11 max-w-44 rounded-lg xl:max-w-56 border border-slate-300 bg-white px-3 text-base text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-700"
      >
        {session.clinicId === null ? (
          <option value="" disabled>
            {t`Choose a clinic`}
          </option>
        ) : null}
        {clinics.map((clinic) => (
          <option key={clinic.clinicId} value={clinic.clinicId}>
            {clinic.clinicName}
          </option>
        ))}
      </select>
    </div>
  );
}
