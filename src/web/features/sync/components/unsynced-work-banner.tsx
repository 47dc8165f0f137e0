import { useEffect, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { secondaryButtonClass } from '../../../components/ui/styles';
import { useOutboxStatus } from '../../../lib/offline/outbox';
import { useOutboxItems } from '../hooks/use-outbox-rows';
import { openSyncPanel } from '../hooks/use-sync-panel';
import { countStaleUnsynced, nextStaleAt, STALE_UNSYNCED_AFTER_MS } from '../lib/sync-rules';
import { WarningIcon } from './sync-icons';
import { useLingui as useLanguageChanges } from '@lingui/react';

type Clock = { now?: () => number };

// setTimeout's delay is a 32-bit number: a far-off edge is looked at again after the longest wait it allows.
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * The current time, re-rendering when it reaches `at` (the next item crossing the one-day line), so the warning
 * appears on time without polling. A timer that fires early (a clock change) simply waits again.
 */
function useClockAt(at: number | null, now: () => number): number {
  const [tick, setTick] = useState(0);
  const current = now();
  useEffect(() => {
    if (at === null || current >= at) return undefined;
    const timer = setTimeout(() => setTick((previous) => previous + 1), Math.min(at - current, LONGEST_TIMER_MS));
    return () => clearTimeout(timer);
    // `tick`: each firing sets a new timer while the clock has not reached `at` yet.
  }, [at, current, tick]);
  return current;
}

/** Counts the stale items; mounted only when the oldest item is over a day old, so most pages never read the rows. */
function StaleWorkWarning({ now }: { now: () => number }) {
  // Re-rendered when the language changes (plural() reads the app's one i18n).
  useLanguageChanges();
  const items = useOutboxItems();
  const edge = items ? nextStaleAt(items, now()) : null;
  const current = useClockAt(edge, now);
  const count = items ? countStaleUnsynced(items, current) : 0;
  if (count === 0) return null;
  return (
    <div role="alert" className="border-b border-amber-300 bg-amber-50 px-3 py-3 sm:px-6">
      <div className="flex flex-wrap items-center gap-3">
        <WarningIcon className="size-6 text-amber-700" />
        <p className="min-w-0 flex-1 text-base text-amber-950">
          {plural(count, {
            one: '# item saved on this device has not reached the server for more than a day — connect to sync it.',
            other:
              '# items saved on this device have not reached the server for more than a day — connect to sync them.',
          })}
        </p>
        <button type="button" onClick={openSyncPanel} className={secondaryButtonClass}>
          <Trans>Open the sync panel</Trans>
        </button>
      </div>
    </div>
  );
}

/**
 * The shell's warning when unsynced work is older than a day (issue 4). It stays until the work reached the server
 * (or was discarded): the device may be lost or wiped, and only the server keeps it safe.
 */
export function UnsyncedWorkBanner({ now = Date.now }: Clock) {
  const { oldestQueuedAt } = useOutboxStatus();
  const current = useClockAt(oldestQueuedAt === null ? null : oldestQueuedAt + STALE_UNSYNCED_AFTER_MS + 1, now);
  if (oldestQueuedAt === null || current - oldestQueuedAt <= STALE_UNSYNCED_AFTER_MS) return null;
  return <StaleWorkWarning now={now} />;
}
