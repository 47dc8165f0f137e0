import type { I18n } from '@lingui/core';
import type { OutboxLabel } from '../../../lib/offline/outbox';

/** "Create patient: Zhang San": the item's action (a catalog message id, translated now) and what it is about. */
export function itemTitle(i18n: I18n, label: OutboxLabel): string {
  const action = i18n._(label.action);
  return label.subject ? `${action}: ${label.subject}` : action;
}
