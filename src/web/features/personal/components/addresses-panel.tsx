import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_ADDRESSES, type TAddress } from '../../../../domain/clinics/addresses';
import { ClinicErrorCode, clinicErrorMessages } from '../../../../domain/clinics/clinic-messages';
import { confirm } from '../../../components/ui/confirm/confirm-store';
import { LoadError } from '../../../components/ui/load-error';
import { useAddresses } from '../api/find-addresses';
import { useDeleteAddress } from '../api/delete-address';
import { AddressFormDialog } from './address-form-dialog';
import { dangerOutlineButtonClass, primaryButtonClass, secondaryButtonClass } from '../../../components/ui/styles';

type Editing = { kind: 'add' } | { kind: 'edit'; address: TAddress } | null;

function AddressCard({ address, onEdit }: { address: TAddress; onEdit: () => void }) {
  const { t } = useLingui();
  const deleteAddress = useDeleteAddress();
  const place = [address.province, address.city, address.district, address.address].join(' ');
  const recipient = address.name;

  async function onDelete() {
    const isConfirmed = await confirm({
      title: t`Delete the address of ${recipient}?`,
      body: place,
      confirmLabel: t`Delete`,
      tone: 'danger',
    });
    if (isConfirmed) deleteAddress.mutate(address.id);
  }

  return (
    <article
      aria-label={t`Address of ${recipient}`}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-start sm:justify-between"
    >
      <div>
        <p className="text-base font-medium text-slate-900">
          {address.name} <span className="ms-2 font-normal text-slate-600">{address.phone}</span>
        </p>
        <p className="mt-1 text-base text-slate-700">{place}</p>
      </div>
      <div className="flex shrink-0 gap-2">
        <button
          type="button"
          onClick={onEdit}
          aria-label={t`Edit the address of ${recipient}`}
          className={secondaryButtonClass}
        >
          <Trans>Edit</Trans>
        </button>
        <button
          type="button"
          onClick={() => void onDelete()}
          disabled={deleteAddress.isPending}
          aria-label={t`Delete the address of ${recipient}`}
          className={dangerOutlineButtonClass}
        >
          <Trans>Delete</Trans>
        </button>
      </div>
    </article>
  );
}

/** Address management: the user's shipping addresses (at most 50), added, changed and deleted here. */
export function AddressesPanel() {
  const { i18n, t } = useLingui();
  const addresses = useAddresses();
  const [editing, setEditing] = useState<Editing>(null);
  const list = addresses.data ?? [];
  const isFull = list.length >= MAX_ADDRESSES;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-base text-slate-600">
          <Trans>Orders are shipped to one of these addresses.</Trans>
        </p>
        <button
          type="button"
          onClick={() => setEditing({ kind: 'add' })}
          disabled={isFull || !addresses.data}
          aria-describedby={isFull ? 'addresses-full' : undefined}
          className={primaryButtonClass}
        >
          <Trans>Add address</Trans>
        </button>
      </div>
      {isFull ? (
        <p id="addresses-full" className="text-sm text-slate-600">
          {i18n._(clinicErrorMessages[ClinicErrorCode.tooManyAddresses])}
        </p>
      ) : null}
      {addresses.isError && !addresses.data ? (
        <LoadError
          message={<Trans>Your addresses could not be loaded.</Trans>}
          onRetry={() => void addresses.refetch()}
          error={addresses.error}
        />
      ) : addresses.isPending ? (
        <p className="text-base text-slate-500">
          <Trans>Loading…</Trans>
        </p>
      ) : list.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-4 text-base text-slate-600">
          <Trans>No addresses yet.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Shipping addresses`} className="flex flex-col gap-3">
          {list.map((address) => (
            <li key={address.id}>
              <AddressCard address={address} onEdit={() => setEditing({ kind: 'edit', address })} />
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <AddressFormDialog
          address={editing.kind === 'edit' ? editing.address : undefined}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
