import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { cardClass, linkClass, primaryButtonClass } from '../../../components/ui/styles';

/** /concatCompany, where a signed-in user searches for the clinic (the clinics feature). */
const ASSOCIATE_PATH = '/concatCompany';

/** Where signing in leads: the access rule sends a signed-in visitor of /login straight to its redirect target. */
export const RELATE_SIGN_IN_HREF = `/login?redirect=${encodeURIComponent(ASSOCIATE_PATH)}`;

/**
 * /relateClinic (public, spec section 2): the entry a clinic shares with its people to associate them. Associating
 * needs an account, so it explains the steps and leads to sign-in (or registration) and then to /concatCompany.
 */
export function RelateClinicPage() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col justify-center gap-6 p-6">
      <h1 className="text-2xl font-semibold text-slate-900">
        <Trans>Associate a clinic</Trans>
      </h1>
      <section className={cardClass}>
        <ol className="list-decimal space-y-2 pl-6 text-base text-slate-700">
          <li>
            <Trans>Sign in, or create an account with your mobile number.</Trans>
          </li>
          <li>
            <Trans>Search for your clinic by its name and send an application with your name.</Trans>
          </li>
          <li>
            <Trans>The clinic’s admin approves it; the clinic then appears in your clinic list.</Trans>
          </li>
        </ol>
      </section>
      <div className="flex flex-wrap items-center gap-4">
        <Link href={RELATE_SIGN_IN_HREF} className={primaryButtonClass}>
          <Trans>Sign in to associate</Trans>
        </Link>
        <Link href="/register" className={linkClass}>
          <Trans>Create an account</Trans>
        </Link>
      </div>
    </main>
  );
}
