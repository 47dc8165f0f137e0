import { useLocation } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { useSession } from '../../../lib/session/session-store';
import { cardClass } from '../../../components/ui/styles';
import { ClinicPageHeader } from '../components/clinic-page-header';
import { CompanyForm } from '../components/company-form';
import type { CompanyKind } from '../lib/company-draft';
import { CLINIC_PATHS } from '../lib/clinic-paths';

function CompanyPage({ kind }: { kind: CompanyKind }) {
  const { session } = useSession();
  const [, navigate] = useLocation();
  const isChain = kind === 'chain';
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <ClinicPageHeader title={isChain ? <Trans>Create a chain</Trans> : <Trans>Create a company</Trans>}>
        {isChain ? (
          <Trans>
            A chain is one company with a main clinic and its branches. You become the admin of every clinic of the
            chain.
          </Trans>
        ) : (
          <Trans>A single company is one clinic. You become its admin.</Trans>
        )}{' '}
        <Trans>
          The manufacturer reviews the two licences before the company is certified. Upload clear photos or scans (JPG
          or PNG, up to 10 MB each).
        </Trans>
      </ClinicPageHeader>
      {session ? (
        <section className={cardClass}>
          <CompanyForm
            kind={kind}
            userId={session.userId}
            onCreated={() => navigate(`${CLINIC_PATHS.authStatus}?type=company`)}
          />
        </section>
      ) : null}
    </div>
  );
}

/** /createCompany: a single company (spec section 2). */
export function CreateCompanyPage() {
  return <CompanyPage kind="single" />;
}

/** /createCompanys: a chain, a main clinic plus branches (spec section 2). */
export function CreateChainPage() {
  return <CompanyPage kind="chain" />;
}
