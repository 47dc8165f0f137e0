import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TClinicChoice } from '../../../../domain/accounts/sign-in';
import type { TWebSession } from '../../../lib/session/session-store';
import { useClinicSwitch, type ClinicSwitchOptions } from '../hooks/use-clinic-switch';
import { useSwitchClinicList } from '../api/switch-clinic-list';
import { clinicKindOf } from './clinic-kind';

/**
 * For users of several clinics (spec section 2): switching stores the clinic and reloads permissions and data. From the
 * choice on the select is busy and says where it is going; the page stays until the new clinic's is ready.
 */
export function ClinicSwitcher({ session, options }: { session: TWebSession; options: ClinicSwitchOptions }) {
  const { t, i18n } = useLingui();
  const selectId = useId();
  const changeClinic = useClinicSwitch(options);
  const clinics = useSwitchClinicList(session);
  if (clinics.length < 2) return null;
  const labelOf = (clinic: TClinicChoice) => {
    const kind = clinicKindOf(clinic);
    if (!kind) return clinic.clinicName;
    const clinicName = clinic.clinicName;
    const clinicKind = i18n._(kind);
    return t`${clinicName} (${clinicKind})`;
  };
  const target = changeClinic.isPending
    ? clinics.find((clinic) => clinic.clinicId === changeClinic.variables)
    : undefined;
  const targetName = target?.clinicName;
  const shown = target ?? clinics.find((clinic) => clinic.clinicId === session.clinicId);
  // The top bar keeps one row: its items keep their size, the picker alone gives way (`shrink!` over the bar's
  // `*:shrink-0`; its tooltip has the whole name). While it switches it already shows where it is going, so the
  // words "Switching to…" are for screen readers and the picker's tooltip only: beside it they widened the bar.
  const switching = target ? t`Switching to ${targetName}…` : undefined;
  return (
    <div className="flex min-w-0 shrink! items-center gap-2">
      <label htmlFor={selectId} className="sr-only text-sm text-slate-600 xl:not-sr-only">
        <Trans>Clinic</Trans>
      </label>
      <select
        id={selectId}
        value={target?.clinicId ?? session.clinicId ?? ''}
        disabled={changeClinic.isPending}
        aria-busy={changeClinic.isPending}
        onChange={(event) => changeClinic.mutate(Number(event.target.value))}
        title={switching ?? (shown ? labelOf(shown) : undefined)}
        className="min-h-11 max-w-44 min-w-24 shrink rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-700 disabled:cursor-wait disabled:bg-slate-100 xl:max-w-64"
      >
        {session.clinicId === null ? (
          <option value="" disabled>
            {t`Choose a clinic`}
          </option>
        ) : null}
        {clinics.map((clinic) => (
          <option key={clinic.clinicId} value={clinic.clinicId}>
            {labelOf(clinic)}
          </option>
        ))}
      </select>
      <p role="status" className={target ? 'flex shrink-0 items-center' : 'sr-only'}>
        {target ? (
          <>
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-teal-700 border-t-transparent"
            />
            <span className="sr-only">{switching}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}
