import { useRef, useState, type FormEvent } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ClinicErrorCode } from '../../../../domain/clinics/clinic-messages';
import type { TEmployee } from '../../../../domain/clinics/employees';
import { JOB_TYPES, STANDARD_JOBS, WORK_STATUSES, WORK_TYPES } from '../../../../domain/clinics/staff-options';
import { PROFESSIONAL_TITLES } from '../../../../domain/clinics/titles';
import { ErrorCode } from '../../../../domain/response-codes';
import { toast } from '../../../components/ui/toast/toast-store';
import { useAddEmployee } from '../api/add-employee';
import { useUpdateEmployee } from '../api/update-employee';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid';
import {
  EMPTY_EMPLOYEE_FORM,
  employeeFormValues,
  formFieldOf,
  OWN_JOB,
  validateEmployeeChange,
  validateNewEmployee,
  type EmployeeFormField,
  type EmployeeFormValues,
} from '../lib/employee-form';
import { hasErrors, type FieldErrors } from '../../../lib/forms/field-errors';
import { failureOf, serverFieldMessages } from '../lib/request-failure';
import { FormField } from './form-field';
import { inputClass, primaryButtonClass, secondaryButtonClass } from './styles';

type EmployeeFormDialogProps = {
  /** The record to change; absent to add one. */
  employee?: TEmployee;
  onClose: () => void;
};

type Option = { value: string; label: string };

function SelectControl({
  value,
  options,
  onChange,
  control,
  placeholder,
}: {
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  control: object;
  placeholder: string;
}) {
  return (
    <select {...control} value={value} onChange={(event) => onChange(event.target.value)} className={inputClass}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** Add or change a staff record (spec sections 3 and 5), in a modal dialog. */
export function EmployeeFormDialog({ employee, onClose }: EmployeeFormDialogProps) {
  const { i18n, t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [values, setValues] = useState<EmployeeFormValues>(() =>
    employee ? employeeFormValues(employee) : EMPTY_EMPLOYEE_FORM,
  );
  const [errors, setErrors] = useState<FieldErrors<EmployeeFormField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const addEmployee = useAddEmployee();
  const updateEmployee = useUpdateEmployee();
  const isSubmitting = addEmployee.isPending || updateEmployee.isPending;
  const labelsOf = (options: readonly { value: string; label: MessageDescriptor }[]): Option[] =>
    options.map((option) => ({ value: option.value, label: i18n._(option.label) }));
  const choose = t`Choose…`;

  function change(field: EmployeeFormField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function showFailure(error: unknown) {
    const failure = failureOf(error);
    if (!failure) {
      setFormError(t`The staff record could not be saved. Please try again.`);
      return;
    }
    const next: FieldErrors<EmployeeFormField> = {};
    if (failure.code === ClinicErrorCode.duplicatePhone) next.phone = failure.msg;
    else if (failure.code === ClinicErrorCode.duplicateIdNumber) next.idNumber = failure.msg;
    else if (failure.code === ErrorCode.badRequest) {
      for (const [requestField, message] of Object.entries(serverFieldMessages(failure))) {
        const field = formFieldOf(requestField, values);
        if (field) next[field] ??= message;
      }
    }
    if (hasErrors(next)) setErrors(next);
    else setFormError(failure.msg || t`The staff record could not be saved. Please try again.`);
    focusFirstInvalid();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setFormError(null);
    try {
      if (employee) {
        const validated = validateEmployeeChange(i18n, values, employee);
        if (validated.errors) {
          setErrors(validated.errors);
          focusFirstInvalid();
          return;
        }
        setErrors({});
        await updateEmployee.mutateAsync(validated.request);
        toast.success(t`The staff record was saved.`);
      } else {
        const validated = validateNewEmployee(i18n, values);
        if (validated.errors) {
          setErrors(validated.errors);
          focusFirstInvalid();
          return;
        }
        setErrors({});
        await addEmployee.mutateAsync(validated.request);
        toast.success(t`The staff member was added.`);
      }
      onClose();
    } catch (error) {
      showFailure(error);
    }
  }

  const title = employee ? t`Edit staff member` : t`Add staff member`;
  return (
    <Dialog open onClose={() => (isSubmitting ? undefined : onClose())} className="relative z-40">
      <div aria-hidden="true" className="fixed inset-0 bg-slate-900/40" />
      <div className="fixed inset-0 overflow-y-auto p-2 sm:p-6">
        <DialogPanel className="mx-auto w-full max-w-3xl rounded-xl bg-white shadow-xl">
          <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-label={title}>
            <div className="border-b border-slate-200 px-5 py-4">
              <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
              <p className="mt-1 text-sm text-slate-600">
                <Trans>Fields marked * are required.</Trans>
              </p>
            </div>
            <fieldset disabled={isSubmitting} className="grid gap-4 px-5 py-4 sm:grid-cols-2">
              <FormField label={<Trans>Name</Trans>} error={errors.realName} isRequired>
                {(control) => (
                  <input
                    {...control}
                    autoFocus
                    value={values.realName}
                    onChange={(event) => change('realName', event.target.value)}
                    autoComplete="off"
                    className={inputClass}
                  />
                )}
              </FormField>
              <FormField label={<Trans>Contact phone</Trans>} error={errors.phone} isRequired>
                {(control) => (
                  <input
                    {...control}
                    type="tel"
                    inputMode="numeric"
                    value={values.phone}
                    onChange={(event) => change('phone', event.target.value)}
                    autoComplete="off"
                    className={inputClass}
                  />
                )}
              </FormField>
              <FormField label={<Trans>ID number</Trans>} error={errors.idNumber} isRequired>
                {(control) => (
                  <input
                    {...control}
                    value={values.idNumber}
                    onChange={(event) => change('idNumber', event.target.value)}
                    autoComplete="off"
                    spellCheck={false}
                    className={inputClass}
                  />
                )}
              </FormField>
              <FormField label={<Trans>Position</Trans>} error={errors.position} isRequired>
                {(control) => (
                  <input
                    {...control}
                    value={values.position}
                    onChange={(event) => change('position', event.target.value)}
                    autoComplete="off"
                    className={inputClass}
                  />
                )}
              </FormField>
              <FormField label={<Trans>Job</Trans>} error={errors.jobChoice} isRequired>
                {(control) => (
                  <SelectControl
                    control={control}
                    value={values.jobChoice}
                    onChange={(value) => change('jobChoice', value)}
                    placeholder={choose}
                    options={[...labelsOf(STANDARD_JOBS), { value: OWN_JOB, label: t`Another job (type it)` }]}
                  />
                )}
              </FormField>
              {values.jobChoice === OWN_JOB ? (
                <FormField label={<Trans>Job title</Trans>} error={errors.ownJob} isRequired>
                  {(control) => (
                    <input
                      {...control}
                      value={values.ownJob}
                      onChange={(event) => change('ownJob', event.target.value)}
                      autoComplete="off"
                      className={inputClass}
                    />
                  )}
                </FormField>
              ) : null}
              <FormField label={<Trans>Job type</Trans>} error={errors.jobType} isRequired>
                {(control) => (
                  <SelectControl
                    control={control}
                    value={values.jobType}
                    onChange={(value) => change('jobType', value)}
                    placeholder={choose}
                    options={labelsOf(JOB_TYPES)}
                  />
                )}
              </FormField>
              <FormField label={<Trans>Work type</Trans>} error={errors.workType} isRequired>
                {(control) => (
                  <SelectControl
                    control={control}
                    value={values.workType}
                    onChange={(value) => change('workType', value)}
                    placeholder={choose}
                    options={labelsOf(WORK_TYPES)}
                  />
                )}
              </FormField>
              <FormField label={<Trans>Work status</Trans>} error={errors.workStatus} isRequired>
                {(control) => (
                  <SelectControl
                    control={control}
                    value={values.workStatus}
                    onChange={(value) => change('workStatus', value)}
                    placeholder={choose}
                    options={labelsOf(WORK_STATUSES)}
                  />
                )}
              </FormField>
              <FormField label={<Trans>Entry date</Trans>} error={errors.entryDate} isRequired>
                {(control) => (
                  <input
                    {...control}
                    type="date"
                    value={values.entryDate}
                    onChange={(event) => change('entryDate', event.target.value)}
                    className={inputClass}
                  />
                )}
              </FormField>
              <FormField
                label={<Trans>Departure date</Trans>}
                error={errors.departureDate}
                hint={<Trans>Not before the entry date.</Trans>}
                isRequired
              >
                {(control) => (
                  <input
                    {...control}
                    type="date"
                    min={values.entryDate || undefined}
                    value={values.departureDate}
                    onChange={(event) => change('departureDate', event.target.value)}
                    className={inputClass}
                  />
                )}
              </FormField>
              <FormField label={<Trans>Professional title</Trans>} error={errors.titlePost}>
                {(control) => (
                  <SelectControl
                    control={control}
                    value={values.titlePost}
                    onChange={(value) => change('titlePost', value)}
                    placeholder={t`None`}
                    options={labelsOf(PROFESSIONAL_TITLES)}
                  />
                )}
              </FormField>
              <FormField
                label={<Trans>Remark</Trans>}
                error={errors.remark}
                hint={<Trans>Up to 100 characters.</Trans>}
                className="sm:col-span-2"
              >
                {(control) => (
                  <textarea
                    {...control}
                    rows={3}
                    value={values.remark}
                    onChange={(event) => change('remark', event.target.value)}
                    className={`${inputClass} py-2`}
                  />
                )}
              </FormField>
              {formError ? (
                <p
                  role="alert"
                  className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 sm:col-span-2"
                >
                  {formError}
                </p>
              ) : null}
            </fieldset>
            <div className="flex flex-col-reverse gap-3 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end">
              <button type="button" onClick={onClose} disabled={isSubmitting} className={secondaryButtonClass}>
                <Trans>Cancel</Trans>
              </button>
              <button type="submit" disabled={isSubmitting} className={primaryButtonClass}>
                {isSubmitting ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
