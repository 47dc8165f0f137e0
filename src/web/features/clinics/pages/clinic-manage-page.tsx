import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCan } from '../../../lib/session/permissions';
import { useSession } from '../../../lib/session/session-store';
import { ApplicationsSection } from '../components/applications-section';
import { RelatedClinicsSection } from '../components/related-clinics-section';
import { focusRing, linkClass, tabClass, tabListClass } from '../../../components/ui/styles';
import { CLINIC_PATHS } from '../lib/clinic-paths';

type Tab = 'clinics' | 'applications';

function ChoiceCard({ href, title, children }: { href: string; title: ReactNode; children: ReactNode }) {
  return (
    <li>
      <Link
        href={href}
        className={`flex h-full min-h-11 flex-col gap-1 rounded-xl border border-slate-200 bg-white p-5 hover:border-teal-600 hover:bg-teal-50 ${focusRing}`}
      >
        <span className="text-lg font-semibold text-teal-900">{title}</span>
        <span className="text-base text-slate-600">{children}</span>
      </Link>
    </li>
  );
}

type TabButtonProps = { tab: Tab; selectedTab: Tab; onSelect: (tab: Tab) => void; children: ReactNode };

/** One tab of the page's tab list; only the selected one is in the tab order (the arrow keys move between them). */
function TabButton({ tab, selectedTab, onSelect, children }: TabButtonProps) {
  const isSelected = tab === selectedTab;
  return (
    <button
      type="button"
      role="tab"
      id={`clinic-tab-${tab}`}
      aria-selected={isSelected}
      aria-controls="clinic-panel"
      tabIndex={isSelected ? 0 : -1}
      onClick={() => onSelect(tab)}
      className={tabClass(isSelected)}
    >
      {children}
    </button>
  );
}

/**
 * /clinicManage: create a company or a chain, or ask to join a clinic; the user's clinics with their status; and, for
 * the admin of the current clinic, the applications to join it.
 */
export function ClinicManagePage() {
  const { t } = useLingui();
  const { session } = useSession();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const tabsRef = useRef<HTMLDivElement>(null);
  const currentClinic = session?.clinicList.find((clinic) => clinic.clinicId === session.clinicId) ?? null;
  // The applications tab and its approve and refuse buttons: the application:review button (clinic admins).
  const isAdmin = useCan('application:review') && currentClinic !== null;
  const tab: Tab = isAdmin && new URLSearchParams(search).get('tab') === 'applications' ? 'applications' : 'clinics';

  function select(next: Tab) {
    navigate(next === 'applications' ? `${location}?tab=applications` : location, { replace: true });
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next: Tab = tab === 'clinics' ? 'applications' : 'clinics';
    select(next);
    tabsRef.current?.querySelector<HTMLElement>(`#clinic-tab-${next}`)?.focus();
  }

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">
          <Trans>Clinic management</Trans>
        </h1>
        <p className="mt-2 text-base text-slate-600">
          <Trans>
            Create your company, or join the clinic you work for. Ordering needs a clinic certified by the manufacturer.
          </Trans>
        </p>
      </div>

      <section aria-labelledby="clinic-choices">
        <h2 id="clinic-choices" className="text-lg font-semibold text-slate-900">
          <Trans>Create or join a clinic</Trans>
        </h2>
        <ul className="mt-3 grid gap-4 md:grid-cols-3">
          <ChoiceCard href={CLINIC_PATHS.createCompany} title={<Trans>Create a company</Trans>}>
            <Trans>One clinic. You become its admin.</Trans>
          </ChoiceCard>
          <ChoiceCard href={CLINIC_PATHS.createChain} title={<Trans>Create a chain</Trans>}>
            <Trans>A main clinic with branches, each its own clinic.</Trans>
          </ChoiceCard>
          <ChoiceCard href={CLINIC_PATHS.associate} title={<Trans>Associate a clinic</Trans>}>
            <Trans>Ask to join a clinic that already uses Cuspid.</Trans>
          </ChoiceCard>
        </ul>
        {currentClinic ? (
          <p className="mt-3 text-base text-slate-700">
            <Link href={CLINIC_PATHS.myCompany} className={linkClass}>
              <Trans>Clinic certification of {currentClinic.clinicName}</Trans>
            </Link>
          </p>
        ) : null}
      </section>

      <section aria-label={t`Clinics and applications`} className="flex flex-col gap-4">
        {isAdmin ? (
          <div
            ref={tabsRef}
            role="tablist"
            aria-label={t`Clinics and applications`}
            onKeyDown={onTabKeyDown}
            className={tabListClass}
          >
            <TabButton tab="clinics" selectedTab={tab} onSelect={select}>
              <Trans>Your clinics</Trans>
            </TabButton>
            <TabButton tab="applications" selectedTab={tab} onSelect={select}>
              <Trans>Applications to {currentClinic?.clinicName}</Trans>
            </TabButton>
          </div>
        ) : (
          <h2 className="text-lg font-semibold text-slate-900">
            <Trans>Your clinics</Trans>
          </h2>
        )}
        <div
          id="clinic-panel"
          role={isAdmin ? 'tabpanel' : undefined}
          aria-labelledby={isAdmin ? `clinic-tab-${tab}` : undefined}
        >
          {tab === 'applications' && currentClinic ? (
            <ApplicationsSection clinicId={currentClinic.clinicId} />
          ) : (
            <RelatedClinicsSection />
          )}
        </div>
      </section>
    </div>
  );
}
