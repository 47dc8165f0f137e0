import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { PublicHeader } from '../../../components/public-header';

export function NotFoundPage() {
  return (
    <div className="min-h-dvh bg-slate-50">
      <PublicHeader />
      <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-20 text-center">
        <p aria-hidden="true" className="text-6xl font-semibold text-teal-700">
          404
        </p>
        <h1 className="text-2xl font-semibold text-slate-900">
          <Trans>Page not found</Trans>
        </h1>
        <p className="text-base text-slate-600">
          <Trans>The page you asked for does not exist or has moved.</Trans>
        </p>
        <Link
          href="/"
          className="inline-flex min-h-11 items-center rounded-lg bg-teal-700 px-5 text-base font-medium text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
        >
          <Trans>Go to the start page</Trans>
        </Link>
      </main>
    </div>
  );
}
