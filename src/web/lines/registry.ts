import type { I18n } from '@lingui/core';
import type { TCaseSummary } from '../../domain/orders/list';
import { orderDetailPath, PRODUCT_LINES } from '../../domain/product-lines';
import { ALIGNER_WEB_LINE } from './aligners/line';
import { DENTURE_WEB_LINE } from './dentures/line';
import type { WebLine } from './web-line';

export type { WebLine } from './web-line';

/** The lines the portal serves, each declared in its folder (src/web/lines/<line>/line.tsx). */
export const WEB_LINES: readonly WebLine[] = [ALIGNER_WEB_LINE, DENTURE_WEB_LINE];

/** The side-menu entry for an order's pages and a line not served yet (every line's orders are listed under Orders). */
export const ORDERS_MENU_PATH = '/stagingBox';

const byCode = new Map<number, WebLine>(WEB_LINES.map((entry) => [entry.line.code, entry]));

export function webLineOf(code: number): WebLine | undefined {
  return byCode.get(code);
}

/** The order lines of the spec's list (the points mall's orders start and are shown in the mall). */
export const ORDER_LINES = PRODUCT_LINES.filter((line) => line.type !== 'mall');

/**
 * Where an order opens (Orders, reminders): its line's detail screen; for a line of the spec's list not served yet,
 * its detail address, which answers the "not available yet" page; null where the portal has no page for it at all
 * (a mall order, a type no line has), so the row is not linked.
 */
export function orderLinkOf(orderType: number, orderId: number | string): string | null {
  const served = webLineOf(orderType)?.line;
  const line = served ?? ORDER_LINES.find((candidate) => candidate.code === orderType);
  return line ? orderDetailPath(line, orderId) : null;
}

/** What an order is, in one cell of a list: its line's words for it (aligners: brand · series), else the line's name. */
export function orderProductText(i18n: I18n, order: TCaseSummary): string {
  const served = webLineOf(order.orderType);
  if (served?.productText) return served.productText(i18n, order);
  const line = served?.line ?? ORDER_LINES.find((candidate) => candidate.code === order.orderType);
  return line ? i18n._(line.name) : '—';
}
