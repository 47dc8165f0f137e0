import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Day } from '../../../../domain/calendar/calendar-days';
import {
  WEARING_LIMITS,
  wearingMessages,
  ZWearingPlanFields,
  type TWearingPlanFields,
} from '../../../../domain/tools/wearing-plan';
import { DateField } from '../../../components/date-picker/date-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form/text-field';
import { cardClass, primaryButtonClass, secondaryButtonClass } from '../../../components/ui/styles';
import { translateIssue, type MessageLookup } from '../../../lib/forms/field-errors';
import { failureOf } from '../../../lib/forms/request-failure';

type Draft = Record<keyof TWearingPlanFields, string>;
const NUMBER_FIELDS = ['hoursPerDay', 'daysPerAligner', 'totalAligners', 'currentAligner'] as const;
const wearingById = new Map(Object.values(wearingMessages).map((descriptor) => [descriptor.id, descriptor]));
/** The issue ids of the plan's schema, with their English source when no catalog has them. */
const WEARING_LOOKUPS: readonly MessageLookup[] = [(id) => wearingById.get(id)];

/** The wearing plan of one patient: hours a day, days per aligner, aligners, the aligner worn now and since when. */
export function WearingPlanForm({
  patientName,
  initial,
  today,
  onSave,
  onCancel,
}: {
  patientName: string;
  initial: TWearingPlanFields | null;
  today: Day;
  onSave: (plan: TWearingPlanFields) => Promise<void>;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<Draft>({
    hoursPerDay: String(initial?.hoursPerDay ?? WEARING_LIMITS.hoursPerDay.default),
    daysPerAligner: String(initial?.daysPerAligner ?? WEARING_LIMITS.daysPerAligner.default),
    totalAligners: String(initial?.totalAligners ?? ''),
    currentAligner: String(initial?.currentAligner ?? 1),
    currentSince: initial?.currentSince ?? today,
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Draft | 'form', string>>>({});
  const [isSaving, setIsSaving] = useState(false);
  const set = (key: keyof Draft) => (value: string) => setDraft({ ...draft, [key]: value });
  const labels = {
    hoursPerDay: t`Hours a day`,
    daysPerAligner: t`Days per aligner`,
    totalAligners: t`Number of aligners`,
    currentAligner: t`Current aligner`,
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZWearingPlanFields.safeParse({
      ...draft,
      ...Object.fromEntries(NUMBER_FIELDS.map((key) => [key, draft[key].trim() === '' ? NaN : Number(draft[key])])),
    });
    if (!parsed.success) {
      const found: Partial<Record<keyof Draft, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Draft;
        found[key] ??= translateIssue(i18n, issue.message, WEARING_LOOKUPS);
      }
      return setErrors(found);
    }
    // Not in the future on this device's calendar (the server checks it again against the day sent with the plan).
    if (parsed.data.currentSince > today) return setErrors({ currentSince: i18n._(wearingMessages.currentSince) });
    setErrors({});
    setIsSaving(true);
    try {
      await onSave(parsed.data);
    } catch (failure) {
      // What was typed stays in the form.
      setErrors({ form: failureOf(failure)?.msg || t`The plan could not be saved.` });
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className={`${cardClass} grid gap-4`}>
      <h2 className="text-lg font-semibold text-slate-900">
        <Trans>Wearing plan of {patientName}</Trans>
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {NUMBER_FIELDS.map((key) => (
          <TextField
            key={key}
            label={labels[key]}
            inputMode="numeric"
            value={draft[key]}
            onChange={(event) => set(key)(event.target.value.replace(/\D/g, ''))}
            error={errors[key]}
            isRequired
          />
        ))}
        <DateField
          label={<Trans>Current aligner worn since</Trans>}
          value={draft.currentSince}
          onChange={set('currentSince')}
          max={today}
          error={errors.currentSince}
          isRequired
        />
      </div>
      {errors.form ? <FormAlert>{errors.form}</FormAlert> : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButtonClass} disabled={isSaving}>
          <Trans>Save the plan</Trans>
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
