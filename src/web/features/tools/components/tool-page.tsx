import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { PublicHeader } from '../../../components/public-header';
import { hasLocalSession } from '../../../lib/session/session';
import { linkClass } from '../../../components/ui/styles';

/**
 * The frame of a clinical tool. Signed in, the shell draws the menu and top bar around it; signed out (the tools are
 * public routes) it brings the public top bar with the language switcher and a way to sign in.
 */
export function ToolPage({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children: ReactNode }) {
  const isSignedIn = hasLocalSession();
  const content = (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        {intro ? <p className="mt-2 text-base text-slate-600">{intro}</p> : null}
      </header>
      {children}
    </div>
  );
  if (isSignedIn) return content;
  return (
    <div className="min-h-dvh bg-slate-50">
      <PublicHeader />
      <main className="px-4 py-6 sm:px-6">
        {content}
        <p className="mx-auto mt-6 max-w-5xl">
          <Link href="/login" className={linkClass}>
            <Trans>Sign in to Cuspid</Trans>
          </Link>
        </p>
      </main>
    </div>
  );
}

/** Links between the calculator and its explanation pages. */
export function ToolLinks({ links }: { links: readonly { href: string; label: ReactNode }[] }) {
  return (
    <nav className="flex flex-wrap gap-x-5">
      {links.map((link) => (
        <Link key={link.href} href={link.href} className={linkClass}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
