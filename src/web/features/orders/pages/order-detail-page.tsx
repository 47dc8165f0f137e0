import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TCaseDetail } from '../../../../domain/lines/aligners/detail';
import { clientMessages } from '../../../../domain/response-codes';
import { CaseTimelineSection } from '../../../components/cases/case-timeline-section';
import { formatAge, formatAsOf } from '../../../components/cases/time-ago';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadError } from '../../../components/ui/load-error';
import { linkClass } from '../../../components/ui/styles';
import { caseDetailQuery, caseScopeOf } from '../../../lib/cases/case-queries';
import { failureOf } from '../../../lib/forms/request-failure';
import { useIsOnline } from '../../../lib/online-status';
import { useSession } from '../../../lib/session/session-store';
import { useReadRemindersOnOpen } from '../api/detail-reminders';
import { DetailHeader, type DetailActionsComponent } from '../components/detail-header';
import { TalkPanel } from '../components/talk-panel';
import type { DetailSection } from '../detail-section';

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

/** Offline, or the last refetch failed: the case on screen is the copy kept on this device, this old. */
function StaleNotice({ isOnline, updatedAt }: { isOnline: boolean; updatedAt: number }) {
  const { i18n } = useLingui();
  const now = useNow();
  const asOf = formatAsOf(updatedAt, now, i18n.locale);
  const age = formatAge(updatedAt, now, i18n.locale);
  return (
    <FormAlert tone="warning">
      <p>
        {isOnline ? (
          <Trans>The server could not be reached — showing this case as of {asOf}.</Trans>
        ) : (
          <Trans>Offline — showing this case as of {asOf}. Changes you make are kept on this device and sent when the connection returns.</Trans>
        )}
      </p>
      <p className="text-sm">
        <Trans>Updated {age}</Trans>
      </p>
    </FormAlert>
  );
}

type DetailContentProps = { detail: TCaseDetail; clinicId?: number; sections: readonly DetailSection[] };

/**
 * The line's sections (aligners: plan, shipping, photos and case data) beside the conversation and the timeline on a
 * laptop. On a tablet one column, with the long prescription sheet and timeline folded so the comment box is reached
 * without scrolling through thousands of pixels.
 */
function DetailContent({ detail, clinicId, sections }: DetailContentProps) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start">
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5">
        {sections.map(({ id, Section }) => (
          <Section key={id} detail={detail} />
        ))}
      </div>
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5">
        <TalkPanel orderId={detail.orderId} clinicId={clinicId} />
        <CaseTimelineSection events={detail.events} />
      </div>
    </div>
  );
}

/** Back to where cases are found, when asking for this one again cannot help. */
function BackToCases() {
  return (
    <Link href="/caseList" className={linkClass}>
      <Trans>Back to the case list</Trans>
    </Link>
  );
}

/**
 * `{detailRoute}/:orderId?orderType=1`: the clinic's order detail (aligners: /invisibleOrthodontic), the shell with the
 * line's `sections` (src/web/lines/<line>/detail-sections.tsx) and its `Actions` (queued through the outbox) composed
 * into it. Works from the copy kept on this
 * device when offline (saying how old it is); opening it reads the order's reminders.
 */
export function OrderDetailPage({
  sections,
  Actions,
}: {
  sections: readonly DetailSection[];
  Actions: DetailActionsComponent;
}) {
  const { i18n } = useLingui();
  const params = useParams<{ orderId: string }>();
  const orderId = Number(params.orderId);
  const isValidId = Number.isSafeInteger(orderId) && orderId > 0;
  const { session } = useSession();
  const scope = caseScopeOf(session);
  const isOnline = useIsOnline();
  const detail = useQuery({ ...caseDetailQuery(scope, orderId), enabled: isValidId && session !== undefined });
  useReadRemindersOnOpen(orderId, detail.isSuccess && isOnline);

  if (!isValidId) {
    return (
      <div className="flex flex-col items-start gap-3">
        <FormAlert>
          <Trans>This case was not found.</Trans>
        </FormAlert>
        <BackToCases />
      </div>
    );
  }
  if (detail.data === undefined) {
    if (detail.isError) {
      const message = failureOf(detail.error)?.msg || i18n._(clientMessages.genericError);
      return (
        <LoadError
          message={message}
          onRetry={() => void detail.refetch()}
          error={detail.error}
          action={<BackToCases />}
        />
      );
    }
    if (!isOnline && detail.fetchStatus !== 'fetching') {
      return (
        <FormAlert tone="warning">
          <Trans>
            Offline — this case has not been opened on this device yet. It appears when the connection returns.
          </Trans>
        </FormAlert>
      );
    }
    return (
      <p role="status" className="text-base text-slate-600">
        <Trans>Loading the case…</Trans>
      </p>
    );
  }
  const isStale = !isOnline || detail.isRefetchError;
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-5">
      {isStale ? <StaleNotice isOnline={isOnline} updatedAt={detail.dataUpdatedAt} /> : null}
      <DetailHeader detail={detail.data} Actions={Actions} />
      <DetailContent detail={detail.data} clinicId={session?.clinicId ?? undefined} sections={sections} />
    </div>
  );
}
