import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { GENDERS, PATIENT_BIRTH_DATE_MIN, PATIENT_SOURCES, todayText } from '../../../../domain/patients/patient';
import { confirm } from '../../../components/ui/confirm/confirm-store';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/form/select-field';
import { TextField } from '../../../components/ui/form/text-field';
import { MobileField } from '../../../components/ui/form/mobile-field';
import { primaryButtonClass, secondaryButtonClass } from '../../../components/ui/styles';
import type { FieldErrors } from '../../../lib/forms/field-errors';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid';
import {
  isEnqueueUploadError,
  isQuotaError,
  ItemIdTakenError,
  newItemId,
  itemIdTakenMessage,
} from '../../../lib/offline/outbox';
import { useDraft } from '../../../lib/offline/use-draft';
import { useUserDatabase } from '../../../lib/offline/user-database-context';
import { dropQueuedAvatar, MissingPhotoError, queueAvatar } from '../api/queue-patient';
import {
  validatePatientForm,
  type AvatarValue,
  type PatientBody,
  type PatientFormField,
  type PatientFormValues,
} from '../lib/patient-form';
import { AvatarField } from './avatar-field';
import { DraftStatusIndicator } from '../../../components/ui/draft-status';
import { DateField } from '../../../components/date-picker/date-field';
import { formatDateTime } from '../../../lib/dates/format-day';

/**
 * The form's draft: what was typed, the id of the outbox item it becomes (so it is queued once), and for an edit the
 * values the form opened on (`base`: the update writes only what changed from them, and a field changed elsewhere
 * meanwhile is a conflict, not silently reverted).
 */
export type PatientDraft = { itemId: string; values: PatientFormValues; base?: PatientFormValues };

export type PatientSubmission = {
  itemId: string;
  body: PatientBody;
  /** The edit's `base` as the request carries it (absent for a new patient, or when it cannot be read). */
  base?: PatientBody;
  /** Deletes the draft; the submit calls it inside its transaction. */
  clearDraft: () => Promise<void>;
};

type PatientFormProps = {
  title: ReactNode;
  /** Which form and record the draft belongs to (`patient:new`, `patient:edit:<key>`…). */
  draftKey: string;
  initial: PatientDraft;
  /** The patient key a photo chosen here is queued under (its outbox group), from the draft's item id. */
  photoPatientKey: (itemId: string) => string;
  submitLabel: ReactNode;
  onSubmit: (submission: PatientSubmission) => Promise<void>;
  backHref: string;
  backLabel: ReactNode;
  /** Above the fields: why the form is open (a refused item's message, say). */
  notice?: ReactNode;
};

/**
 * The patient form (spec sections 3 and 5), new and edit alike. It is a draft on this device as the user types;
 * submitting queues it in the outbox (online or not) and clears the draft in the same transaction.
 */
export function PatientForm(props: PatientFormProps) {
  const { title, draftKey, initial, photoPatientKey, submitLabel, onSubmit, backHref, backLabel, notice } = props;
  const { i18n, t } = useLingui();
  const db = useUserDatabase();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  // Per tab: the same form open in two tabs is two drafts, each with its own outbox item id.
  const draft = useDraft<PatientDraft>(draftKey, initial, { perTab: true });
  const { values, itemId } = draft.value;
  const [errors, setErrors] = useState<FieldErrors<PatientFormField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isStoringPhoto, setIsStoringPhoto] = useState(false);
  const isRestoring = draft.status === 'restoring';
  const choose = t`Choose…`;

  function change<Field extends PatientFormField>(field: Field, value: PatientFormValues[Field]) {
    draft.setValue((current) => ({ ...current, values: { ...current.values, [field]: value } }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  /** A queued photo this form put there and no longer uses is not sent; one the form opened with stays. */
  function release(avatar: AvatarValue | null) {
    const opened = initial.values.avatar;
    if (avatar?.kind !== 'queued') return;
    if (opened?.kind === 'queued' && opened.uploadItemId === avatar.uploadItemId) return;
    void dropQueuedAvatar(db, avatar.uploadItemId);
  }

  async function onPick(file: File) {
    setIsStoringPhoto(true);
    try {
      const item = await queueAvatar(db, { file, patientKey: photoPatientKey(itemId) });
      const previous = values.avatar;
      change('avatar', { kind: 'queued', uploadItemId: item.id, fileName: file.name });
      release(previous);
    } catch (error) {
      const message = isEnqueueUploadError(error)
        ? i18n._(error.text)
        : t`The photo could not be kept on this device. Please try again.`;
      setErrors((current) => ({ ...current, avatar: message }));
    } finally {
      setIsStoringPhoto(false);
    }
  }

  function onRemovePhoto() {
    release(values.avatar);
    change('avatar', null);
  }

  async function onDiscard() {
    const isConfirmed = await confirm({
      title: t`Discard your changes?`,
      body: t`What you typed in this form is removed from this device.`,
      confirmLabel: t`Discard`,
      tone: 'danger',
    });
    if (!isConfirmed) return;
    release(values.avatar);
    setErrors({});
    await draft.reset();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting || isRestoring || isStoringPhoto) return;
    setFormError(null);
    const validated = validatePatientForm(i18n, values);
    if (validated.errors) {
      setErrors(validated.errors);
      focusFirstInvalid();
      return;
    }
    setErrors({});
    setIsSubmitting(true);
    try {
      const base = draft.value.base ? validatePatientForm(i18n, draft.value.base).body : undefined;
      await onSubmit({ itemId, body: validated.body, ...(base ? { base } : {}), clearDraft: draft.clear });
    } catch (error) {
      if (error instanceof MissingPhotoError) {
        setErrors({ avatar: t`The photo is no longer on this device. Choose it again, or remove it.` });
        focusFirstInvalid();
      } else if (error instanceof ItemIdTakenError) {
        // Nothing was queued: this form's id went out with other details (another tab's draft). A fresh id lets
        // the next submit queue what is on screen.
        setFormError(i18n._(itemIdTakenMessage));
        draft.setValue((current) => ({ ...current, itemId: newItemId() }));
        return;
      } else if (isQuotaError(error)) {
        setFormError(
          t`This device is out of storage, so the patient could not be queued. What you typed is still here: free some space and submit again.`,
        );
      } else {
        setFormError(
          t`The patient could not be queued on this device. What you typed is still here; please try again.`,
        );
      }
      // The transaction did not commit, so the draft is still on the device; say so again.
      draft.setValue((current) => current);
    } finally {
      setIsSubmitting(false);
    }
  }

  const genderOptions = GENDERS.map((option) => ({ value: String(option.value), label: i18n._(option.label) }));
  const sourceOptions = PATIENT_SOURCES.map((option) => ({ value: String(option.value), label: i18n._(option.label) }));
  const restoredAt = draft.restoredFrom === null ? null : formatDateTime(draft.restoredFrom, i18n.locale);
  const hasDraft =
    draft.restoredFrom !== null || draft.status === 'saving' || draft.status === 'saved' || draft.status === 'failed';

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="mx-auto flex max-w-3xl flex-col gap-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        <DraftStatusIndicator status={draft.status} failure={draft.failure} />
      </div>
      {notice}
      {restoredAt ? (
        <FormAlert tone="info">
          <Trans>Your unsaved changes from {restoredAt} were restored.</Trans>
        </FormAlert>
      ) : null}
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <p className="text-sm text-slate-600">
        <Trans>Fields marked * are required.</Trans>
      </p>
      <fieldset disabled={isSubmitting || isRestoring} className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={<Trans>Name</Trans>}
          error={errors.name}
          isRequired
          value={values.name}
          onChange={(event) => change('name', event.target.value)}
          autoComplete="off"
        />
        <SelectField
          label={<Trans>Sex</Trans>}
          error={errors.gender}
          isRequired
          value={values.gender}
          onChange={(event) => change('gender', event.target.value)}
          placeholder={choose}
          options={genderOptions}
        />
        <DateField
          label={<Trans>Birth date</Trans>}
          error={errors.birthDate}
          isRequired
          min={PATIENT_BIRTH_DATE_MIN}
          max={todayText()}
          value={values.birthDate}
          onChange={(value) => change('birthDate', value)}
        />
        <MobileField
          label={<Trans>Phone</Trans>}
          error={errors.phone}
          isRequired
          value={values.phone}
          onChange={(phone) => change('phone', phone)}
          autoComplete="off"
        />
        <SelectField
          label={<Trans>Source</Trans>}
          error={errors.source}
          isRequired
          value={values.source}
          onChange={(event) => change('source', event.target.value)}
          placeholder={choose}
          options={sourceOptions}
        />
        <div aria-hidden="true" className="hidden sm:block" />
        <TextField
          label={<Trans>Dentist name</Trans>}
          error={errors.doctorName}
          isRequired
          value={values.doctorName}
          onChange={(event) => change('doctorName', event.target.value)}
          autoComplete="off"
        />
        <MobileField
          label={<Trans>Dentist phone</Trans>}
          error={errors.doctorPhone}
          value={values.doctorPhone}
          onChange={(phone) => change('doctorPhone', phone)}
          autoComplete="off"
        />
        <AvatarField
          name={values.name}
          value={values.avatar}
          onPick={(file) => void onPick(file)}
          onRemove={onRemovePhoto}
          error={errors.avatar}
          isBusy={isStoringPhoto}
        />
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={isSubmitting || isRestoring || isStoringPhoto} className={primaryButtonClass}>
          {submitLabel}
        </button>
        {hasDraft ? (
          <button
            type="button"
            onClick={() => void onDiscard()}
            disabled={isSubmitting}
            className={secondaryButtonClass}
          >
            <Trans>Discard changes</Trans>
          </button>
        ) : null}
        <Link href={backHref} className={secondaryButtonClass}>
          {backLabel}
        </Link>
      </div>
    </form>
  );
}
