import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { linkClass } from '../../../components/ui/styles';
import { CLINIC_PATHS } from '../lib/clinic-paths';

/** The top of a page reached from clinic management: the way back, the page's title and what it is for. */
export function ClinicPageHeader({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div>
      <Link href={CLINIC_PATHS.manage} className={linkClass}>
        <Trans>Back to clinic management</Trans>
      </Link>
      <h1 className="mt-2 text-2xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-2 text-base text-slate-600">{children}</p>
    </div>
  );
}
