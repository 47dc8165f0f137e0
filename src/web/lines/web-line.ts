import type { I18n } from '@lingui/core';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { TLineOrder } from '../../domain/orders/line-orders';
import type { TCaseSummary } from '../../domain/orders/list';
import type { ProductLine } from '../../domain/product-lines';
import type { LazyPage } from '../app/lazy-page';
import type { PageRoute } from '../app/route-types';

/** What the factory console's order page gives a line's factory view: the core's view of the order. */
export type FactoryOrderProps = { order: TLineOrder };

/**
 * The web side of the product-line registry (docs/orders.md): for each line the portal serves, its declaration (the
 * core's: code, type key, colour, intro, icon, detail and create routes), its wizard (the create screen
 * `/confirmOrder?type=N` opens, lazily loaded), its order-detail screen (the detail shell with the line's sections
 * composed into it) and the side-menu entry its create screen highlights. The routes, the menu's active entry, the
 * worktable's tiles and the links of Orders are derived from it. A line without an entry here has no screens yet:
 * its addresses answer the "not available yet" page, never another line's screens.
 */
export type WebLine = {
  /**
   * The line's entry of the spec's order type list (what the core's `LineDefinition` spreads): the routes, the menu
   * and Orders read only this, so the first route loads no status table and no wizard schema.
   */
  line: ProductLine;
  wizard: LazyPage;
  detail: LazyPage;
  /** The side-menu entry `/confirmOrder?type=N` highlights (spec: the active menu follows the query type). */
  menuPath: string;
  /**
   * The factory console's view of one of the line's orders (`/userFactory/case/:orderId`, lazily loaded): the line's
   * detail sections and the factory's moves of its status table with their forms. Without it the console says it
   * cannot show the line's orders yet.
   */
  factoryDetail?: LazyExoticComponent<ComponentType<FactoryOrderProps>>;
  /**
   * The line's own pages beyond its wizard and order detail (fixed dentures: the factory's cost settings), each a
   * route of the app's table with its title and side-menu entry, lazily loaded with its catalog: the route table takes
   * them from the registry (src/web/app/line-routes.tsx).
   */
  pages?: readonly PageRoute[];
  /**
   * What one of the line's orders is, in one cell of a list (the case list, the factory queues; aligners: brand ·
   * series). Without it the cell shows the line's name.
   */
  productText?: (i18n: I18n, order: TCaseSummary) => string;
};
