import { Redirect, useSearch } from 'wouter';
import { msg } from '@lingui/core/macro';
import { findProductLine, type ProductLine } from '../../domain/product-lines';
import { ORDER_LINES, ORDERS_MENU_PATH, WEB_LINES, webLineOf } from '../lines/registry';
import { lazyPage, type LazyPage } from './lazy-page';
import type { PageRoute } from './route-types';

const loadNotAvailable = () => import('../features/orders/pages/line-not-available-page');

/** The line a `/confirmOrder` address names (`type`), or null when it names none. */
function typeOf(search: string): number | null {
  const type = Number(new URLSearchParams(search).get('type'));
  return Number.isSafeInteger(type) && type > 0 ? type : null;
}

const isOrderLine = (line: ProductLine | undefined): line is ProductLine =>
  line !== undefined && ORDER_LINES.some((orderLine) => orderLine.code === line.code);

/**
 * `/confirmOrder?type=N`: line N's wizard from the registry; a line of the spec's list without one yet, the "not
 * available yet" page naming it; a type no order line has (or none), the not-found page. Never another line's wizard.
 */
const confirmOrderPage = lazyPage(
  () =>
    loadNotAvailable().then(({ LineNotAvailablePage }) => ({
      default: function ConfirmOrderRoute() {
        const code = typeOf(useSearch());
        const line = code === null ? undefined : findProductLine(code);
        if (!isOrderLine(line)) return <Redirect to="/404" replace />;
        const Wizard = webLineOf(line.code)?.wizard.component;
        return Wizard ? <Wizard /> : <LineNotAvailablePage code={line.code} />;
      },
    })),
  'workspace',
);

function notAvailablePage(code: number): LazyPage {
  return lazyPage(
    () =>
      loadNotAvailable().then(({ LineNotAvailablePage }) => ({
        default: function LineNotAvailableRoute() {
          return <LineNotAvailablePage code={code} />;
        },
      })),
    'workspace',
  );
}

/** The active menu of `/confirmOrder` follows its query type (spec section 2): the line's entry, else Orders. */
function confirmOrderMenu(search: URLSearchParams): string {
  const code = typeOf(search.toString());
  return (code === null ? undefined : webLineOf(code)?.menuPath) ?? ORDERS_MENU_PATH;
}

/** An order's page: listed under Orders (/stagingBox), where every line's orders are. */
function orderPage(path: string, page: LazyPage): PageRoute {
  return { kind: 'page', path, page, isPublic: false, activeMenuPath: ORDERS_MENU_PATH, title: msg`Order detail` };
}

/**
 * The product lines' routes, derived from the registry (src/web/lines/registry.ts): `/confirmOrder`, each served
 * line's detail page and its own pages (`pages`: fixed dentures' factory cost settings), and for a line not served yet
 * its create and detail addresses (which Orders and the reminders may link to) answering the "not available yet" page
 * instead of the not-found page.
 */
export const lineRoutes: PageRoute[] = [
  {
    kind: 'page',
    path: '/confirmOrder',
    page: confirmOrderPage,
    needsClinic: true,
    isPublic: false,
    activeMenuPath: confirmOrderMenu,
    title: msg`New order`,
  },
  ...ORDER_LINES.flatMap((catalogued): PageRoute[] => {
    const served = webLineOf(catalogued.code);
    if (served) return [orderPage(`${served.line.detailRoute}/:orderId`, served.detail)];
    const page = notAvailablePage(catalogued.code);
    const routes = [orderPage(`${catalogued.detailRoute}/:orderId`, page)];
    if (!catalogued.createRoute.includes('?')) routes.push(orderPage(catalogued.createRoute, page));
    return routes;
  }),
  ...WEB_LINES.flatMap((served) => served.pages ?? []),
];
