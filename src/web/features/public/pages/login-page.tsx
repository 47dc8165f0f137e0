import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { BRAND_NAME } from '../../../lib/app-config';
import { telHref, useServiceContacts } from '../../../lib/service-contacts';
import { ProductLineList } from '../components/product-line-list';
import { PublicHeader } from '../../../components/public-header';

/**
 * The first page a visitor sees. Two columns on wide screens: the brand panel, and the sign-in form column. The
 * form comes from the accounts feature, which the route table composes in (features do not import each other).
 * It is first in the document, so on a tablet held upright it sits above the brand panel, for the eye and the Tab key.
 */
export function LoginPage({ formColumn }: { formColumn?: ReactNode }) {
  const contacts = useServiceContacts();
  return (
    <div className="min-h-dvh bg-slate-50">
      <PublicHeader />
      <main className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:px-10 lg:py-12">
        {formColumn ? (
          <div className="lg:sticky lg:top-6 lg:col-start-2 lg:row-start-1 lg:self-start">{formColumn}</div>
        ) : null}
        <section
          aria-labelledby="brand-title"
          className={`flex flex-col gap-8 ${formColumn ? 'lg:col-start-1 lg:row-start-1' : 'lg:col-span-2'}`}
        >
          <div className="max-w-3xl">
            <h1 id="brand-title" className="text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">
              {BRAND_NAME}
            </h1>
            <p className="mt-3 text-lg leading-relaxed text-slate-600">
              <Trans>
                Order custom dental products from your manufacturer and follow every case, even when the connection
                drops.
              </Trans>
            </p>
          </div>

          <div className="flex flex-col gap-4">
            <h2 id="product-lines-title" className="text-lg font-semibold text-slate-900">
              <Trans>Product lines</Trans>
            </h2>
            <ProductLineList labelledBy="product-lines-title" />
          </div>

          <div className="flex flex-col gap-2">
            <h2 className="text-lg font-semibold text-slate-900">
              <Trans>Customer service</Trans>
            </h2>
            <address className="flex flex-wrap gap-x-6 text-base not-italic text-slate-700">
              <span className="inline-flex items-center gap-2">
                <Trans>E-mail</Trans>
                <a
                  href={`mailto:${contacts?.email ?? ''}`}
                  className="inline-flex min-h-11 items-center font-medium text-teal-800 underline-offset-4 hover:underline"
                >
                  {contacts?.email}
                </a>
              </span>
              <span className="inline-flex items-center gap-2">
                <Trans>Phone</Trans>
                <a
                  href={telHref(contacts?.phone ?? '')}
                  className="inline-flex min-h-11 items-center font-medium text-teal-800 underline-offset-4 hover:underline"
                >
                  {contacts?.phone}
                </a>
              </span>
            </address>
          </div>
        </section>
      </main>
    </div>
  );
}
