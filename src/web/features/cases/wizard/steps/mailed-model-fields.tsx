import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { OTHER_DESCRIPTION_MAX } from '../../../../../domain/cases/case-data';
import { todayText } from '../../../../../domain/patients/patient';
import { SegmentedChoice } from '../../../../components/cases/choice-fields';
import { SelectField } from '../../../../components/ui/form/select-field';
import { TextAreaField } from '../../../../components/ui/form/text-area-field';
import { TextField } from '../../../../components/ui/form/text-field';
import { useAddressBook } from '../use-address-book';
import type { ModelDraft } from '../wizard-draft';
import type { StepErrors } from '../wizard-validation';

const DAY_LABELS = [msg`Today`, msg`Tomorrow`, msg`The day after tomorrow`] as const;

/** Today, tomorrow and the day after on the device's calendar (`YYYY-MM-DD`), the pickup days of spec section 9. */
export function pickupDays(now: Date = new Date()): string[] {
  return [0, 1, 2].map((offset) => todayText(new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset)));
}

/** The mailed model's pickup request: day, time (later than now), address from the address book, a note. */
export function MailedModelFields({
  model,
  set,
  errors,
}: {
  model: ModelDraft;
  set: (change: Partial<ModelDraft>) => void;
  errors: StepErrors;
}) {
  const { t } = useLingui();
  const addresses = useAddressBook();
  const days = pickupDays();
  const dayOptions = days.map((day, index) => ({ value: day, label: DAY_LABELS[index] ?? DAY_LABELS[0] }));

  return (
    <div className="grid gap-5 md:grid-cols-2">
      <SegmentedChoice
        className="md:col-span-2"
        legend={<Trans>Pickup day</Trans>}
        options={dayOptions}
        value={days.includes(model.pickupDay) ? model.pickupDay : null}
        onChange={(pickupDay) => set({ pickupDay })}
        isRequired
      />
      <TextField
        label={<Trans>Pickup time</Trans>}
        type="time"
        value={model.pickupTime}
        onChange={(event) => set({ pickupTime: event.target.value })}
        error={errors.pickupAt}
        isRequired
        data-testid="case-pickup-time"
      />
      <SelectField
        label={<Trans>Pickup address</Trans>}
        value={model.addressId === null ? '' : String(model.addressId)}
        placeholder={addresses.isLoading && !addresses.isPaused ? t`Loading…` : t`Choose…`}
        options={(addresses.data ?? []).map((address) => ({
          value: String(address.id),
          label: `${address.name} · ${address.phone} · ${address.province} ${address.city} ${address.district} ${address.address}`,
        }))}
        onChange={(event) => set({ addressId: event.target.value ? Number(event.target.value) : null })}
        error={errors.addressId}
        hint={
          addresses.data && addresses.data.length === 0 ? (
            <Trans>Your address book is empty: add an address in the personal center.</Trans>
          ) : undefined
        }
        isRequired
      />
      <TextAreaField
        label={<Trans>Note for the courier</Trans>}
        value={model.note}
        maxLength={OTHER_DESCRIPTION_MAX}
        onChange={(event) => set({ note: event.target.value })}
        error={errors.note}
      />
      <p className="text-sm text-slate-600 md:col-span-2">
        <Trans>The pickup must be later than now and at the latest the day after tomorrow.</Trans>
      </p>
    </div>
  );
}
