import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { ensureCatalog, type CatalogName } from '../lib/i18n';

export type PageModule = { default: ComponentType };
export type LazyPage = {
  component: LazyExoticComponent<ComponentType>;
  preload: () => Promise<PageModule>;
  /** Asks for the page's first reads ahead of its render (a signed-in start, main.tsx). */
  prefetch?: (queryClient: QueryClient) => Promise<void>;
};

/**
 * Every page is its own chunk (code splitting) and arrives with the message catalog it needs beyond `public` (none:
 * `null`); `preload` starts both downloads before React asks for them.
 */
export function lazyPage(load: () => Promise<PageModule>, catalog?: Exclude<CatalogName, 'public'> | null): LazyPage {
  const loadWithCatalog = catalog ? () => Promise.all([load(), ensureCatalog(catalog)]).then(([page]) => page) : load;
  let loaded: PageModule | undefined;
  const preload = () =>
    loadWithCatalog().then((page) => {
      loaded = page;
      return page;
    });
  // React.lazy reads a thenable that settles at once without suspending: a page already loaded renders in the same
  // pass, with no fallback between (and the prerendered /login hydrates whole, main.tsx).
  const settled = (page: PageModule) => ({ then: (resolve: (value: PageModule) => void) => resolve(page) });
  return {
    component: lazy(() => (loaded ? (settled(loaded) as unknown as Promise<PageModule>) : preload())),
    preload,
  };
}
