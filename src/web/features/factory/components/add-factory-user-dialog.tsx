import { useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FACTORY_ROLES, isFactoryRole } from '../../../../domain/accounts/factory-roles';
import {
  ZAddFactoryUserRequest,
  type TAddFactoryUserRequest,
  type TFactoryStaffListing,
} from '../../../../domain/accounts/factory-staff-api';
import { generatePassword } from '../../../../domain/accounts/generated-password';
import { ErrorCode } from '../../../../domain/response-codes';
import { ModalDialog } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/form-dialog';
import { SelectField } from '../../../components/ui/form/select-field';
import { TextField } from '../../../components/ui/form/text-field';
import { MobileField } from '../../../components/ui/form/mobile-field';
import { primaryButtonClass, secondaryButtonClass } from '../../../components/ui/styles';
import { collectFieldErrors, hasErrors, type FieldErrors } from '../../../lib/forms/field-errors';
import { failureOf, serverFieldMessages } from '../../../lib/forms/request-failure';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid';
import { useAddFactoryUser } from '../api/factory-staff';
import { FACTORY_ROLE_LABELS } from '../lib/factory-role-labels';

type Field = keyof TAddFactoryUserRequest;
type Values = Record<Field, string>;

type AddFactoryUserDialogProps = {
  factories: TFactoryStaffListing['factories'];
  onClose: () => void;
};

/**
 * A new factory sign-in (issue 18, item 10): factory, phone, name, role and the first password, typed or generated
 * here. Everything typed stays through a refusal; once added, the password is shown this one time to pass on.
 */
export function AddFactoryUserDialog({ factories, onClose }: AddFactoryUserDialogProps) {
  const { i18n, t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [values, setValues] = useState<Values>({
    factoryCode: factories[0]?.code ?? '',
    phone: '',
    name: '',
    role: 'reviewer',
    password: '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [added, setAdded] = useState<{ phone: string; password: string } | null>(null);
  const addUser = useAddFactoryUser();

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (addUser.isPending) return;
    setFormError(null);
    const parsed = ZAddFactoryUserRequest.safeParse(values);
    if (!parsed.success) {
      setErrors(collectFieldErrors<Field>(i18n, parsed));
      focusFirstInvalid();
      return;
    }
    setErrors({});
    try {
      await addUser.mutateAsync(parsed.data);
      setAdded({ phone: parsed.data.phone, password: parsed.data.password });
    } catch (error) {
      const failure = failureOf(error);
      const fields = failure?.code === ErrorCode.badRequest ? (serverFieldMessages(failure) as FieldErrors<Field>) : {};
      if (hasErrors(fields)) setErrors(fields);
      else setFormError(failure?.msg || t`The factory user could not be added. Please try again.`);
      focusFirstInvalid();
    }
  }

  if (added) {
    return (
      <ModalDialog title={t`Factory user added`} onClose={onClose}>
        <p className="text-base text-slate-700">
          <Trans>
            {added.phone} can sign in now with this password. It is shown only this once: pass it on, and they can
            change it in the personal center.
          </Trans>
        </p>
        <p
          className="mt-3 rounded-lg bg-slate-100 p-3 font-mono text-lg break-all text-slate-900"
          data-testid="new-password"
        >
          {added.password}
        </p>
        <div className="mt-5 flex justify-end">
          <button type="button" className={primaryButtonClass} onClick={onClose}>
            <Trans>Done</Trans>
          </button>
        </div>
      </ModalDialog>
    );
  }

  return (
    <FormDialog
      title={t`Add a factory user`}
      description={<Trans>Fields marked * are required.</Trans>}
      size="md"
      formRef={formRef}
      onSubmit={(event) => void onSubmit(event)}
      isSubmitting={addUser.isPending}
      formError={formError}
      onClose={onClose}
    >
      <SelectField
        label={<Trans>Factory</Trans>}
        error={errors.factoryCode}
        isRequired
        value={values.factoryCode}
        onChange={(event) => change('factoryCode', event.target.value)}
        options={factories.map((factory) => ({ value: factory.code, label: `${factory.name} (${factory.city})` }))}
      />
      <SelectField
        label={<Trans>Role</Trans>}
        error={errors.role}
        hint={isFactoryRole(values.role) ? i18n._(FACTORY_ROLE_LABELS[values.role].does) : undefined}
        isRequired
        value={values.role}
        onChange={(event) => change('role', event.target.value)}
        options={FACTORY_ROLES.map((role) => ({ value: role, label: i18n._(FACTORY_ROLE_LABELS[role].label) }))}
      />
      <TextField
        label={<Trans>Name</Trans>}
        error={errors.name}
        isRequired
        autoFocus
        value={values.name}
        onChange={(event) => change('name', event.target.value)}
        autoComplete="off"
      />
      <MobileField
        label={<Trans>Mobile number</Trans>}
        error={errors.phone}
        hint={<Trans>They sign in with it.</Trans>}
        isRequired
        value={values.phone}
        onChange={(phone) => change('phone', phone)}
        autoComplete="off"
      />
      <TextField
        label={<Trans>First password</Trans>}
        error={errors.password}
        hint={<Trans>8 to 20 characters with three of: capitals, small letters, digits, symbols.</Trans>}
        isRequired
        value={values.password}
        onChange={(event) => change('password', event.target.value)}
        autoComplete="new-password"
        spellCheck={false}
        className="sm:col-span-2"
        addon={
          <button type="button" className={secondaryButtonClass} onClick={() => change('password', generatePassword())}>
            <Trans>Generate</Trans>
          </button>
        }
      />
    </FormDialog>
  );
}
