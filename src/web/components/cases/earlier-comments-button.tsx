import { Trans } from '@lingui/react/macro';
import { MorePagesButton } from '../ui/more-pages-button';

/** Above a conversation that has more: loads the page before the oldest shown. */
export function EarlierCommentsButton({ query }: { query: Parameters<typeof MorePagesButton>[0]['query'] }) {
  return (
    <MorePagesButton
      query={query}
      label={<Trans>Show earlier comments</Trans>}
      loadingLabel={<Trans>Loading earlier comments…</Trans>}
    />
  );
}
