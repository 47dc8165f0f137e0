import type { TPageRequest } from '../../../../domain/clinics/fields';

/**
 * Query keys of staff management; invalidate by prefix (`lists()` after any change). A list is keyed by the clinic
 * too: the server answers for the session's current clinic, and a cache restored on this device must not show one
 * clinic's staff under another.
 */
export const staffQueries = {
  all: () => ['staff'] as const,
  lists: () => [...staffQueries.all(), 'list'] as const,
  list: (clinicId: number, page: TPageRequest) => [...staffQueries.lists(), clinicId, page] as const,
};
