import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { AuthPageLayout } from '../components/auth-page-layout';
import { primaryButtonClass } from '../../../components/ui/styles';

/** /complete, step 3 of 3: the result, and the way back to sign in. */
export function ResetCompletePage() {
  return (
    <AuthPageLayout title={<Trans>Password changed</Trans>}>
      <div role="status" className="flex flex-col gap-5">
        <p className="text-base text-slate-700">
          <Trans>Your password has been changed. Sign in with the new password.</Trans>
        </p>
        <Link href="/login" className={primaryButtonClass}>
          <Trans>Sign in</Trans>
        </Link>
      </div>
    </AuthPageLayout>
  );
}
