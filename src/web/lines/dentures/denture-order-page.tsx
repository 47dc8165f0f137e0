import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { CaseStatusBadge } from '../../components/cases/case-status-badge';
import { CaseTimelineSection } from '../../components/cases/case-timeline-section';
import { LoadError } from '../../components/ui/load-error';
import { linkClass } from '../../components/ui/styles';
import { caseScopeOf } from '../../lib/cases/case-queries';
import { failureOf } from '../../lib/forms/request-failure';
import { lineOrderQuery } from '../../lib/orders/line-order-query';
import { useSession } from '../../lib/session/session-store';

/**
 * A fixed-denture order (`/dentureTeethOrderDetail/{orderId}`): its status and timeline as the order core holds them,
 * readable offline from the last visit. The line's own sections (teeth, shades, abutment, try-in, acceptance) join
 * the order-detail shell with the line's detail contract.
 */
export function DentureOrderPage() {
  const params = useParams<{ orderId: string }>();
  const orderId = Number(params.orderId);
  const { session } = useSession();
  const order = useQuery({ ...lineOrderQuery(caseScopeOf(session), orderId), enabled: Number.isSafeInteger(orderId) });

  if (order.isError) {
    return (
      <LoadError
        message={failureOf(order.error)?.msg || <Trans>The order could not be loaded.</Trans>}
        onRetry={() => void order.refetch()}
        error={order.error}
      />
    );
  }
  if (!order.data) {
    return (
      <p role="status" className="text-slate-600">
        <Trans>Loading the order…</Trans>
      </p>
    );
  }
  const { data } = order;
  return (
    <div className="flex flex-col gap-5" data-testid="denture-order">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">
          <Trans>Fixed denture order {data.orderId}</Trans>
        </h1>
        <CaseStatusBadge status={data.status} productLine={data.productLine} />
      </header>
      <CaseTimelineSection events={data.events} />
      <Link href="/stagingBox" className={linkClass}>
        <Trans>All orders</Trans>
      </Link>
    </div>
  );
}
