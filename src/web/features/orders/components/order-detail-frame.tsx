import { useEffect, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TCaseEvent } from '../../../../domain/orders/events';
import type { EventFactsOf } from '../../../components/cases/case-timeline';
import { CaseTimelineSection } from '../../../components/cases/case-timeline-section';
import { formatAge, formatAsOf } from '../../../components/cases/time-ago';
import { FormAlert } from '../../../components/ui/form-alert';
import { useIsOnline } from '../../../lib/online-status';
import { TalkPanel } from './talk-panel';

const TICK_MS = 30_000;

/** The time, again every half minute (for "updated 3 minutes ago"). */
function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Offline, or the last read failed: the order on screen is the copy kept on this device, this old. */
function StaleNotice({ isOnline, updatedAt }: { isOnline: boolean; updatedAt: number }) {
  const { i18n } = useLingui();
  const now = useNow();
  const asOf = formatAsOf(updatedAt, now, i18n.locale);
  const age = formatAge(updatedAt, now, i18n.locale);
  return (
    <FormAlert tone="warning">
      <p>
        {isOnline ? (
          <Trans>The server could not be reached — showing this order as of {asOf}.</Trans>
        ) : (
          <Trans>
            Offline — showing this order as of {asOf}. Changes you make are kept on this device and sent when the
            connection returns.
          </Trans>
        )}
      </p>
      <p className="text-sm">
        <Trans>Updated {age}</Trans>
      </p>
    </FormAlert>
  );
}

type OrderDetailFrameProps = {
  orderId: number;
  clinicId?: number;
  /** The order's timeline, newest first as the server gives it. */
  events: readonly TCaseEvent[];
  /** The order's line: the timeline's wording of the statuses. */
  productLine: number;
  /** The line's own facts of its events (aligners: plan steps, the batch produced, the completion form). */
  eventFacts?: EventFactsOf;
  /** When the order on screen was read (react-query's dataUpdatedAt), and whether the last read again failed. */
  read: { updatedAt: number; isRefetchError: boolean };
  /** The line's header: who and what the order is, its status, and the moves the caller may make now. */
  header: ReactNode;
  /** The line's sections, drawn in the main column. */
  children: ReactNode;
  testId?: string;
};

/**
 * The frame every line's order detail is drawn in (aligners: src/web/features/orders/pages/order-detail-page.tsx;
 * fixed dentures: src/web/lines/dentures/denture-order-page.tsx): a notice when the order on screen is the device's
 * copy (offline, or the server could not be reached: as of when), the line's header, then the line's sections beside
 * the conversation with the factory and the timeline on a laptop. On a tablet one column, with the comment box before
 * the timeline.
 */
export function OrderDetailFrame({
  orderId,
  clinicId,
  events,
  productLine,
  eventFacts,
  read,
  header,
  children,
  testId,
}: OrderDetailFrameProps) {
  const isOnline = useIsOnline();
  const isStale = !isOnline || read.isRefetchError;
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-5" data-testid={testId}>
      {isStale ? <StaleNotice isOnline={isOnline} updatedAt={read.updatedAt} /> : null}
      {header}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start">
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5">{children}</div>
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5">
          <TalkPanel orderId={orderId} clinicId={clinicId} />
          <CaseTimelineSection events={events} productLine={productLine} lineFacts={eventFacts} />
        </div>
      </div>
    </div>
  );
}
