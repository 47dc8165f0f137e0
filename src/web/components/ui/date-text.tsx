import { useLingui } from '@lingui/react/macro';
import { formatDate, formatDateTime } from '../../lib/dates/format-day';

type DateTextProps = {
  /** Epoch ms, an ISO moment or a `YYYY-MM-DD` day; nothing shows "—". */
  at: number | string | null | undefined;
  withTime?: boolean;
  title?: string;
};

function machineOf(at: number | string): string | undefined {
  if (typeof at === 'string') return at;
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** A date (or date and time) in the interface's one format, inside `<time>` so machines read it exactly. */
export function DateText({ at, withTime = false, title }: DateTextProps) {
  const { i18n } = useLingui();
  if (at === null || at === undefined || at === '') return <>—</>;
  return (
    <time dateTime={machineOf(at)} title={title}>
      {withTime ? formatDateTime(at, i18n.locale) : formatDate(at, i18n.locale)}
    </time>
  );
}
