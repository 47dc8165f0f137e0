import { Trans } from '@lingui/react/macro';
import { AUTH_DEFAULTS } from '../../../../domain/constants';
import { SERVICE_EMAIL, SERVICE_PHONE } from '../../../lib/app-config';
import { useSession } from '../../../lib/session/session-store';

/**
 * /shuyaHome: where a doctor not yet authenticated lands (spec section 2). It says what doctor authentication needs
 * and where the account stands. The submission form comes with the doctor-authentication issue.
 */
export function DoctorAuthenticationPage() {
  const { session } = useSession();
  const isAuthenticated = session?.userAuth === AUTH_DEFAULTS.userAuth;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-semibold text-slate-900">
        <Trans>Doctor authentication</Trans>
      </h1>

      <section aria-labelledby="authentication-status" className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="authentication-status" className="text-lg font-semibold text-slate-900">
          <Trans>Your status</Trans>
        </h2>
        <p className={`mt-2 text-base font-medium ${isAuthenticated ? 'text-teal-800' : 'text-amber-900'}`}>
          {isAuthenticated ? (
            <Trans>Authenticated: you can use every part of Cuspid.</Trans>
          ) : (
            <Trans>Not authenticated yet: ordering opens once your authentication is approved.</Trans>
          )}
        </p>
      </section>

      <section aria-labelledby="authentication-needs" className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="authentication-needs" className="text-lg font-semibold text-slate-900">
          <Trans>What to submit</Trans>
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-6 text-base text-slate-700">
          <li>
            <Trans>Your real name</Trans>
          </li>
          <li>
            <Trans>Your professional title</Trans>
          </li>
          <li>
            <Trans>A photo of your ID card (JPG or PNG, up to 5 MB)</Trans>
          </li>
          <li>
            <Trans>A photo of your practising certificate (JPG or PNG, up to 5 MB)</Trans>
          </li>
        </ul>
      </section>

      <p className="rounded-xl border border-slate-300 bg-slate-100 p-5 text-base text-slate-800">
        <Trans>
          Submitting these in Cuspid is not available yet: the form comes in a later version. Until then, customer
          service can help you at {SERVICE_EMAIL} or {SERVICE_PHONE}.
        </Trans>
      </p>
    </div>
  );
}
