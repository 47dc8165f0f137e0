import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordSignInForm } from './password-sign-in-form';
import { focusRing, linkClass } from '../../../components/ui/styles';
import { ensureCatalog } from '../../../lib/i18n';
import { useIsHydrated } from '../../../lib/use-is-hydrated';

// Only the password form is on the first route: the other tabs load when first opened (the QR tab brings the
// qrcode library).
// Their messages are in the account catalog (lingui.config.ts), which comes with them.
const SmsSignInForm = lazy(() =>
  Promise.all([import('./sms-sign-in-form'), ensureCatalog('account')]).then(([module]) => ({
    default: module.SmsSignInForm,
  })),
);
const QrSignIn = lazy(() =>
  Promise.all([import('./qr-sign-in'), ensureCatalog('account')]).then(([module]) => ({ default: module.QrSignIn })),
);

function TabLoading() {
  return (
    <p className="text-sm text-slate-500">
      <Trans>Loading…</Trans>
    </p>
  );
}

const METHODS = ['password', 'sms', 'qr'] as const;
type Method = (typeof METHODS)[number];

/**
 * The /login form column: three ways to sign in as tabs (an ARIA tablist: arrow keys, Home and End move between
 * tabs), then the links to register and to reset a forgotten password. `?type=2` says the session expired.
 */
export function SignInPanel() {
  const { t } = useLingui();
  const id = useId();
  const search = useSearch();
  const isSessionExpired = new URLSearchParams(search).get('type') === '2';
  const [method, setMethod] = useState<Method>('password');
  const [hasOpenedSms, setHasOpenedSms] = useState(false);
  const [isAgreementAccepted, setIsAgreementAccepted] = useState(false);
  const tabRefs = useRef<Partial<Record<Method, HTMLButtonElement | null>>>({});
  const isHydrated = useIsHydrated();
  const agreement = { isAgreementAccepted, onAgreementChange: setIsAgreementAccepted };

  const labels: Record<Method, string> = { password: t`Password`, sms: t`SMS code`, qr: t`QR code` };
  const tabId = (name: Method) => `${id}-tab-${name}`;
  const panelId = (name: Method) => `${id}-panel-${name}`;

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = METHODS.indexOf(method);
    const next = {
      ArrowRight: METHODS[(index + 1) % METHODS.length],
      ArrowLeft: METHODS[(index + METHODS.length - 1) % METHODS.length],
      Home: METHODS[0],
      End: METHODS[METHODS.length - 1],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    select(next);
    tabRefs.current[next]?.focus();
  }

  function select(next: Method) {
    setMethod(next);
    if (next === 'sms') setHasOpenedSms(true);
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        <Trans>Sign in</Trans>
      </h2>
      {isSessionExpired ? (
        <div className="mt-4">
          <FormAlert size="sm" tone="warning" role="status">
            <Trans>Your session has expired. Please sign in again.</Trans>
          </FormAlert>
        </div>
      ) : null}

      <div
        role="tablist"
        aria-label={t`Sign-in method`}
        className="mt-4 grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1"
      >
        {METHODS.map((name) => {
          const isSelected = name === method;
          return (
            <button
              key={name}
              ref={(element) => {
                tabRefs.current[name] = element;
              }}
              type="button"
              role="tab"
              id={tabId(name)}
              aria-selected={isSelected}
              aria-controls={panelId(name)}
              tabIndex={isSelected ? 0 : -1}
              // In the prerendered page a tap would fall on a button with no handler yet: the other ways wait for it.
              disabled={!isSelected && !isHydrated}
              onClick={() => select(name)}
              onKeyDown={onTabKeyDown}
              className={`min-h-11 rounded-md px-2 text-sm font-medium ${focusRing} ${
                isSelected ? 'bg-white text-teal-800 shadow-sm' : 'text-slate-600 hover:text-slate-900'
              }`}
            >
              {labels[name]}
            </button>
          );
        })}
      </div>

      {/* The password and SMS forms stay mounted once shown, so switching tabs loses nothing typed. */}
      <div
        role="tabpanel"
        id={panelId('password')}
        aria-labelledby={tabId('password')}
        hidden={method !== 'password'}
        className="mt-5"
      >
        <PasswordSignInForm {...agreement} />
      </div>
      <div
        role="tabpanel"
        id={panelId('sms')}
        aria-labelledby={tabId('sms')}
        hidden={method !== 'sms'}
        className="mt-5"
      >
        {hasOpenedSms ? (
          <Suspense fallback={<TabLoading />}>
            <SmsSignInForm {...agreement} />
          </Suspense>
        ) : null}
      </div>
      <div role="tabpanel" id={panelId('qr')} aria-labelledby={tabId('qr')} hidden={method !== 'qr'} className="mt-5">
        {/* Mounted only while selected: leaving the tab stops the QR polling. */}
        {method === 'qr' ? (
          <Suspense fallback={<TabLoading />}>
            <QrSignIn {...agreement} />
          </Suspense>
        ) : null}
      </div>

      <nav
        aria-label={t`Account help`}
        className="mt-5 flex flex-wrap items-center justify-between gap-x-4 border-t border-slate-100 pt-3"
      >
        <Link href="/register" className={linkClass}>
          <Trans>Create an account</Trans>
        </Link>
        <Link href="/forgits" className={linkClass}>
          <Trans>Forgot your password?</Trans>
        </Link>
      </nav>
    </section>
  );
}
