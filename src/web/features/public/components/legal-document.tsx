import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { PublicHeader } from '../../../components/public-header';
import { telHref, useServiceContacts } from '../../../lib/service-contacts';

const linkClass =
  'inline-flex min-h-11 items-center font-medium text-teal-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

/** A legal text: the public top bar, a readable column, numbered sections. */
export function LegalDocument({ title, intro, children }: { title: ReactNode; intro: ReactNode; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <PublicHeader />
      <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
        <article className="rounded-xl border border-slate-200 bg-white p-5 text-base leading-relaxed text-slate-700 shadow-sm sm:p-8">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          <p className="mt-3">{intro}</p>
          <ol className="mt-6 flex list-none flex-col gap-6">{children}</ol>
        </article>
        <p className="mt-4 text-center">
          <Link href="/login" className={linkClass}>
            <Trans>Back to sign in</Trans>
          </Link>
        </p>
      </main>
    </div>
  );
}

export function LegalSection({ number, title, children }: { number: number; title: ReactNode; children: ReactNode }) {
  return (
    <li>
      <h2 className="text-lg font-semibold text-slate-900">
        {number}. {title}
      </h2>
      <div className="mt-2 flex flex-col gap-2">{children}</div>
    </li>
  );
}

/** The customer-service contacts, as links. */
export function ServiceContacts() {
  const contacts = useServiceContacts();
  if (!contacts) return null;
  return (
    <span className="inline-flex flex-wrap gap-x-4">
      <a href={`mailto:${contacts.email}`} className={linkClass}>
        {contacts.email}
      </a>
      <a href={telHref(contacts.phone)} className={linkClass}>
        {contacts.phone}
      </a>
    </span>
  );
}
