import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { AddressesPanel } from '../components/addresses-panel';
import { ChangePasswordPanel } from '../components/change-password-panel';
import { CloudLinkingPanel } from '../components/cloud-linking-panel';
import { DesignPreferencesPanel } from '../components/design-preferences-panel';
import { PaymentPasswordPanel } from '../components/payment-password-panel';
import { PersonalInfoPanel } from '../components/personal-info-panel';
import { RelatedClinicsPanel } from '../components/related-clinics-panel';
import { focusRing, tabClass, tabListClass } from '../../../components/ui/styles';
import {
  LOCATION_PARAM,
  locationFromQuery,
  PERSONAL_LOCATIONS,
  type PersonalLocation,
  type PersonalTabKey,
} from '../lib/locations';

const panels: Record<Exclude<PersonalTabKey, 'coupons'>, () => ReactNode> = {
  info: () => <PersonalInfoPanel />,
  clinics: () => <RelatedClinicsPanel />,
  addresses: () => <AddressesPanel />,
  preferences: () => <DesignPreferencesPanel />,
  password: () => <ChangePasswordPanel />,
  payPassword: () => <PaymentPasswordPanel />,
  cloud: () => <CloudLinkingPanel />,
};

const tabId = (key: PersonalTabKey) => `personal-tab-${key}`;
const panelId = (key: PersonalTabKey) => `personal-panel-${key}`;

/**
 * /personalCenter: the user's own settings as tabs. The selected tab is the `currentLocation` query parameter, so a
 * tab can be linked to and the back button returns to the previous one. A tab once opened stays mounted (hidden),
 * so switching away does not lose what was typed. The coupons tab is the coupons feature's panel (`couponsPanel`,
 * given by the app; without it the tab is not shown).
 */
export function PersonalCenterPage({ couponsPanel }: { couponsPanel?: ReactNode } = {}) {
  const { i18n, t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const shown = PERSONAL_LOCATIONS.filter((entry) => entry.key !== 'coupons' || couponsPanel !== undefined);
  const active = locationFromQuery(searchParams.get(LOCATION_PARAM), shown);
  const [visited, setVisited] = useState<ReadonlySet<PersonalTabKey>>(() => new Set([active.key]));
  const tabRefs = useRef(new Map<PersonalTabKey, HTMLButtonElement>());
  if (!visited.has(active.key)) setVisited(new Set([...visited, active.key]));

  function select(entry: PersonalLocation) {
    if (entry.key === active.key) return;
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set(LOCATION_PARAM, String(entry.location));
      return next;
    });
  }

  // Arrow keys, Home and End move between tabs; Enter or Space opens the focused one (manual activation: each
  // opened tab is a history entry).
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const keys = shown.map((entry) => entry.key);
    const current = keys.findIndex((key) => tabRefs.current.get(key) === document.activeElement);
    if (current < 0) return;
    const target = {
      ArrowRight: (current + 1) % keys.length,
      ArrowLeft: (current - 1 + keys.length) % keys.length,
      Home: 0,
      End: keys.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    tabRefs.current.get(keys[target]!)?.focus();
  }

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <h1 className="text-2xl font-semibold text-slate-900">
        <Trans>Personal center</Trans>
      </h1>
      <div role="tablist" aria-label={t`Personal center`} onKeyDown={onKeyDown} className={tabListClass}>
        {shown.map((entry) => {
          const isSelected = entry.key === active.key;
          return (
            <button
              key={entry.key}
              ref={(element) => {
                if (element) tabRefs.current.set(entry.key, element);
                else tabRefs.current.delete(entry.key);
              }}
              type="button"
              role="tab"
              id={tabId(entry.key)}
              aria-selected={isSelected}
              aria-controls={visited.has(entry.key) ? panelId(entry.key) : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(entry)}
              className={tabClass(isSelected)}
            >
              {i18n._(entry.label)}
            </button>
          );
        })}
      </div>
      {shown
        .filter((entry) => visited.has(entry.key))
        .map((entry) => (
          <section
            key={entry.key}
            role="tabpanel"
            id={panelId(entry.key)}
            aria-labelledby={tabId(entry.key)}
            hidden={entry.key !== active.key}
            tabIndex={0}
            className={`rounded-lg ${focusRing}`}
          >
            {entry.key === 'coupons' ? couponsPanel : panels[entry.key]()}
          </section>
        ))}
    </div>
  );
}
