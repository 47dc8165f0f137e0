import { useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/form/text-field';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid';
import type { FieldErrors } from '../../../lib/forms/field-errors';
import { validateStageForm, type StageFormField, type StageFormValues } from '../lib/stage-form';
import { DateField } from '../../../components/date-picker/date-field';

type StageFormDialogProps = {
  /** The stage's values to change; the defaults for a new stage otherwise. */
  initial: StageFormValues;
  isNew: boolean;
  today: string;
  /** Queues the change (it is on the device when this resolves). */
  onSave: (values: StageFormValues) => Promise<void>;
  onClose: () => void;
};

/** Add a treatment stage or change its name and date. */
export function StageFormDialog({ initial, isNew, today, onSave, onClose }: StageFormDialogProps) {
  const { i18n, t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<StageFormField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  function change(field: StageFormField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setFormError(null);
    const validated = validateStageForm(i18n, values, today);
    if (validated.errors) {
      setErrors(validated.errors);
      focusFirstInvalid();
      return;
    }
    setIsSubmitting(true);
    try {
      await onSave(validated.value);
      onClose();
    } catch {
      setFormError(t`The stage could not be saved on this device. Please try again.`);
      setIsSubmitting(false);
    }
  }

  return (
    <FormDialog
      title={isNew ? t`Add stage` : t`Edit stage`}
      description={<Trans>A stage groups the photos taken at one visit (initial records, progress, final).</Trans>}
      size="md"
      formRef={formRef}
      onSubmit={(event) => void onSubmit(event)}
      isSubmitting={isSubmitting}
      formError={formError}
      onClose={onClose}
    >
      <TextField
        label={<Trans>Stage name</Trans>}
        error={errors.name}
        isRequired
        autoFocus
        maxLength={60}
        value={values.name}
        onChange={(event) => change('name', event.target.value)}
        autoComplete="off"
      />
      <DateField
        label={<Trans>Stage date</Trans>}
        error={errors.stageTime}
        isRequired
        max={today}
        value={values.stageTime}
        onChange={(value) => change('stageTime', value)}
      />
    </FormDialog>
  );
}
