import { Link, useParams } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { clientMessages } from '../../../../domain/response-codes';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadError } from '../../../components/ui/load-error';
import { linkClass } from '../../../components/ui/styles';
import { caseDetailQuery, caseScopeOf } from '../../../lib/cases/case-queries';
import { failureOf } from '../../../lib/forms/request-failure';
import { useIsOnline } from '../../../lib/online-status';
import { useSession } from '../../../lib/session/session-store';
import { useReadRemindersOnOpen } from '../api/detail-reminders';
import { DetailHeader, type DetailActionsComponent } from '../components/detail-header';
import { OrderDetailFrame } from '../components/order-detail-frame';
import type { TOrderDetail } from '../../../../domain/orders/detail';
import type { EventFactsOf } from '../../../components/cases/case-timeline';
import type { DetailSection } from '../detail-section';

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
 * into the frame every line's detail is drawn in. Works from the copy kept on this device when offline (saying how old
 * it is); opening it reads the order's reminders.
 */
export function OrderDetailPage<D extends TOrderDetail>({
  sections,
  Actions,
  eventFacts,
}: {
  sections: readonly DetailSection<D>[];
  Actions: DetailActionsComponent<D>;
  eventFacts?: EventFactsOf;
}) {
  const { i18n } = useLingui();
  const params = useParams<{ orderId: string }>();
  const orderId = Number(params.orderId);
  const isValidId = Number.isSafeInteger(orderId) && orderId > 0;
  const { session } = useSession();
  const scope = caseScopeOf(session);
  const isOnline = useIsOnline();
  const detail = useQuery({ ...caseDetailQuery<D>(scope, orderId), enabled: isValidId && session !== undefined });
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
  const order = detail.data;
  const { orderId: id, events } = order;
  return (
    <OrderDetailFrame
      orderId={id}
      clinicId={session?.clinicId ?? undefined}
      events={events}
      productLine={order.orderType}
      eventFacts={eventFacts}
      read={{ updatedAt: detail.dataUpdatedAt, isRefetchError: detail.isRefetchError }}
      header={<DetailHeader detail={order} Actions={Actions} />}
    >
      {sections.map(({ id: sectionId, Section }) => (
        <Section key={sectionId} detail={order} />
      ))}
    </OrderDetailFrame>
  );
}
