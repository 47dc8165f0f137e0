import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FACTORY_ROLES, isFactoryRole } from '../../../../domain/accounts/factory-roles';
import type { TFactoryStaffListing, TFactoryStaffMember } from '../../../../domain/accounts/factory-staff-api';
import { confirm } from '../../../components/ui/confirm/confirm-store';
import { LoadError } from '../../../components/ui/load-error';
import { cardClass, dangerOutlineButtonClass, inputClass, primaryButtonClass } from '../../../components/ui/styles';
import { useCan } from '../../../lib/session/permissions';
import { useFactoryStaff, useRemoveFactoryUser, useSetFactoryRole } from '../api/factory-staff';
import { AddFactoryUserDialog } from '../components/add-factory-user-dialog';
import { FACTORY_ROLE_LABELS } from '../lib/factory-role-labels';

function MemberRow({ member }: { member: TFactoryStaffMember }) {
  const { i18n, t } = useLingui();
  const setRole = useSetFactoryRole();
  const remove = useRemoveFactoryUser();
  const { name, phone } = member;

  async function onRemove() {
    const isConfirmed = await confirm({
      title: t`Remove ${name} from the factory staff?`,
      body: t`${name} is signed out at once on every device and can no longer open the factory console. Their past work stays on the cases.`,
      confirmLabel: t`Remove`,
      tone: 'danger',
    });
    if (isConfirmed) remove.mutate({ phone });
  }

  return (
    <tr className="border-t border-slate-200">
      <td className="py-2 pr-3 font-medium text-slate-900">{name}</td>
      <td className="py-2 pr-3 whitespace-nowrap text-slate-700">{phone}</td>
      <td className="py-2 pr-3">
        <select
          aria-label={t`Role of ${name}`}
          className={inputClass}
          value={member.role}
          disabled={setRole.isPending}
          onChange={(event) => {
            if (isFactoryRole(event.target.value)) setRole.mutate({ phone, role: event.target.value });
          }}
        >
          {FACTORY_ROLES.map((role) => (
            <option key={role} value={role}>
              {i18n._(FACTORY_ROLE_LABELS[role].label)}
            </option>
          ))}
        </select>
      </td>
      <td className="py-2 text-right">
        <button
          type="button"
          className={dangerOutlineButtonClass}
          disabled={remove.isPending}
          aria-label={t`Remove ${name}`}
          onClick={() => void onRemove()}
        >
          <Trans>Remove</Trans>
        </button>
      </td>
    </tr>
  );
}

function FactoryCard({ factory }: { factory: TFactoryStaffListing['factories'][number] }) {
  const { t } = useLingui();
  const { name, city, code } = factory;
  return (
    <section className={cardClass} aria-label={t`${name} (${city})`}>
      <h2 className="text-lg font-semibold text-slate-900">
        {name}{' '}
        <span className="text-base font-normal text-slate-600">
          ({city}, {code})
        </span>
      </h2>
      {factory.staff.length === 0 ? (
        <p className="mt-2 text-base text-slate-600">
          <Trans>No staff at this factory yet.</Trans>
        </p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-base">
            <thead>
              <tr className="text-sm text-slate-600">
                <th className="py-2 pr-3 font-medium">
                  <Trans>Name</Trans>
                </th>
                <th className="py-2 pr-3 font-medium">
                  <Trans>Mobile number</Trans>
                </th>
                <th className="py-2 pr-3 font-medium">
                  <Trans>Role</Trans>
                </th>
                <th className="py-2 font-medium">
                  <span className="sr-only">
                    <Trans>Actions</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {factory.staff.map((member) => (
                <MemberRow key={member.phone} member={member} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function StaffManagement() {
  const { i18n } = useLingui();
  const staff = useFactoryStaff();
  const [isAdding, setIsAdding] = useState(false);
  const listing = staff.data;
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">
            <Trans>Factory staff</Trans>
          </h1>
          <p className="mt-1 max-w-2xl text-base text-slate-600">
            {listing?.manufacturer ? `${listing.manufacturer}. ` : null}
            <Trans>
              Each person works at one desk: their role decides which moves of a case they may make. Every change is
              recorded with your name.
            </Trans>
          </p>
        </div>
        <button
          type="button"
          className={primaryButtonClass}
          disabled={!listing || listing.factories.length === 0}
          onClick={() => setIsAdding(true)}
        >
          <Trans>Add a factory user</Trans>
        </button>
      </div>
      {staff.isError && !listing ? (
        <LoadError
          message={<Trans>The factory staff could not be loaded.</Trans>}
          onRetry={() => void staff.refetch()}
        />
      ) : null}
      <dl className="grid gap-2 text-sm text-slate-700 sm:grid-cols-2">
        {FACTORY_ROLES.map((role) => (
          <div key={role}>
            <dt className="inline font-medium">{i18n._(FACTORY_ROLE_LABELS[role].label)}: </dt>
            <dd className="inline">{i18n._(FACTORY_ROLE_LABELS[role].does)}</dd>
          </div>
        ))}
      </dl>
      {listing?.factories.map((factory) => (
        <FactoryCard key={factory.code} factory={factory} />
      ))}
      {isAdding && listing ? (
        <AddFactoryUserDialog factories={listing.factories} onClose={() => setIsAdding(false)} />
      ) : null}
    </>
  );
}

/**
 * /userFactory/staff, the factory staff (issue 18, item 10): factory admins add factory users, change their roles and
 * remove them (the factory:staff button: docs/permissions.md). The server refuses anyone else, so others are told so rather than sent a request.
 */
export function FactoryStaffPage() {
  const mayManage = useCan('factory:staff');
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      {mayManage ? (
        <StaffManagement />
      ) : (
        <>
          <h1 className="text-2xl font-semibold text-slate-900">
            <Trans>Factory staff</Trans>
          </h1>
          <p className="rounded-lg border border-slate-200 bg-white p-4 text-base text-slate-700">
            <Trans>Only factory admins can manage the factory staff.</Trans>
          </p>
        </>
      )}
    </div>
  );
}
