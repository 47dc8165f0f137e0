import { createQueryClient } from './query-client';

/**
 * The app's one query client. Importing this module brings TanStack Query's core (~8 KB gzip), so the public first
 * route never imports it statically: it arrives with the signed-in routes, the widgets that query, or on demand.
 */
export const appQueryClient = createQueryClient();
