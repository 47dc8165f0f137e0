import { useMemo } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { focusRing } from '../../../components/ui/styles';
import { isLocale } from '../../../../domain/locale';
import { useOutboxStatus, useSyncNow, refsOf, type DoneItem, type OutboxItem } from '../../../lib/offline/outbox';
import { useIsOnline } from '../../../lib/online-status';
import { useNow } from '../../../lib/use-now';
import { useOutboxItems, useSentRecently, useUploadRows } from '../hooks/use-outbox-rows';
import { itemTitle } from '../lib/item-text';
import { formatDateTime, formatRelativeTime } from '../lib/relative-time';
import { findBlockingItem, splitIntoSections, unsyncedTotal } from '../lib/sync-rules';
import { OutboxItemCard } from './outbox-item-card';
import { PanelSection } from './panel-section';
import { StorageSection } from './storage-section';
import { CloseIcon } from './sync-icons';
import { SyncStatusSection } from './sync-status-section';

/** Relative times ("3 minutes ago", "next try in 2 minutes") are refreshed this often while the panel is open. */
const CLOCK_TICK_MS = 15_000;
/** A long queue (a thousand items after a day offline) shows its head; the count says the rest. */
const SHOWN_PER_SECTION = 100;

type SyncPanelProps = { panelId: string; onClose: () => void };

/** For each item id, the items that refer to it (they need attention if it is discarded). */
function dependentsById(items: readonly OutboxItem[]): ReadonlyMap<string, OutboxItem[]> {
  const dependents = new Map<string, OutboxItem[]>();
  for (const item of items) {
    for (const ref of refsOf(item)) dependents.set(ref, [...(dependents.get(ref) ?? []), item]);
  }
  return dependents;
}

function SentItem({ item, now }: { item: DoneItem; now: number }) {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 border-b border-slate-200 py-2 last:border-b-0">
      <span className="min-w-0 text-base break-words text-slate-800">{itemTitle(i18n, item.label)}</span>
      <time
        dateTime={new Date(item.completedAt).toISOString()}
        title={formatDateTime(item.completedAt, locale)}
        className="text-sm text-slate-500"
      >
        {formatRelativeTime(item.completedAt, now, locale)}
      </time>
    </li>
  );
}

/**
 * The sync panel (issue 4): the connection, the last successful sync and "Sync now"; what needs attention (fix, retry,
 * discard), what is being sent (with progress), what waits (with its next try), what was sent recently; and the
 * device's storage. Everything is read from IndexedDB, so it works offline and agrees across tabs.
 */
export function SyncPanel({ panelId, onClose }: SyncPanelProps) {
  const { t } = useLingui();
  const status = useOutboxStatus();
  const syncNow = useSyncNow();
  const isOnline = useIsOnline();
  const now = useNow(CLOCK_TICK_MS);
  const items = useOutboxItems();
  const sent = useSentRecently();

  const sections = useMemo(() => splitIntoSections(items ?? []), [items]);
  const dependents = useMemo(() => dependentsById(items ?? []), [items]);
  const uploadIds = useMemo(
    () => (items ?? []).flatMap((item) => (item.kind === 'upload' ? [item.uploadId] : [])),
    [items],
  );
  const uploads = useUploadRows(uploadIds);
  const waitingUploadBytes = sections.waiting.reduce((sum, item) => {
    const row = item.kind === 'upload' ? uploads.get(item.uploadId) : undefined;
    return sum + (row ? row.size - row.confirmedBytes : 0);
  }, 0);
  const unsyncedCount = status.isKnown ? unsyncedTotal(status) : null;
  // Until the outbox and the sent items were read, the panel says nothing about them (an empty list is not yet known).
  const isReading = unsyncedCount === null || items === undefined || sent === undefined;

  const renderItems = (list: readonly OutboxItem[]) => {
    const hidden = list.length - SHOWN_PER_SECTION;
    return (
      <>
        <ul className="flex flex-col gap-3">
          {list.slice(0, SHOWN_PER_SECTION).map((item) => (
            <OutboxItemCard
              key={item.id}
              item={item}
              now={now}
              connection={status.state}
              blockedBy={item.state === 'waiting' ? findBlockingItem(item, items ?? []) : undefined}
              dependents={dependents.get(item.id) ?? []}
              upload={item.kind === 'upload' ? uploads.get(item.uploadId) : undefined}
              onLeave={onClose}
            />
          ))}
        </ul>
        {hidden > 0 ? (
          <p className="text-base text-slate-600">
            {plural(hidden, {
              one: '# more item is not shown here; it follows in its turn.',
              other: '# more items are not shown here; they follow in their turn.',
            })}
          </p>
        ) : null}
      </>
    );
  };

  return (
    <Dialog open onClose={onClose} className="relative z-40">
      <div aria-hidden="true" className="fixed inset-0 bg-slate-900/40" />
      <div className="fixed inset-y-0 right-0 flex w-full max-w-xl">
        <DialogPanel id={panelId} className="flex h-full w-full flex-col bg-slate-50 shadow-xl">
          <header className="flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-5 py-3">
            <DialogTitle className="text-lg font-semibold text-slate-900">
              <Trans>Sync</Trans>
            </DialogTitle>
            <button
              type="button"
              onClick={onClose}
              aria-label={t`Close the sync panel`}
              className={`inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 ${focusRing}`}
            >
              <CloseIcon />
            </button>
          </header>

          <div aria-busy={isReading} className="flex flex-1 flex-col gap-6 overflow-y-auto px-5 py-5">
            <SyncStatusSection
              connection={status.state}
              isOnline={isOnline}
              unsyncedCount={unsyncedCount}
              lastSyncAt={status.lastSyncAt}
              now={now}
              onSyncNow={() => void syncNow()}
            />

            {items === undefined ? (
              <p className="text-base text-slate-600">
                <Trans>Reading the work saved on this device…</Trans>
              </p>
            ) : items.length === 0 ? (
              <p className="text-base text-slate-700">
                <Trans>Nothing is waiting: everything saved on this device has reached the server.</Trans>
              </p>
            ) : (
              <>
                {sections.attention.length > 0 ? (
                  <PanelSection title={t`Needs attention`} count={sections.attention.length} tone="attention">
                    <p className="text-base text-slate-700">
                      {plural(sections.attention.length, {
                        one: 'The server refused this change. Fix it, try it again, or discard it: it stays here until you decide.',
                        other:
                          'The server refused these changes. Fix them, try them again, or discard them: they stay here until you decide.',
                      })}
                    </p>
                    {renderItems(sections.attention)}
                  </PanelSection>
                ) : null}
                {sections.sending.length > 0 ? (
                  <PanelSection title={t`Sending`} count={sections.sending.length}>
                    {renderItems(sections.sending)}
                  </PanelSection>
                ) : null}
                {sections.waiting.length > 0 ? (
                  <PanelSection title={t`Waiting`} count={sections.waiting.length}>
                    {renderItems(sections.waiting)}
                  </PanelSection>
                ) : null}
              </>
            )}

            <PanelSection title={t`Sent recently`}>
              {sent === undefined ? (
                <p className="text-base text-slate-600">
                  <Trans>Reading the work saved on this device…</Trans>
                </p>
              ) : sent.length === 0 ? (
                <p className="text-base text-slate-600">
                  <Trans>Nothing has been sent from this device yet.</Trans>
                </p>
              ) : (
                <ul className="rounded-lg border border-slate-200 bg-white px-4">
                  {sent.map((item) => (
                    <SentItem key={item.id} item={item} now={now} />
                  ))}
                </ul>
              )}
            </PanelSection>

            <StorageSection waitingUploadBytes={waitingUploadBytes} refreshKey={items?.length} />
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
