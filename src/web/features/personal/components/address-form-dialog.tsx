import { useRef, useState, type FormEvent } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TAddress } from '../../../../domain/clinics/addresses';
import { validationMessages } from '../../../../domain/validation/messages';
import { ErrorCode } from '../../../../domain/response-codes';
import { toast } from '../../../components/ui/toast/toast-store';
import { useAddAddress, ZAddAddressRequest } from '../api/add-address';
import { useUpdateAddress } from '../api/update-address';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid';
import { collectClinicIssues } from '../../../lib/forms/clinic-field-errors';
import { hasErrors, type FieldErrors } from '../../../lib/forms/field-errors';
import { failureOf, serverFieldMessages } from '../lib/request-failure';
import { FormField } from './form-field';
import { inputClass, primaryButtonClass, secondaryButtonClass } from './styles';

type AddressValues = Omit<TAddress, 'id'>;
type AddressField = keyof AddressValues;
const ADDRESS_FIELDS: readonly AddressField[] = ['province', 'city', 'district', 'address', 'name', 'phone'];
const EMPTY: AddressValues = { province: '', city: '', district: '', address: '', name: '', phone: '' };

type AddressFormDialogProps = {
  /** The address to change; absent to add one. */
  address?: TAddress;
  onClose: () => void;
};

/** Add or change a shipping address (spec section 3), in a modal dialog. */
export function AddressFormDialog({ address, onClose }: AddressFormDialogProps) {
  const { i18n, t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [values, setValues] = useState<AddressValues>(() => {
    if (!address) return EMPTY;
    const { id: _id, ...fields } = address;
    return fields;
  });
  const [errors, setErrors] = useState<FieldErrors<AddressField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const addAddress = useAddAddress();
  const updateAddress = useUpdateAddress();
  const isSubmitting = addAddress.isPending || updateAddress.isPending;
  const couldNotSave = t`The address could not be saved. Please try again.`;

  function change(field: AddressField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function showFailure(error: unknown) {
    const failure = failureOf(error);
    const next: FieldErrors<AddressField> = {};
    if (failure?.code === ErrorCode.badRequest) {
      const messages = serverFieldMessages(failure);
      for (const field of ADDRESS_FIELDS) if (messages[field]) next[field] = messages[field];
    }
    if (hasErrors(next)) setErrors(next);
    else setFormError(failure?.msg || couldNotSave);
    focusFirstInvalid();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setFormError(null);
    const parsed = ZAddAddressRequest.safeParse({ ...values, phone: values.phone.trim() });
    if (!parsed.success) {
      const found: FieldErrors<AddressField> = collectClinicIssues(i18n, parsed);
      const required = i18n._(validationMessages.required);
      // An empty field is "required", whatever rule it breaks first.
      for (const field of ADDRESS_FIELDS) if (found[field] && values[field].trim() === '') found[field] = required;
      setErrors(found);
      focusFirstInvalid();
      return;
    }
    setErrors({});
    try {
      if (address) {
        await updateAddress.mutateAsync({ ...parsed.data, id: address.id });
        toast.success(t`The address was saved.`);
      } else {
        await addAddress.mutateAsync(parsed.data);
        toast.success(t`The address was added.`);
      }
      onClose();
    } catch (error) {
      showFailure(error);
    }
  }

  const title = address ? t`Edit address` : t`Add address`;
  const textField = (
    field: AddressField,
    label: string,
    extra: { type?: string; inputMode?: 'numeric'; autoComplete?: string } = {},
  ) => (
    <FormField
      label={label}
      error={errors[field]}
      isRequired
      className={field === 'address' ? 'sm:col-span-2' : undefined}
    >
      {(control) => (
        <input
          {...control}
          {...extra}
          autoFocus={field === 'province'}
          value={values[field]}
          onChange={(event) => change(field, event.target.value)}
          className={inputClass}
        />
      )}
    </FormField>
  );

  return (
    <Dialog open onClose={() => (isSubmitting ? undefined : onClose())} className="relative z-40">
      <div aria-hidden="true" className="fixed inset-0 bg-slate-900/40" />
      <div className="fixed inset-0 overflow-y-auto p-2 sm:p-6">
        <DialogPanel className="mx-auto w-full max-w-2xl rounded-xl bg-white shadow-xl">
          <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-label={title}>
            <div className="border-b border-slate-200 px-5 py-4">
              <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
            </div>
            <fieldset disabled={isSubmitting} className="grid gap-4 px-5 py-4 sm:grid-cols-2">
              {textField('province', t`Province`, { autoComplete: 'address-level1' })}
              {textField('city', t`City`, { autoComplete: 'address-level2' })}
              {textField('district', t`District`, { autoComplete: 'address-level3' })}
              {textField('address', t`Street address`, { autoComplete: 'street-address' })}
              {textField('name', t`Recipient`, { autoComplete: 'name' })}
              {textField('phone', t`Recipient's mobile number`, {
                type: 'tel',
                inputMode: 'numeric',
                autoComplete: 'tel',
              })}
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
