import { useEffect, useState } from 'react';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { BINDING_REDIRECT_SECONDS } from '../../../../domain/accounts/account-extras';
import { cardClass, linkClass, primaryButtonClass } from '../../../components/ui/styles';
import { CLINIC_PATHS } from '../lib/clinic-paths';

type Submission = 'company' | 'association';

/** What was just submitted, from the query the create and associate pages set; null for a visit with nothing sent. */
export function submissionOf(search: string): Submission | null {
  const type = new URLSearchParams(search).get('type');
  return type === 'association' || type === 'company' ? type : null;
}

/**
 * The binding redirect (spec section 9: 3 s): after an association is sent, the result page goes on to clinic
 * management by itself, counting down; the links stay for whoever is quicker.
 */
function BindingRedirect() {
  const [, navigate] = useLocation();
  const [secondsLeft, setSecondsLeft] = useState(BINDING_REDIRECT_SECONDS);
  useEffect(() => {
    if (secondsLeft <= 0) {
      navigate(CLINIC_PATHS.manage, { replace: true });
      return;
    }
    const timer = window.setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft, navigate]);
  return (
    <p className="mt-2 text-base text-teal-900" aria-live="polite">
      <Trans>Going to clinic management in {secondsLeft} s…</Trans>
    </p>
  );
}

/**
 * /authStatus: the result page after submitting (spec section 2): what was sent and what happens next. Opened with
 * nothing submitted (a bookmark, a typed address) it claims nothing and leads to clinic management, where each
 * clinic and application shows its real status.
 */
export function AuthStatusPage() {
  const submission = submissionOf(useSearch());
  if (submission === null) return <Redirect to={CLINIC_PATHS.manage} replace />;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <div role="status" className="rounded-xl border border-teal-200 bg-teal-50 p-5">
        <h1 className="text-2xl font-semibold text-teal-900">
          {submission === 'association' ? (
            <Trans>Association review submitted</Trans>
          ) : (
            <Trans>Submitted successfully</Trans>
          )}
        </h1>
        <p className="mt-2 text-base text-teal-900">
          {submission === 'company' ? (
            <Trans>Your company was created and its licences were sent to the manufacturer for review.</Trans>
          ) : (
            <Trans>Your application was sent to the clinic’s admin.</Trans>
          )}
        </p>
        {submission === 'association' ? <BindingRedirect /> : null}
      </div>

      <section aria-labelledby="next-steps" className={cardClass}>
        <h2 id="next-steps" className="text-lg font-semibold text-slate-900">
          <Trans>What happens next</Trans>
        </h2>
        {submission === 'company' ? (
          <ul className="mt-3 list-disc space-y-2 pl-6 text-base text-slate-700">
            <li>
              <Trans>You are the admin of the new clinic and can start working in it now.</Trans>
            </li>
            <li>
              <Trans>
                The manufacturer checks the licences. The result, and the reason if they are refused, appear under
                Clinic certification.
              </Trans>
            </li>
            <li>
              <Trans>
                Colleagues join by searching for the clinic’s name and applying; you approve them in clinic management.
              </Trans>
            </li>
          </ul>
        ) : (
          <ul className="mt-3 list-disc space-y-2 pl-6 text-base text-slate-700">
            <li>
              <Trans>The clinic’s admin approves or refuses your application.</Trans>
            </li>
            <li>
              <Trans>
                Once approved, the clinic appears in your list and in the clinic switcher of the top bar. If refused,
                the list shows the reason and you can apply again.
              </Trans>
            </li>
          </ul>
        )}
      </section>

      <div className="flex flex-wrap gap-4">
        {submission === 'company' ? (
          <Link href={CLINIC_PATHS.myCompany} className={primaryButtonClass}>
            <Trans>See the clinic certification</Trans>
          </Link>
        ) : null}
        <Link href={CLINIC_PATHS.manage} className={linkClass}>
          <Trans>Clinic management</Trans>
        </Link>
        <Link href={CLINIC_PATHS.home} className={linkClass}>
          <Trans>Worktable</Trans>
        </Link>
      </div>
    </div>
  );
}
