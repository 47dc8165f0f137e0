import { useRef, useState, type FormEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TClinicApplication } from '../../../../domain/clinics/company';
import { WORK_STATUSES, WORK_TYPES } from '../../../../domain/clinics/staff-options';
import { useStaffOptions } from '../../../lib/reference/staff-options';
import { collectClinicIssues } from '../../../lib/forms/clinic-field-errors';
import { hasErrors } from '../../../lib/forms/field-errors';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid';
import { useApproveApplication, ZApplyPassRequest } from '../api/approve-application';
import { ModalDialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/form/select-field';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { TextField } from '../../../components/ui/form/text-field';
import { primaryButtonClass } from '../../../components/ui/styles';
import { DialogFormActions } from './dialog-form-actions';

type Values = { realName: string; job: string; jobType: string; workType: string; workStatus: string; remark: string };

type ApproveApplicationDialogProps = {
  application: TClinicApplication;
  onClose: () => void;
  onApproved: (message: string) => void;
};

/** Approving records the applicant as staff: job, job type, work type and status, and a remark (spec section 4). */
export function ApproveApplicationDialog({ application, onClose, onApproved }: ApproveApplicationDialogProps) {
  const { i18n, t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const approve = useApproveApplication();
  const [values, setValues] = useState<Values>({
    realName: application.firstName,
    job: '',
    jobType: 'official',
    workType: 'full-time',
    workStatus: 'trial',
    remark: '',
  });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  function change(field: keyof Values, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (approve.isPending) return;
    setFormError(null);
    const parsed = ZApplyPassRequest.safeParse({
      ...values,
      clinicId: application.clinicId,
      userId: application.userId,
      phone: application.phone,
    });
    const found = collectClinicIssues(i18n, parsed);
    if (!parsed.success || hasErrors(found)) {
      setErrors(found);
      if (found.phone) setFormError(found.phone);
      focusFirstInvalid();
      return;
    }
    const result = await approve.mutateAsync(parsed.data);
    if (!result.ok) {
      setFormError(result.msg || t`The application could not be approved. Please try again.`);
      return;
    }
    onApproved(t`${parsed.data.realName} joined the clinic.`);
  }

  const optionsOf = (options: readonly { value: string; label: MessageDescriptor }[]) =>
    options.map((option) => ({ value: option.value, label: i18n._(option.label) }));
  const jobs = useStaffOptions('jobs');
  const jobTypes = useStaffOptions('jobTypes');

  return (
    <ModalDialog
      title={<Trans>Approve the application</Trans>}
      description={
        <Trans>
          {application.firstName} ({application.phone}) joins the clinic as staff.
        </Trans>
      }
      onClose={onClose}
    >
      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`Approve the application`}>
        <fieldset disabled={approve.isPending} className="flex flex-col gap-4">
          <TextField
            name="realName"
            label={<Trans>Name</Trans>}
            value={values.realName}
            onChange={(event) => change('realName', event.target.value)}
            error={errors.realName}
            maxLength={25}
          />
          <SelectField
            name="job"
            label={<Trans>Job</Trans>}
            value={values.job}
            onChange={(event) => change('job', event.target.value)}
            options={jobs}
            placeholder={t`Choose a job`}
            error={errors.job}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <SelectField
              name="jobType"
              label={<Trans>Job type</Trans>}
              value={values.jobType}
              onChange={(event) => change('jobType', event.target.value)}
              options={jobTypes}
              error={errors.jobType}
            />
            <SelectField
              name="workType"
              label={<Trans>Work type</Trans>}
              value={values.workType}
              onChange={(event) => change('workType', event.target.value)}
              options={optionsOf(WORK_TYPES)}
              error={errors.workType}
            />
            <SelectField
              name="workStatus"
              label={<Trans>Work status</Trans>}
              value={values.workStatus}
              onChange={(event) => change('workStatus', event.target.value)}
              options={optionsOf(WORK_STATUSES)}
              error={errors.workStatus}
            />
          </div>
          <TextAreaField
            name="remark"
            label={<Trans>Remark (optional)</Trans>}
            value={values.remark}
            onChange={(event) => change('remark', event.target.value)}
            error={errors.remark}
            maxLength={100}
          />
          <DialogFormActions
            formError={formError}
            onCancel={onClose}
            submitLabel={approve.isPending ? <Trans>Approving…</Trans> : <Trans>Approve</Trans>}
            submitClassName={primaryButtonClass}
          />
        </fieldset>
      </form>
    </ModalDialog>
  );
}
