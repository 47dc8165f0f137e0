import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { canOrderWith, OrgAuthStatus, orgAuthStatusLabel } from '../../../../domain/clinics/auth-statuses';
import type { TOrgAuthInfo } from '../../../../domain/clinics/company';
import { useServiceContacts } from '../../../lib/service-contacts';
import { useSession } from '../../../lib/session/session-store';
import { useOrgAuthInfo } from '../api/get-org-auth-info';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadError } from '../../../components/ui/load-error';
import { StatusBadge, type StatusTone } from '../../../components/ui/status-badge';
import { cardClass, linkClass, primaryButtonClass } from '../../../components/ui/styles';
import { LicenceValidityNote } from '../../../components/ui/licence-validity-note';
import { StoredFilePreview } from '../../../components/upload/stored-file-preview';
import { CLINIC_PATHS } from '../lib/clinic-paths';

const tones: Record<number, StatusTone> = {
  [OrgAuthStatus.none]: 'neutral',
  [OrgAuthStatus.pending]: 'pending',
  [OrgAuthStatus.approved]: 'success',
  [OrgAuthStatus.rejected]: 'danger',
};

function Certification({ auth }: { auth: TOrgAuthInfo }) {
  const contacts = useServiceContacts();
  const email = contacts?.email ?? '…';
  const phone = contacts?.phone ?? '…';
  const { i18n, t } = useLingui();
  const label = orgAuthStatusLabel(auth.authStatus);
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="company-status" className={cardClass}>
        <h2 id="company-status" className="text-lg font-semibold text-slate-900">
          {auth.companyName}
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-base sm:grid-cols-[auto_1fr]">
          <dt className="text-slate-600">
            <Trans>Kind</Trans>
          </dt>
          <dd className="text-slate-900">
            {auth.isChain ? (
              auth.isMain ? (
                <Trans>Chain, main clinic</Trans>
              ) : (
                <Trans>Chain, branch</Trans>
              )
            ) : (
              <Trans>Single company</Trans>
            )}
          </dd>
          <dt className="text-slate-600">
            <Trans>Certification</Trans>
          </dt>
          <dd>
            <StatusBadge tone={tones[auth.authStatus] ?? 'neutral'}>
              {label ? i18n._(label) : String(auth.authStatus)}
            </StatusBadge>
          </dd>
          <dt className="text-slate-600">
            <Trans>Ordering</Trans>
          </dt>
          <dd className="text-slate-900" data-testid="company-ordering">
            {canOrderWith(auth.orgAuth) ? (
              <Trans>Cases can be submitted.</Trans>
            ) : (
              <Trans>Cases cannot be submitted until the certification is sent and not refused.</Trans>
            )}
          </dd>
        </dl>
        <div className="mt-4">
          {auth.authStatus === OrgAuthStatus.pending ? (
            <FormAlert tone="info">
              <Trans>The manufacturer is reviewing the licences. You can keep working meanwhile.</Trans>
            </FormAlert>
          ) : auth.authStatus === OrgAuthStatus.approved ? (
            <FormAlert tone="success">
              <Trans>The company is certified.</Trans>
            </FormAlert>
          ) : auth.authStatus === OrgAuthStatus.rejected ? (
            <FormAlert tone="warning">
              <p className="font-medium">
                <Trans>The manufacturer refused the certification.</Trans>
              </p>
              {auth.rejectReason ? (
                <p className="mt-1">
                  <Trans>Reason: {auth.rejectReason}</Trans>
                </p>
              ) : null}
              <p className="mt-1">
                <Trans>
                  To send corrected licences, contact customer service at {email} or {phone}.
                </Trans>
              </p>
            </FormAlert>
          ) : (
            <FormAlert tone="info">
              <Trans>No company authentication has been submitted for this clinic.</Trans>
            </FormAlert>
          )}
        </div>
      </section>

      <section aria-labelledby="company-licences" className={cardClass}>
        <h2 id="company-licences" className="text-lg font-semibold text-slate-900">
          <Trans>Licences</Trans>
        </h2>
        <div className="mt-4 grid gap-6 sm:grid-cols-2">
          {[
            {
              label: t`Medical institution practising licence`,
              file: auth.permitLicense,
              validity: auth.permitValidity,
            },
            { label: t`Business licence`, file: auth.businessLicense, validity: auth.businessValidity },
          ].map(({ label, file, validity }) => (
            <div key={label} className="flex flex-col gap-2">
              <StoredFilePreview
                label={label}
                file={file}
                imageClassName="max-w-xs"
                loadFailedMessage={<Trans>The preview could not be loaded. Reload the page for a fresh link.</Trans>}
              />
              <LicenceValidityNote validity={validity} />
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}

/** /myCompany, clinic certification: the current clinic's company authentication, licences and any reason. */
export function MyCompanyPage() {
  const { t } = useLingui();
  const { session } = useSession();
  const clinicId = session?.clinicId ?? null;
  const auth = useOrgAuthInfo(clinicId);

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">
          <Trans>Clinic certification</Trans>
        </h1>
        <Link href={CLINIC_PATHS.manage} className={linkClass}>
          <Trans>Clinic management</Trans>
        </Link>
      </div>
      {clinicId === null ? (
        <section className={cardClass}>
          <p className="text-base text-slate-700">
            <Trans>Your account has no clinic yet. Create a company or ask to join a clinic first.</Trans>
          </p>
          <Link href={CLINIC_PATHS.manage} className={`${primaryButtonClass} mt-4`}>
            <Trans>Create or associate a clinic</Trans>
          </Link>
        </section>
      ) : auth.isError ? (
        <LoadError
          message={auth.error.message || t`The certification could not be loaded.`}
          onRetry={() => void auth.refetch()}
          error={auth.error}
        />
      ) : auth.data ? (
        <Certification auth={auth.data} />
      ) : (
        <p role="status" className="text-base text-slate-600">
          <Trans>Loading…</Trans>
        </p>
      )}
    </div>
  );
}
