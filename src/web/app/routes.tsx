import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

type PageModule = { default: ComponentType };
export type LazyPage = { component: LazyExoticComponent<ComponentType>; preload: () => Promise<PageModule> };

/** Every page is its own chunk (code splitting); `preload` starts the download before React asks for it. */
function lazyPage(load: () => Promise<PageModule>): LazyPage {
  return { component: lazy(load), preload: load };
}

export type PageRoute = {
  kind: 'page';
  path: string;
  page: LazyPage;
  /** Reachable without signing in (spec section 2, public routes). */
  isPublic: boolean;
  /** Route meta: the side-menu entry to highlight when it is not the route's own path. */
  activeMenuPath?: string;
  /** The document title (followed by the brand name). */
  title?: MessageDescriptor;
};
export type RedirectRoute = { kind: 'redirect'; path: string; to: string };
export type AppRoute = PageRoute | RedirectRoute;

const loginPage = lazyPage(() =>
  import('../features/public/pages/login-page').then((module) => ({ default: module.LoginPage })),
);
const notFoundPage = lazyPage(() =>
  import('../features/public/pages/not-found-page').then((module) => ({ default: module.NotFoundPage })),
);

/** The one route table: path, page, access and route meta. Order matters only where patterns overlap. */
export const routes: readonly AppRoute[] = [
  { kind: 'redirect', path: '/', to: '/login' },
  { kind: 'page', path: '/login', page: loginPage, isPublic: true, title: msg`Sign in` },
  { kind: 'page', path: '/404', page: notFoundPage, isPublic: true, title: msg`Page not found` },
];

/** Shown for any path the table does not know. */
export const notFoundRoute: PageRoute = {
  kind: 'page',
  path: '*',
  page: notFoundPage,
  isPublic: true,
  title: msg`Page not found`,
};

/** Starts loading the page of a static path right away (used at start, alongside the catalog). */
export function preloadRoute(pathname: string): Promise<unknown> {
  const route = routes.find((candidate) => candidate.path === pathname);
  return route?.kind === 'page' ? route.page.preload() : Promise.resolve();
}
