import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormAlert } from '../ui/form-alert';
import { formatAge, formatAsOf } from './time-ago';

const TICK_MS = 30_000;

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** What the notice reads of the list's query (TanStack Query's result). */
export type ListQueryState = { data: unknown; dataUpdatedAt: number; isPlaceholderData: boolean; isError: boolean };

/** When the rows on screen were fetched: while the previous page stands in for the next, at that page's time. */
function useShownFetchedAt({ dataUpdatedAt, isPlaceholderData }: ListQueryState): number {
  const [shown, setShown] = useState(0);
  const fetchedAt = isPlaceholderData ? shown : dataUpdatedAt;
  if (!isPlaceholderData && fetchedAt !== shown) setShown(fetchedAt);
  return fetchedAt;
}

type ListFreshnessNoticeProps = { isOnline: boolean; query: ListQueryState };

/**
 * How old a list is when it cannot be fresh: offline (from what was last synced to this device) or after a failed
 * refetch. Says nothing while the list is live.
 */
export function ListFreshnessNotice({ isOnline, query }: ListFreshnessNoticeProps) {
  const { i18n } = useLingui();
  const now = useNow(TICK_MS);
  const shownFetchedAt = useShownFetchedAt(query);
  const fetchedAt = query.data === undefined ? 0 : shownFetchedAt;
  const hasFailed = query.isError;
  if (isOnline && !hasFailed) return null;
  if (fetchedAt === 0) {
    return isOnline ? null : (
      <FormAlert tone="warning">
        <Trans>
          Offline — this list has not been loaded on this device yet. It appears when the connection returns.
        </Trans>
      </FormAlert>
    );
  }
  const asOf = formatAsOf(fetchedAt, now, i18n.locale);
  const age = formatAge(fetchedAt, now, i18n.locale);
  return (
    <FormAlert tone="warning">
      <p>
        {isOnline ? (
          <Trans>The server could not be reached — showing the list as of {asOf}.</Trans>
        ) : (
          <Trans>Offline — showing the list as of {asOf}.</Trans>
        )}
      </p>
      <p className="text-sm">
        <Trans>Updated {age}</Trans>
      </p>
    </FormAlert>
  );
}
