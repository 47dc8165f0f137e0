import { lazyPage, type LazyPage } from './lazy-page';
import type { SignedInPageName } from './signed-in-pages';

// One dynamic import for both uses below: each carries its list of chunks to preload, on the first route.
const loadSignedInPages = () => import('./signed-in-pages');

/**
 * A page only a signed-in user opens, with the workspace catalog; or with `null`, for a page the signed-in start shows
 * first (/home), only the shell's messages (domain/shell-messages.ts), which are in before any signed-in page renders
 * (signed-in-routes.tsx). Its loader is in signed-in-pages.tsx, not in the route table: each loader carries the list
 * of chunks its page needs, and kept there those lists stay off the first route (/login).
 */
export function signedInPage(name: SignedInPageName, catalog: 'workspace' | null = 'workspace'): LazyPage {
  return {
    ...lazyPage(() => loadSignedInPages().then(({ signedInPages }) => signedInPages[name]()), catalog),
    prefetch: (queryClient) =>
      loadSignedInPages().then(({ signedInPrefetches }) => signedInPrefetches[name]?.(queryClient)),
  };
}
