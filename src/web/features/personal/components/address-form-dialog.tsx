import { useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ADDRESS_FIELDS, type TAddress } from '../../../../domain/clinics/addresses';
import { validationMessages } from '../../../../domain/validation/messages';
import { ErrorCode } from '../../../../domain/response-codes';
import { toast } from '../../../components/ui/toast/toast-store';
import { useAddAddress, ZAddAddressRequest } from '../api/add-address';
import { useUpdateAddress } from '../api/update-address';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid';
import { collectClinicIssues } from '../../../lib/forms/clinic-field-errors';
import { hasErrors, type FieldErrors } from '../../../lib/forms/field-errors';
import { failureOf, serverFieldMessages } from '../../../lib/forms/request-failure';
import { useEditBase } from '../../../lib/forms/use-edit-base';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/form/text-field';

type AddressValues = Omit<TAddress, 'id'>;
type AddressField = keyof AddressValues;
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
  const [opened] = useState<AddressValues>(() => {
    if (!address) return EMPTY;
    const { id: _id, ...fields } = address;
    return fields;
  });
  const [values, setValues] = useState<AddressValues>(opened);
  // The address as the dialog opened on it: a field changed elsewhere meanwhile is kept or named, never reverted.
  const editBase = useEditBase(address ? opened : undefined);
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
        await updateAddress.mutateAsync(editBase.withBase({ ...parsed.data, id: address.id }));
        toast.success(t`The address was saved.`);
      } else {
        await addAddress.mutateAsync(parsed.data);
        toast.success(t`The address was added.`);
      }
      onClose();
    } catch (error) {
      editBase.failed(error);
      showFailure(error);
    }
  }

  const title = address ? t`Edit address` : t`Add address`;
  const textField = (
    field: AddressField,
    label: string,
    extra: { type?: string; inputMode?: 'numeric'; autoComplete?: string } = {},
  ) => (
    <TextField
      label={label}
      error={errors[field]}
      isRequired
      className={field === 'address' ? 'sm:col-span-2' : undefined}
      {...extra}
      autoFocus={field === 'province'}
      value={values[field]}
      onChange={(event) => change(field, event.target.value)}
    />
  );

  return (
    <FormDialog
      title={title}
      size="md"
      formRef={formRef}
      onSubmit={(event) => void onSubmit(event)}
      isSubmitting={isSubmitting}
      formError={formError}
      onClose={onClose}
    >
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
    </FormDialog>
  );
}
