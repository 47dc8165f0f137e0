import type { ProductLineCode } from '../../domain/product-lines';
import { lazyPage, type LazyPage } from './lazy-page';

/**
 * The web side of the product-line registry: for each line the portal serves, its create page (opened by
 * `/confirmOrder?type=N` or the line's create route), its order-detail page (`{detailRoute}/{orderId}`) and the
 * side-menu entry its pages highlight. A line without an entry here has neither yet: its create and detail addresses
 * answer the "not available yet" page, never another line's pages (docs/orders.md).
 */
export type LinePages = {
  create: LazyPage;
  detail: LazyPage;
  /** The side-menu entry for the line's pages (spec: the active menu follows the query type). */
  menuPath: string;
};

const alignerWizardPage = lazyPage(
  () => import('../features/cases/pages/case-wizard-page').then((module) => ({ default: module.CaseWizardPage })),
  'workspace',
);
const alignerDetailPage = lazyPage(
  () => import('../features/orders/pages/order-detail-page').then((module) => ({ default: module.OrderDetailPage })),
  'workspace',
);

export const LINE_PAGES: Partial<Record<ProductLineCode, LinePages>> = {
  // Aligner cases are listed in the Case List, so the wizard and the case pages highlight it.
  1: { create: alignerWizardPage, detail: alignerDetailPage, menuPath: '/caseList' },
};

/** The side-menu entry for pages of a line that has no pages yet (its orders are listed under Orders). */
export const UNSERVED_LINE_MENU_PATH = '/stagingBox';

export function linePagesOf(code: number): LinePages | undefined {
  return (LINE_PAGES as Partial<Record<number, LinePages>>)[code];
}
