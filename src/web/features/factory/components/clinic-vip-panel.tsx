import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  isVipActive,
  VIP_LEVEL_LABELS,
  VIP_LEVELS,
  VIP_MAX_DAYS,
  vipDays,
  type VipLevel,
} from '../../../../domain/clinics/clinic-vip';
import { MEMBERSHIP } from '../../../../domain/constants';
import { useGrantVip, useVipGrants, ZVipGrantRequest } from '../api/clinic-vip';
import { collectClinicIssues } from '../../../lib/forms/clinic-field-errors';
import { formatDate } from '../../../lib/dates/format-day';
import { useNow } from '../../../lib/use-now';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadError } from '../../../components/ui/load-error';
import { NumericField } from '../../../components/ui/form/numeric-field';
import { SelectField } from '../../../components/ui/form/select-field';
import { TextField } from '../../../components/ui/form/text-field';
import { primaryButtonClass } from '../../../components/ui/styles';

/**
 * A clinic's VIP, in its company's authentication (factory admins: factory:vip-grant). The grants so far, and a new
 * one: a level for a number of days from now (the platform's 99 unless changed), with why. Every grant goes to the
 * audit log on the server; the clinic's admin is told of it once (docs/clinics.md, "Clinic VIP").
 */
export function ClinicVipPanel({ clinicId }: { clinicId: number }) {
  const { i18n, t } = useLingui();
  const headingId = useId();
  const grants = useVipGrants(clinicId);
  const grant = useGrantVip(clinicId);
  const [levelName, setLevelName] = useState<VipLevel>('gold');
  const [days, setDays] = useState(String(MEMBERSHIP.platformVipDays));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const levelLabel = (level: VipLevel) => i18n._(VIP_LEVEL_LABELS[level]);
  const platformDays = MEMBERSHIP.platformVipDays;
  const now = useNow(60_000);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (grant.isPending) return;
    setOutcome(null);
    const parsed = ZVipGrantRequest.safeParse({
      clinicId,
      levelName,
      days: days === '' ? Number.NaN : Number(days),
      note,
    });
    if (!parsed.success) {
      setErrors(collectClinicIssues(i18n, parsed));
      return;
    }
    setErrors({});
    const result = await grant.mutateAsync(parsed.data);
    if (!result.ok) {
      // What was typed stays in the form.
      setOutcome({ tone: 'error', text: result.msg || t`The VIP could not be granted. Please try again.` });
      return;
    }
    setNote('');
    const level = levelLabel(result.data.levelName);
    const until = formatDate(result.data.endsAt, i18n.locale);
    setOutcome({ tone: 'success', text: t`${level} VIP granted until ${until}.` });
  }

  const list = grants.data?.list ?? [];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 border-t border-slate-200 pt-4">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        <Trans>Clinic VIP</Trans>
      </h3>
      {grants.isError ? (
        <LoadError
          message={grants.error.message || t`The VIP grants could not be loaded.`}
          onRetry={() => void grants.refetch()}
          error={grants.error}
        />
      ) : null}
      {grants.isSuccess && list.length === 0 ? (
        <p className="text-base text-slate-600">
          <Trans>No VIP has been granted to this clinic.</Trans>
        </p>
      ) : null}
      {list.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label={t`VIP grants`}>
          {list.map((item) => {
            const from = formatDate(item.startsAt, i18n.locale);
            const until = formatDate(item.endsAt, i18n.locale);
            const level = levelLabel(item.levelName);
            const count = vipDays(item);
            const by = item.grantedByName;
            return (
              <li key={item.id} className="rounded-lg border border-slate-200 px-3 py-2 text-base text-slate-800">
                <span className="font-medium">{level}</span>{' '}
                <span className={isVipActive(item, now) ? 'text-teal-800' : 'text-slate-500'}>
                  {isVipActive(item, now) ? (
                    <Trans>in force</Trans>
                  ) : item.startsAt > now ? (
                    <Trans>not started</Trans>
                  ) : (
                    <Trans>ended</Trans>
                  )}
                </span>
                <br />
                <Trans>
                  {count} days, {from} to {until}, granted by {by}
                </Trans>
                {item.note ? <span className="block text-slate-600">{item.note}</span> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`Grant VIP`}>
        <fieldset disabled={grant.isPending} className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={<Trans>VIP level</Trans>}
            value={levelName}
            onChange={(event) => setLevelName(event.target.value as VipLevel)}
            options={VIP_LEVELS.map((level) => ({ value: level, label: levelLabel(level) }))}
            error={errors.levelName}
          />
          <NumericField
            label={<Trans>Days</Trans>}
            value={days}
            onValueChange={setDays}
            integer
            min={1}
            max={VIP_MAX_DAYS}
            error={errors.days}
            hint={errors.days ? undefined : <Trans>From now; the platform grants {platformDays}.</Trans>}
          />
          <TextField
            className="sm:col-span-2"
            label={<Trans>Reason (contract, promotion)</Trans>}
            maxLength={100}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={errors.note}
          />
          <div className="flex justify-end sm:col-span-2">
            <button type="submit" className={primaryButtonClass}>
              <Trans>Grant VIP</Trans>
            </button>
          </div>
        </fieldset>
      </form>
    </section>
  );
}
