import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { clinicMessages } from '../../../../domain/clinics/clinic-messages';
import { toast } from '../../../components/ui/toast/toast-store';
import { collectClinicIssues } from '../../../lib/forms/clinic-field-errors';
import { hasErrors } from '../../../lib/forms/field-errors';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid';
import { FileUploadField, type UploadedFile } from '../../../components/upload/file-upload-field';
import { useBusyUploads } from '../../../lib/upload/use-busy-uploads';
import { MAX_BRANCHES, useCreateCompany, ZCreateCompanyRequest } from '../api/create-company';
import {
  clearCompanyDraft,
  readCompanyDraft,
  saveCompanyDraft,
  type CompanyDraft,
  type CompanyKind,
} from '../lib/company-draft';
import { validityOf } from '../../../../domain/clinics/licence-validity';
import { LicenceValidityFields } from './licence-validity-fields';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form/text-field';
import { primaryButtonClass, secondaryButtonClass } from '../../../components/ui/styles';

type CompanyFormProps = {
  kind: CompanyKind;
  userId: number;
  /** After the company is created and the session reloaded. */
  onCreated: () => void;
};

type UploadSlot = 'permitLicense' | 'businessLicense';

/**
 * The company (single) or chain (main clinic plus branches) with its two licences. The draft, uploaded keys included,
 * is kept for the tab, so a reload or a failed submit loses nothing.
 */
export function CompanyForm({ kind, userId, onCreated }: CompanyFormProps) {
  const { i18n, t } = useLingui();
  const isChain = kind === 'chain';
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [draft, setDraft] = useState<CompanyDraft>(() => readCompanyDraft(kind, userId));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const uploads = useBusyUploads<UploadSlot>();
  const createCompany = useCreateCompany();
  const isSubmitting = createCompany.isPending;

  useEffect(() => saveCompanyDraft(kind, userId, draft), [kind, userId, draft]);

  function update(patch: Partial<CompanyDraft>, clearedErrors: string[]) {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of clearedErrors) delete next[key];
      return next;
    });
  }

  function setBranch(index: number, name: string) {
    update({ branches: draft.branches.map((branch, at) => (at === index ? name : branch)) }, [
      `branches.${index}`,
      'branches',
    ]);
  }

  function removeBranch(index: number) {
    // Item errors are keyed by position: after a removal they would point at the wrong names.
    setDraft((current) => ({ ...current, branches: current.branches.filter((_, at) => at !== index) }));
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => key !== 'branches' && !key.startsWith('branches.'))),
    );
  }

  function setUpload(slot: UploadSlot, file: UploadedFile | null) {
    update({ [slot]: file }, [slot]);
  }

  function setValidity(licence: 'permit' | 'business', patch: { validFrom?: string; validTo?: string }) {
    const changes: Partial<CompanyDraft> = {};
    if (patch.validFrom !== undefined) changes[`${licence}ValidFrom`] = patch.validFrom;
    if (patch.validTo !== undefined) changes[`${licence}ValidTo`] = patch.validTo;
    update(changes, [`${licence}Validity.validFrom`, `${licence}Validity.validTo`]);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setFormError(null);
    if (uploads.isUploading) {
      setFormError(t`Wait until the files have finished uploading.`);
      return;
    }
    const parsed = ZCreateCompanyRequest.safeParse({
      companyName: draft.companyName,
      isChain,
      branches: isChain ? draft.branches : [],
      permitLicense: draft.permitLicense?.key ?? '',
      businessLicense: draft.businessLicense?.key ?? '',
      permitValidity: validityOf(draft.permitValidFrom, draft.permitValidTo),
      businessValidity: validityOf(draft.businessValidFrom, draft.businessValidTo),
    });
    const found = collectClinicIssues(i18n, parsed);
    // Blank names all look alike: "required" says it better than "repeated" until every name is filled in.
    const hasBlankName = [draft.companyName, ...(isChain ? draft.branches : [])].some((name) => !name.trim());
    if (hasBlankName && found.branches === i18n._(clinicMessages.branchNamesRepeated)) delete found.branches;
    if (!parsed.success || hasErrors(found)) {
      setErrors(found);
      focusFirstInvalid();
      return;
    }
    setErrors({});
    const result = await createCompany.mutateAsync({ request: parsed.data, idempotencyKey: draft.idempotencyKey });
    if (!result.ok) {
      setFormError(result.msg || t`The company could not be created. Please try again.`);
      return;
    }
    clearCompanyDraft(kind, userId);
    toast.success(result.msg || t`Submitted successfully.`);
    onCreated();
  }

  const canAddBranch = draft.branches.length < MAX_BRANCHES;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={isChain ? t`Create a chain` : t`Create a company`}
    >
      <fieldset disabled={isSubmitting} className="flex flex-col gap-6">
        <TextField
          name="companyName"
          label={<Trans>Company name</Trans>}
          hint={isChain ? <Trans>The main clinic of the chain takes this name.</Trans> : undefined}
          value={draft.companyName}
          onChange={(event) => update({ companyName: event.target.value }, ['companyName', 'branches'])}
          error={errors.companyName}
          maxLength={50}
          autoComplete="organization"
        />

        {isChain ? (
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-base font-semibold text-slate-900">
              <Trans>Branches</Trans>
            </legend>
            <p className="text-sm text-slate-600">
              <Trans>Each branch becomes a clinic of the chain. Every clinic needs its own name.</Trans>
            </p>
            <ol className="flex flex-col gap-3">
              {draft.branches.map((branch, index) => {
                const number = index + 1;
                return (
                  <li key={index} className="flex items-end gap-2">
                    <div className="flex-1">
                      <TextField
                        name={`branch-${number}`}
                        label={<Trans>Branch {number} name</Trans>}
                        value={branch}
                        onChange={(event) => setBranch(index, event.target.value)}
                        error={errors[`branches.${index}`]}
                        maxLength={50}
                      />
                    </div>
                    <button
                      type="button"
                      onClick={() => removeBranch(index)}
                      disabled={draft.branches.length <= 1}
                      aria-label={t`Remove branch ${number}`}
                      className={`${secondaryButtonClass} ${errors[`branches.${index}`] ? 'mb-7' : ''}`}
                    >
                      <Trans>Remove</Trans>
                    </button>
                  </li>
                );
              })}
            </ol>
            {errors.branches ? (
              <p role="alert" className="text-sm text-red-700">
                {errors.branches}
              </p>
            ) : null}
            <div>
              <button
                type="button"
                onClick={() => update({ branches: [...draft.branches, ''] }, ['branches'])}
                disabled={!canAddBranch}
                className={secondaryButtonClass}
              >
                <Trans>Add a branch</Trans>
              </button>
              {canAddBranch ? null : (
                <p className="mt-1 text-sm text-slate-600">
                  <Trans>A chain is created with at most {MAX_BRANCHES} branches.</Trans>
                </p>
              )}
            </div>
          </fieldset>
        ) : null}

        <FileUploadField
          label={<Trans>Medical institution practising licence</Trans>}
          purpose="licence"
          value={draft.permitLicense}
          onChange={(file) => setUpload('permitLicense', file)}
          onBusyChange={(isBusy) => uploads.setBusy('permitLicense', isBusy)}
          error={errors.permitLicense}
        />
        <LicenceValidityFields
          legend={<Trans>Validity of the practising licence</Trans>}
          validFrom={draft.permitValidFrom}
          validTo={draft.permitValidTo}
          errors={{ validFrom: errors['permitValidity.validFrom'], validTo: errors['permitValidity.validTo'] }}
          onChange={(patch) => setValidity('permit', patch)}
        />
        <FileUploadField
          label={<Trans>Business licence</Trans>}
          purpose="licence"
          value={draft.businessLicense}
          onChange={(file) => setUpload('businessLicense', file)}
          onBusyChange={(isBusy) => uploads.setBusy('businessLicense', isBusy)}
          error={errors.businessLicense}
        />
        <LicenceValidityFields
          legend={<Trans>Validity of the business licence</Trans>}
          validFrom={draft.businessValidFrom}
          validTo={draft.businessValidTo}
          errors={{ validFrom: errors['businessValidity.validFrom'], validTo: errors['businessValidity.validTo'] }}
          onChange={(patch) => setValidity('business', patch)}
        />

        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <div>
          <button type="submit" className={primaryButtonClass}>
            {isSubmitting ? <Trans>Submitting…</Trans> : <Trans>Submit for review</Trans>}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
