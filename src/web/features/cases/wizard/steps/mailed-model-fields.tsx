import { Trans, useLingui } from '@lingui/react/macro';
import { OTHER_DESCRIPTION_MAX } from '../../../../../domain/orders/order-model';
import { PICKUP_DAY_LABELS as DAY_LABELS, pickupDayChoices } from '../../../../../domain/tools/model-pickup';
import { SegmentedChoice } from '../../../../components/cases/choice-fields';
import { SelectField } from '../../../../components/ui/form/select-field';
import { TextAreaField } from '../../../../components/ui/form/text-area-field';
import { addressLine, useAddressBook } from '../../../../lib/addresses/address-book';
import type { ModelDraft } from '../wizard-draft';
import type { StepErrors } from '../wizard-validation';
import { TimeField } from '../../../../components/date-picker/time-field';

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
  const days = pickupDayChoices();
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
      <TimeField
        label={<Trans>Pickup time</Trans>}
        value={model.pickupTime}
        onChange={(pickupTime) => set({ pickupTime })}
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
          label: addressLine(address),
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
