import { useRef, useState, type FormEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ClinicErrorCode } from '../../../../domain/clinics/clinic-messages';
import { employeeEditBase, LEFT_WORK_STATUS, type TEmployee } from '../../../../domain/clinics/employees';
import { WORK_STATUSES, WORK_TYPES } from '../../../../domain/clinics/staff-options';
import { useStaffOptions } from '../../../lib/reference/staff-options';
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
import { failureOf, serverFieldMessages } from '../../../lib/forms/request-failure';
import { useEditBase } from '../../../lib/forms/use-edit-base';
import { FormDialog } from '../../../components/ui/form-dialog';
import { SelectField, type SelectOption } from '../../../components/ui/form/select-field';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { TextField } from '../../../components/ui/form/text-field';
import { MobileField } from '../../../components/ui/form/mobile-field';
import { DateField } from '../../../components/date-picker/date-field';
import { isDay } from '../../../../domain/calendar/calendar-days';

type EmployeeFormDialogProps = {
  /** The record to change; absent to add one. */
  employee?: TEmployee;
  onClose: () => void;
};

/** Add or change a staff record (spec sections 3 and 5), in a modal dialog. */
export function EmployeeFormDialog({ employee, onClose }: EmployeeFormDialogProps) {
  const { i18n, t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [values, setValues] = useState<EmployeeFormValues>(() =>
    employee ? employeeFormValues(employee) : EMPTY_EMPLOYEE_FORM,
  );
  // The record as the dialog opened on it: a field another admin changed meanwhile is kept or named, never reverted.
  const editBase = useEditBase(employee ? employeeEditBase(employee) : undefined);
  const [errors, setErrors] = useState<FieldErrors<EmployeeFormField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const addEmployee = useAddEmployee();
  const updateEmployee = useUpdateEmployee();
  const isSubmitting = addEmployee.isPending || updateEmployee.isPending;
  const labelsOf = (options: readonly { value: string; label: MessageDescriptor }[]): SelectOption[] =>
    options.map((option) => ({ value: option.value, label: i18n._(option.label) }));
  const choose = t`Choose…`;
  const jobs = useStaffOptions('jobs');
  const jobTypes = useStaffOptions('jobTypes');

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
        await updateEmployee.mutateAsync(editBase.withBase(validated.request));
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
      editBase.failed(error);
      showFailure(error);
    }
  }

  const title = employee ? t`Edit staff member` : t`Add staff member`;
  return (
    <FormDialog
      title={title}
      description={<Trans>Fields marked * are required.</Trans>}
      size="lg"
      formRef={formRef}
      onSubmit={(event) => void onSubmit(event)}
      isSubmitting={isSubmitting}
      formError={formError}
      onClose={onClose}
    >
      <TextField
        label={<Trans>Name</Trans>}
        error={errors.realName}
        isRequired
        autoFocus
        value={values.realName}
        onChange={(event) => change('realName', event.target.value)}
        autoComplete="off"
      />
      <MobileField
        label={<Trans>Contact phone</Trans>}
        error={errors.phone}
        isRequired
        value={values.phone}
        onChange={(phone) => change('phone', phone)}
        autoComplete="off"
      />
      <TextField
        label={<Trans>ID number</Trans>}
        error={errors.idNumber}
        value={values.idNumber}
        onChange={(event) => change('idNumber', event.target.value)}
        autoComplete="off"
        spellCheck={false}
      />
      <TextField
        label={<Trans>Position</Trans>}
        error={errors.position}
        isRequired
        value={values.position}
        onChange={(event) => change('position', event.target.value)}
        autoComplete="off"
      />
      <SelectField
        label={<Trans>Job</Trans>}
        error={errors.jobChoice}
        isRequired
        value={values.jobChoice}
        onChange={(event) => change('jobChoice', event.target.value)}
        placeholder={choose}
        options={[...jobs, { value: OWN_JOB, label: t`Another job (type it)` }]}
      />
      {values.jobChoice === OWN_JOB ? (
        <TextField
          label={<Trans>Job title</Trans>}
          error={errors.ownJob}
          isRequired
          value={values.ownJob}
          onChange={(event) => change('ownJob', event.target.value)}
          autoComplete="off"
        />
      ) : null}
      <SelectField
        label={<Trans>Job type</Trans>}
        error={errors.jobType}
        isRequired
        value={values.jobType}
        onChange={(event) => change('jobType', event.target.value)}
        placeholder={choose}
        options={jobTypes}
      />
      <SelectField
        label={<Trans>Work type</Trans>}
        error={errors.workType}
        isRequired
        value={values.workType}
        onChange={(event) => change('workType', event.target.value)}
        placeholder={choose}
        options={labelsOf(WORK_TYPES)}
      />
      <SelectField
        label={<Trans>Work status</Trans>}
        error={errors.workStatus}
        isRequired
        value={values.workStatus}
        onChange={(event) => change('workStatus', event.target.value)}
        placeholder={choose}
        options={labelsOf(WORK_STATUSES)}
      />
      <DateField
        label={<Trans>Entry date</Trans>}
        error={errors.entryDate}
        isRequired
        value={values.entryDate}
        onChange={(value) => change('entryDate', value)}
      />
      <DateField
        label={<Trans>Departure date</Trans>}
        error={errors.departureDate}
        hint={<Trans>Only for someone who left; not before the entry date.</Trans>}
        isRequired={values.workStatus === LEFT_WORK_STATUS}
        min={isDay(values.entryDate) ? values.entryDate : undefined}
        value={values.departureDate}
        onChange={(value) => change('departureDate', value)}
      />
      <SelectField
        label={<Trans>Professional title</Trans>}
        error={errors.titlePost}
        value={values.titlePost}
        onChange={(event) => change('titlePost', event.target.value)}
        placeholder={t`None`}
        options={labelsOf(PROFESSIONAL_TITLES)}
      />
      <TextAreaField
        label={<Trans>Remark</Trans>}
        error={errors.remark}
        hint={<Trans>Up to 100 characters.</Trans>}
        className="sm:col-span-2"
        value={values.remark}
        onChange={(event) => change('remark', event.target.value)}
      />
    </FormDialog>
  );
}
