import { lazyPage, type LazyPage } from './lazy-page';
import type { SignedInPageName } from './signed-in-pages';

/**
 * A page only a signed-in user opens, with the workspace catalog. Its loader is in signed-in-pages.tsx, not in the
 * route table: each loader carries the list of chunks its page needs, and kept there those lists stay off the first
 * route (/login).
 */
export function signedInPage(name: SignedInPageName): LazyPage {
  return {
    ...lazyPage(() => import('./signed-in-pages').then(({ signedInPages }) => signedInPages[name]()), 'workspace'),
    prefetch: (queryClient) =>
      import('./signed-in-pages').then(({ signedInPrefetches }) => signedInPrefetches[name]?.(queryClient)),
  };
}
