import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useIsOnline } from '../../lib/online-status';
import { secondaryButtonClass } from './styles';

type PagedQuery = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

/**
 * Under (or above) a keyset-paged list that has more (lib/paging/keyset-pages.ts): loads the next page. Offline the
 * pages already loaded stay shown and the button says that more needs the network. A 44 px target.
 */
export function MorePagesButton({
  query,
  label,
  loadingLabel,
  className = '',
}: {
  query: PagedQuery;
  label: ReactNode;
  loadingLabel: ReactNode;
  className?: string;
}) {
  const isOnline = useIsOnline();
  if (!query.hasNextPage) return null;
  return (
    <button
      type="button"
      className={`${secondaryButtonClass} justify-self-start ${className}`}
      disabled={query.isFetchingNextPage || !isOnline}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? loadingLabel : isOnline ? label : <Trans>Connect to the internet to load more</Trans>}
    </button>
  );
}
