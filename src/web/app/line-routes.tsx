import { useSearch } from 'wouter';
import { msg } from '@lingui/core/macro';
import { PRODUCT_LINES } from '../../domain/product-lines';
import { lazyPage, type LazyPage } from './lazy-page';
import { LINE_PAGES, linePagesOf, UNSERVED_LINE_MENU_PATH } from './line-pages';
import type { PageRoute } from './route-types';

const loadNotAvailable = () => import('../features/orders/pages/line-not-available-page');

/** The line a `/confirmOrder` address names (`type`), or null when it names none. */
function typeOf(search: string): number | null {
  const type = Number(new URLSearchParams(search).get('type'));
  return Number.isSafeInteger(type) && type > 0 ? type : null;
}

/** `/confirmOrder?type=N`: line N's create page, or the "not available yet" page; never another line's wizard. */
const confirmOrderPage = lazyPage(
  () =>
    loadNotAvailable().then(({ LineNotAvailablePage }) => ({
      default: function ConfirmOrderRoute() {
        const code = typeOf(useSearch());
        const Create = code === null ? undefined : linePagesOf(code)?.create.component;
        return Create ? <Create /> : <LineNotAvailablePage code={code} />;
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

/** The active menu of `/confirmOrder` follows its query type (spec section 2). */
function confirmOrderMenu(search: URLSearchParams): string {
  const code = typeOf(search.toString());
  return (code === null ? undefined : linePagesOf(code)?.menuPath) ?? UNSERVED_LINE_MENU_PATH;
}

/** An order's page: listed under Orders (/stagingBox), where every line's orders are. */
function orderPage(path: string, page: LazyPage): PageRoute {
  return {
    kind: 'page',
    path,
    page,
    isPublic: false,
    activeMenuPath: UNSERVED_LINE_MENU_PATH,
    title: msg`Order detail`,
  };
}

const ORDER_LINES = PRODUCT_LINES.filter((line) => line.type !== 'mall');

/**
 * The product lines' routes, derived from the registry: `/confirmOrder`, each served line's detail page, and for a
 * line not served yet its create and detail addresses (which the Orders list and reminders may link to) answering
 * the "not available yet" page instead of the not-found page.
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
  ...ORDER_LINES.flatMap((line): PageRoute[] => {
    const pages = LINE_PAGES[line.code];
    if (pages) {
      return [orderPage(`${line.detailRoute}/:orderId`, pages.detail)];
    }
    const page = notAvailablePage(line.code);
    const routes = [orderPage(`${line.detailRoute}/:orderId`, page)];
    if (!line.createRoute.includes('?')) routes.push(orderPage(line.createRoute, page));
    return routes;
  }),
];
