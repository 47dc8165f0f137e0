import { Trans, useLingui } from '@lingui/react/macro';
import { SelectField } from '../../../components/ui/form/select-field';
import { linkClass, secondaryButtonClass } from '../../../components/ui/styles';
import { PERSONAL_CENTER_PATH } from '../../../lib/session/access-rules';
import { addressLine, useAddressBook } from '../../../lib/addresses/address-book';

/** The personal center's address book tab (location 3). */
const ADDRESS_BOOK_PATH = `${PERSONAL_CENTER_PATH}?currentLocation=3`;

type DetailAddressFieldProps = {
  value: number | null;
  onChange: (addressId: number | null) => void;
  error?: string | null;
};

/** A shipping address from the user's address book; says where to add one when the book is empty. */
export function DetailAddressField({ value, onChange, error }: DetailAddressFieldProps) {
  const { t } = useLingui();
  const addresses = useAddressBook();
  if (addresses.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        <Trans>Loading your addresses…</Trans>
      </p>
    );
  }
  if (addresses.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
        <Trans>Your addresses could not be loaded.</Trans>
        <button type="button" onClick={() => void addresses.refetch()} className={secondaryButtonClass}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  if (addresses.data.length === 0) {
    return (
      <div role="alert" className="text-sm text-red-800">
        <Trans>Your address book is empty.</Trans>{' '}
        <a href={ADDRESS_BOOK_PATH} target="_blank" rel="noreferrer" className={linkClass}>
          <Trans>Add an address</Trans>
        </a>
      </div>
    );
  }
  return (
    <SelectField
      name="addressId"
      label={<Trans>Shipping address</Trans>}
      isRequired
      placeholder={t`Choose an address`}
      options={addresses.data.map((address) => ({ value: String(address.id), label: addressLine(address) }))}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      error={error}
    />
  );
}
