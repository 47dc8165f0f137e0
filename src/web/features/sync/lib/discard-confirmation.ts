import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { ConfirmOptions } from '../../../components/ui/confirm/confirm-store';
import { formatBytes } from '../../../lib/offline/storage-persistence';
import type { OutboxItem, UploadRow } from '../../../lib/offline/outbox';
import { itemTitle } from './item-text';

/** At most this many dependent items are named in the question; the rest are counted. */
const NAMED_DEPENDENTS = 3;

type DiscardFacts = {
  item: OutboxItem;
  /** The upload row of an upload item: the file that would be deleted. */
  upload?: UploadRow;
  /** Items that refer to this one (they would need attention afterwards: outbox.discard). */
  dependents: readonly OutboxItem[];
};

/**
 * The question before an item is discarded, saying exactly what is lost: this change (or this file, with its size)
 * never reaches the server, and which later changes depend on it and will then need attention.
 */
export function discardConfirmation(i18n: I18n, { item, upload, dependents }: DiscardFacts): ConfirmOptions {
  const title = itemTitle(i18n, item.label);
  const fileName = upload?.fileName ?? '';
  const size = formatBytes(upload?.size ?? 0, i18n.locale);
  const lost =
    item.kind === 'upload' && upload
      ? i18n._(msg`The file "${fileName}" (${size}) will be deleted from this device and never uploaded.`)
      : i18n._(msg`This change will be deleted from this device and never reach the server.`);
  const named = dependents
    .slice(0, NAMED_DEPENDENTS)
    .map((dependent) => `"${itemTitle(i18n, dependent.label)}"`)
    .join(', ');
  const others = dependents.length - NAMED_DEPENDENTS;
  const dependentText = dependents.length
    ? [
        plural(dependents.length, {
          one: '# later change depends on it and will then need your attention:',
          other: '# later changes depend on it and will then need your attention:',
        }),
        others > 0 ? `${named} ${plural(others, { one: 'and # more.', other: 'and # more.' })}` : `${named}.`,
      ].join(' ')
    : null;
  const body = [lost, dependentText, i18n._(msg`This cannot be undone.`)].filter(Boolean).join(' ');
  return {
    title: i18n._(msg`Discard "${title}"?`),
    body,
    confirmLabel: item.kind === 'upload' ? msg`Delete the file` : msg`Discard the change`,
    cancelLabel: msg`Keep it`,
    tone: 'danger',
  };
}
