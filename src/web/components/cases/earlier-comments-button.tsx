import { Trans } from '@lingui/react/macro';
import { secondaryButtonClass } from '../ui/styles';

/** Above a conversation that has more: loads the page before the oldest shown. */
export function EarlierCommentsButton({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  if (!query.hasNextPage) return null;
  return (
    <button
      type="button"
      className={`${secondaryButtonClass} justify-self-start`}
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? <Trans>Loading earlier comments…</Trans> : <Trans>Show earlier comments</Trans>}
    </button>
  );
}
