import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useLingui } from '@lingui/react/macro';
import { isLocale, DEFAULT_LOCALE, type Locale } from '../../../../domain/locale';
import { findDrugs } from '../api/find-drugs';
import { getDrug } from '../api/get-drug';
import { referenceDatabase, type CachedDrug } from '../lib/reference-database';
import { syncDrugReference, type SyncOutcome } from '../lib/sync-drug-reference';

export type SyncState = 'syncing' | SyncOutcome;

// One copy at a time per language, however many pages ask (the list and a detail page opened from it).
const inFlight = new Map<Locale, Promise<SyncOutcome>>();

function syncOnce(locale: Locale): Promise<SyncOutcome> {
  let running = inFlight.get(locale);
  if (!running) {
    running = syncDrugReference(referenceDatabase(), locale, { findDrugs, getDrug }, Date.now())
      .catch((): SyncOutcome => 'unreachable')
      .finally(() => inFlight.delete(locale));
    inFlight.set(locale, running);
  }
  return running;
}

/**
 * The drug reference as this device holds it, in the interface language, refreshed from the server whenever the page
 * opens or the connection comes back. `drugs` is undefined until the device copy has been read.
 */
export function useDrugReference(): {
  drugs: CachedDrug[] | undefined;
  syncedAt: number | null | undefined;
  state: SyncState;
} {
  const { i18n } = useLingui();
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const [state, setState] = useState<SyncState>('syncing');

  useEffect(() => {
    let isCurrent = true;
    const refresh = () => {
      setState('syncing');
      void syncOnce(locale).then((outcome) => {
        if (isCurrent) setState(outcome);
      });
    };
    refresh();
    window.addEventListener('online', refresh);
    return () => {
      isCurrent = false;
      window.removeEventListener('online', refresh);
    };
  }, [locale]);

  const drugs = useLiveQuery(() => referenceDatabase().drugs.where('locale').equals(locale).sortBy('id'), [locale]);
  const sync = useLiveQuery(async () => (await referenceDatabase().drugSyncs.get(locale)) ?? null, [locale]);
  return { drugs, syncedAt: sync === undefined ? undefined : (sync?.syncedAt ?? null), state };
}
