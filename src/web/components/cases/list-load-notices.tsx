import type { ReactNode } from 'react';
import { LoadError } from '../ui/load-error';
import { failureOf } from '../../lib/forms/request-failure';
import { ListFreshnessNotice, type ListQueryState } from './list-freshness-notice';

type ListLoadNoticesProps = {
  isOnline: boolean;
  query: ListQueryState & { error: unknown; refetch: () => unknown };
  /** Said when the list could not be loaded and the server gave no message. */
  loadErrorMessage: ReactNode;
};

/** Above a list: how old the rows on screen are, or (online, with nothing to show) why it could not be loaded. */
export function ListLoadNotices({ isOnline, query, loadErrorMessage }: ListLoadNoticesProps) {
  const failure = failureOf(query.error);
  return (
    <>
      <ListFreshnessNotice isOnline={isOnline} query={query} />
      {query.isError && !query.data && isOnline ? (
        <LoadError
          message={failure?.msg || loadErrorMessage}
          onRetry={() => void query.refetch()}
          error={query.error}
        />
      ) : null}
    </>
  );
}
