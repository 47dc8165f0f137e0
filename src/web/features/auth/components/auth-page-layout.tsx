import type { ReactNode } from 'react';
import { PublicHeader } from '../../../components/public-header';

type AuthPageLayoutProps = { title: ReactNode; children: ReactNode; footer?: ReactNode };

/** The accounts pages outside the shell: the public top bar and one centred card with the page's title. */
export function AuthPageLayout({ title, children, footer }: AuthPageLayoutProps) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <PublicHeader />
      <main className="mx-auto w-full max-w-lg px-4 py-8 sm:px-6 sm:py-12">
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
          <div className="mt-5">{children}</div>
        </div>
        {footer ? <div className="mt-4 flex flex-wrap justify-center gap-x-6 text-base">{footer}</div> : null}
      </main>
    </div>
  );
}
