import { useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TDoctorAuthInfo } from '../../../../domain/clinics/doctor-auth';
import type { TStoredFile } from '../../../../domain/clinics/fields';
import { PROFESSIONAL_TITLES } from '../../../../domain/clinics/titles';
import { validationMessages } from '../../../../domain/validation/messages';
import { toast } from '../../../components/ui/toast/toast-store';
import { collectClinicIssues } from '../../../lib/forms/clinic-field-errors';
import { hasErrors } from '../../../lib/forms/field-errors';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid';
import { FileUploadField, type UploadedFile } from '../../../components/upload/file-upload-field';
import { useBusyUploads } from '../../../lib/upload/use-busy-uploads';
import { useTitles } from '../api/find-titles';
import { useSubmitDoctorAuth, ZDoctorAuthSubmitRequest } from '../api/submit-doctor-auth';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/form/select-field';
import { TextField } from '../../../components/ui/form/text-field';
import { primaryButtonClass } from '../../../components/ui/styles';

type Values = { realName: string; titlePost: string; idCard: UploadedFile | null; certificate: UploadedFile | null };
type UploadSlot = 'idCard' | 'certificate';

function uploadedOf(file: TStoredFile | null): UploadedFile | null {
  return file ? { key: file.path, url: file.url, fileName: file.path.split('/').at(-1) ?? file.path } : null;
}

/** The values to start from: what was submitted last (after a rejection, to fix and resubmit), or nothing. */
export function initialDoctorAuthValues(previous: TDoctorAuthInfo | undefined): Values {
  return {
    realName: previous?.realName ?? '',
    titlePost: previous?.titlePost ?? '',
    idCard: uploadedOf(previous?.idCardPath ?? null),
    certificate: uploadedOf(previous?.certPath ?? null),
  };
}

type DoctorAuthFormProps = { initialValues: Values; onSubmitted: () => void };

/** Real name, professional title, ID card and certificate images (jpg/png ≤ 5 MB, checked by content). */
export function DoctorAuthForm({ initialValues, onSubmitted }: DoctorAuthFormProps) {
  const { i18n, t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const uploads = useBusyUploads<UploadSlot>();
  const titles = useTitles(i18n.locale);
  const submit = useSubmitDoctorAuth();
  const titleOptions =
    titles.data ?? PROFESSIONAL_TITLES.map((title) => ({ value: title.value, label: i18n._(title.label) }));

  function change<Field extends keyof Values>(field: Field, value: Values[Field], errorKey: string = field) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [errorKey]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submit.isPending) return;
    setFormError(null);
    if (uploads.isUploading) {
      setFormError(t`Wait until the files have finished uploading.`);
      return;
    }
    const parsed = ZDoctorAuthSubmitRequest.safeParse({
      realName: values.realName,
      titlePost: values.titlePost,
      idCardPath: values.idCard?.key ?? '',
      certPath: values.certificate?.key ?? '',
    });
    const found = collectClinicIssues(i18n, parsed);
    // An unchosen title is missing rather than "not valid".
    if (!values.titlePost) found.titlePost = i18n._(validationMessages.required);
    if (!parsed.success || hasErrors(found)) {
      setErrors(found);
      focusFirstInvalid();
      return;
    }
    setErrors({});
    const result = await submit.mutateAsync(parsed.data);
    if (!result.ok) {
      setFormError(result.msg || t`The authentication could not be submitted. Please try again.`);
      return;
    }
    toast.success(result.msg || t`Submitted successfully.`);
    onSubmitted();
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`Doctor authentication`}>
      <fieldset disabled={submit.isPending} className="flex flex-col gap-5">
        <TextField
          name="realName"
          label={<Trans>Real name</Trans>}
          hint={<Trans>As written on your ID card.</Trans>}
          value={values.realName}
          onChange={(event) => change('realName', event.target.value)}
          error={errors.realName}
          maxLength={25}
          autoComplete="name"
        />
        <SelectField
          name="titlePost"
          label={<Trans>Professional title</Trans>}
          value={values.titlePost}
          onChange={(event) => change('titlePost', event.target.value)}
          options={titleOptions}
          placeholder={t`Choose your title`}
          error={errors.titlePost}
        />
        <FileUploadField
          label={<Trans>ID card</Trans>}
          purpose="id-image"
          value={values.idCard}
          onChange={(file) => change('idCard', file, 'idCardPath')}
          onBusyChange={(isBusy) => uploads.setBusy('idCard', isBusy)}
          error={errors.idCardPath}
        />
        <FileUploadField
          label={<Trans>Practising certificate</Trans>}
          purpose="id-image"
          value={values.certificate}
          onChange={(file) => change('certificate', file, 'certPath')}
          onBusyChange={(isBusy) => uploads.setBusy('certificate', isBusy)}
          error={errors.certPath}
        />
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <div>
          <button type="submit" className={primaryButtonClass}>
            {submit.isPending ? <Trans>Submitting…</Trans> : <Trans>Submit for review</Trans>}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
