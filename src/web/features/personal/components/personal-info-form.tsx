import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { EARLIEST_BIRTH_DAY } from '../../../../domain/accounts/account-extras';
import { EMAIL_MAX_LENGTH } from '../../../../domain/validation/email';
import { todayText } from '../../../../domain/patients/patient';
import { ageFrom } from '../../../../domain/validation/age';
import { DateField } from '../../../components/date-picker/date-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form/text-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { cardClass, labelClass, primaryButtonClass, secondaryButtonClass } from '../../../components/ui/styles';
import { collectClinicIssues } from '../../../lib/forms/clinic-field-errors';
import type { TWebSession } from '../../../lib/session/session-store';
import { translate } from '../../../lib/translatable';
import { isUploadError, uploadFile } from '../../../lib/upload/upload-file';
import { useUpdatePersonalInfo, ZUpdateInfoRequest } from '../api/account-api';
import { Avatar } from './avatar';

/** `avatar`: undefined keeps the current photo, null removes it, a key is a new upload. */
type Draft = {
  name: string;
  email: string;
  birthDay: string;
  avatar: string | null | undefined;
  avatarUrl: string | null;
};

/** A birth day saved as YYYY/MM/DD (the age rule reads it) is shown as the form's YYYY-MM-DD. */
function formBirthDay(birthDay: string | null): string {
  return birthDay && /^\d{4}\/\d{2}\/\d{2}$/u.test(birthDay) ? birthDay.replaceAll('/', '-') : (birthDay ?? '');
}

/**
 * Personal info (/userInfo/personal): read from the session (POST /account/info), saved with POST
 * /account/update-info, whose answer is the new session. The avatar (uploaded at once, saved with the form), the
 * name, the e-mail and the birth day with the age it gives. A refusal keeps everything typed.
 */
export function PersonalInfoForm({ session }: { session: TWebSession }) {
  const { i18n, t } = useLingui();
  const [draft, setDraft] = useState<Draft>({
    name: session.name,
    email: session.email ?? '',
    birthDay: formBirthDay(session.userInfo.birthDay),
    avatar: undefined,
    avatarUrl: session.avatar,
  });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const update = useUpdatePersonalInfo();
  const age = draft.birthDay ? ageFrom(draft.birthDay) : null;

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setIsUploading(true);
    setErrors((current) => ({ ...current, avatar: undefined }));
    try {
      const stored = await uploadFile(file, 'photo');
      setDraft((current) => ({ ...current, avatar: stored.key, avatarUrl: stored.url }));
    } catch (error) {
      const text = isUploadError(error)
        ? translate(i18n, error.text)
        : t`The photo could not be uploaded. Please try again.`;
      setErrors((current) => ({ ...current, avatar: text }));
    } finally {
      setIsUploading(false);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending || isUploading) return;
    setFormError(null);
    const parsed = ZUpdateInfoRequest.safeParse({
      name: draft.name,
      email: draft.email,
      birthDay: draft.birthDay === '' ? null : draft.birthDay,
      ...(draft.avatar === undefined ? {} : { avatar: draft.avatar }),
    });
    if (!parsed.success) {
      setErrors(collectClinicIssues(i18n, parsed));
      return;
    }
    setErrors({});
    const result = await update.mutateAsync(parsed.data);
    if (!result.ok) {
      setFormError(result.msg || t`Your personal info could not be saved. Please try again.`);
      return;
    }
    toast.success(t`Personal info saved.`);
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t`Personal info`}
      className={`${cardClass} flex max-w-2xl flex-col gap-5`}
    >
      <fieldset disabled={update.isPending} className="flex flex-col gap-5">
        <div>
          <span className={labelClass}>
            <Trans>Avatar</Trans>
          </span>
          <div className="flex flex-wrap items-center gap-4">
            <Avatar src={draft.avatarUrl} alt={t`Your avatar`} />
            <label
              className={`${secondaryButtonClass} cursor-pointer focus-within:outline-2 focus-within:outline-teal-700`}
            >
              <input
                type="file"
                accept="image/jpeg,image/png"
                className="sr-only"
                onChange={(event) => void onPick(event)}
                disabled={isUploading}
              />
              {isUploading ? <Trans>Uploading…</Trans> : <Trans>Choose a photo</Trans>}
            </label>
            {draft.avatarUrl ? (
              <button
                type="button"
                className={secondaryButtonClass}
                onClick={() => setDraft((current) => ({ ...current, avatar: null, avatarUrl: null }))}
              >
                <Trans>Remove the photo</Trans>
              </button>
            ) : null}
          </div>
          {errors.avatar ? (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {errors.avatar}
            </p>
          ) : null}
        </div>
        <TextField
          name="name"
          label={<Trans>Name</Trans>}
          isRequired
          maxLength={25}
          autoComplete="name"
          value={draft.name}
          error={errors.name}
          onChange={(event) => setDraft((current) => ({ ...current, name: event.target.value }))}
        />
        <TextField
          name="email"
          type="email"
          inputMode="email"
          label={<Trans>E-mail</Trans>}
          hint={<Trans>Optional. For the manufacturer's notices and invoices.</Trans>}
          maxLength={EMAIL_MAX_LENGTH}
          autoComplete="email"
          value={draft.email}
          error={errors.email}
          onChange={(event) => setDraft((current) => ({ ...current, email: event.target.value }))}
        />
        <DateField
          label={<Trans>Birth day</Trans>}
          min={EARLIEST_BIRTH_DAY}
          max={todayText()}
          value={draft.birthDay}
          error={errors.birthDay}
          hint={age !== null && age !== '-' ? <Trans>Age: {age}</Trans> : undefined}
          onChange={(value) => setDraft((current) => ({ ...current, birthDay: value }))}
        />
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <div>
          <button type="submit" className={primaryButtonClass} disabled={isUploading}>
            {update.isPending ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
