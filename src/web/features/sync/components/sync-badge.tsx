import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { focusRing } from '../../../components/ui/styles';
import { formatSyncBadgeCount, unsyncedTotal, type UnsyncedCounts } from '../lib/sync-rules';
import { CheckIcon, SyncIcon } from './sync-icons';

type SyncBadgeProps = {
  /** Null until the outbox was read: the badge then says it is checking, never that everything was sent. */
  counts: UnsyncedCounts | null;
  /** The panel is open (the button controls it). */
  isExpanded: boolean;
  panelId: string;
  onOpen: () => void;
};

type BadgeState = 'checking' | 'synced' | 'attention' | 'pending';

function badgeState(counts: UnsyncedCounts | null): BadgeState {
  if (counts === null) return 'checking';
  if (counts.attention > 0) return 'attention';
  return unsyncedTotal(counts) === 0 ? 'synced' : 'pending';
}

/**
 * The top bar's sync entry: how many items are still on this device only (waiting, sending, needing attention), in a
 * warning colour when any needs the user; a check mark when everything reached the server; neither while the outbox
 * is still being read. Reads IndexedDB, so it works offline.
 */
export function SyncBadge({ counts, isExpanded, panelId, onOpen }: SyncBadgeProps) {
  const { t } = useLingui();
  const state = badgeState(counts);
  const total = counts ? unsyncedTotal(counts) : 0;
  const needsAttention = state === 'attention';
  const label =
    state === 'checking'
      ? t`Sync: checking the work saved on this device…`
      : state === 'synced'
        ? t`Sync: everything saved on this device has reached the server`
        : [
            plural(total, {
              one: 'Sync: # item saved on this device has not reached the server yet',
              other: 'Sync: # items saved on this device have not reached the server yet',
            }),
            counts && needsAttention
              ? plural(counts.attention, { one: '# needs attention', other: '# need attention' })
              : null,
          ]
            .filter(Boolean)
            .join(', ');

  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={label}
      title={label}
      aria-haspopup="dialog"
      aria-expanded={isExpanded}
      aria-controls={isExpanded ? panelId : undefined}
      data-state={state}
      aria-busy={state === 'checking'}
      className={`relative inline-flex size-11 items-center justify-center rounded-lg hover:bg-slate-100 ${focusRing} ${
        needsAttention ? 'text-amber-700' : 'text-slate-600'
      }`}
    >
      <SyncIcon />
      {state === 'checking' ? null : state === 'synced' ? (
        <span
          aria-hidden="true"
          className="absolute right-0.5 bottom-0.5 inline-flex size-4.5 items-center justify-center rounded-full bg-teal-700 text-white"
        >
          <CheckIcon className="size-3.5" />
        </span>
      ) : (
        <span
          aria-hidden="true"
          className={`absolute top-0.5 right-0 min-w-5 rounded-full px-1.5 text-center text-xs leading-5 font-semibold ${
            needsAttention ? 'bg-amber-500 text-amber-950' : 'bg-slate-700 text-white'
          }`}
        >
          {formatSyncBadgeCount(total)}
        </span>
      )}
    </button>
  );
}
