import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { focusRing } from '../../../components/ui/styles';
import { formatSyncBadgeCount, unsyncedTotal, type UnsyncedCounts } from '../lib/sync-rules';
import { CheckIcon, SyncIcon } from './sync-icons';

type SyncBadgeProps = {
  counts: UnsyncedCounts;
  /** The panel is open (the button controls it). */
  isExpanded: boolean;
  panelId: string;
  onOpen: () => void;
};

/**
 * The top bar's sync entry: how many items are still on this device only (waiting, sending, needing attention), in a
 * warning colour when any needs the user; a check mark when everything reached the server. Reads IndexedDB, so it
 * works offline.
 */
export function SyncBadge({ counts, isExpanded, panelId, onOpen }: SyncBadgeProps) {
  const { i18n, t } = useLingui();
  const total = unsyncedTotal(counts);
  const needsAttention = counts.attention > 0;
  const label =
    total === 0
      ? t`Sync: everything saved on this device has reached the server`
      : [
          i18n._(
            plural(total, {
              one: 'Sync: # item saved on this device has not reached the server yet',
              other: 'Sync: # items saved on this device have not reached the server yet',
            }),
          ),
          needsAttention
            ? i18n._(plural(counts.attention, { one: '# needs attention', other: '# need attention' }))
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
      data-state={total === 0 ? 'synced' : needsAttention ? 'attention' : 'pending'}
      className={`relative inline-flex size-11 items-center justify-center rounded-lg hover:bg-slate-100 ${focusRing} ${
        needsAttention ? 'text-amber-700' : 'text-slate-600'
      }`}
    >
      <SyncIcon />
      {total === 0 ? (
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
