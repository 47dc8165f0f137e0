import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { Trans } from '@lingui/react/macro';
import type { ToothNotation } from '../../../domain/lines/dentures/teeth';
import type { TLineOrder } from '../../../domain/orders/line-orders';
import { CaseStatusBadge } from '../../components/cases/case-status-badge';
import { LoadError } from '../../components/ui/load-error';
import { linkClass } from '../../components/ui/styles';
import { OrderDetailFrame } from '../../features/orders/components/order-detail-frame';
import { caseScopeOf } from '../../lib/cases/case-queries';
import { failureOf } from '../../lib/forms/request-failure';
import { lineOrderQuery } from '../../lib/orders/line-order-query';
import { useSession } from '../../lib/session/session-store';
import { dentureOrderQuery, type DentureOrderView } from './denture-order-query';
import { DentureActions } from './moves/denture-actions';
import { useRememberedNotation } from './notation-preference';
import { CostsSection } from './sections/costs-section';
import { DesignSection } from './sections/design-section';
import { FilesSection } from './sections/files-section';
import { ReworksSection } from './sections/reworks-section';
import { ShadesSection } from './sections/shades-section';
import { TeethSection } from './sections/teeth-section';

/** The order's own sections: teeth on the chart, shades, design, costs, models, reworks. */
type DentureSectionsProps = {
  denture: DentureOrderView;
  notation: ToothNotation;
  onNotation: (notation: ToothNotation) => void;
};

function DentureSections({ denture, notation, onNotation }: DentureSectionsProps) {
  const { data } = denture;
  return (
    <>
      <TeethSection
        teeth={data.teeth}
        notation={notation}
        onNotation={onNotation}
        abutmentSelectionId={denture.abutmentSelectionId}
      />
      <ShadesSection shades={data.shades} notation={notation} photo={denture.files.shadePhoto} />
      <DesignSection design={data.design} />
      <CostsSection costs={denture.costs} />
      <FilesSection model={data.model} files={denture.files} />
      <ReworksSection reworks={denture.reworks} notation={notation} />
    </>
  );
}

type DentureOrderContentProps = {
  order: TLineOrder;
  read: { updatedAt: number; isRefetchError: boolean };
  clinicId?: number;
};

function DentureOrderContent({ order, read, clinicId }: DentureOrderContentProps) {
  const { session } = useSession();
  const denture = useQuery(dentureOrderQuery(caseScopeOf(session), order.orderId));
  const [notation, setNotation] = useRememberedNotation();
  const header = (
    <>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">
          <Trans>Fixed denture order {order.orderId}</Trans>
        </h1>
        <CaseStatusBadge status={order.status} productLine={order.productLine} />
      </header>
      <DentureActions order={order} denture={denture.data} notation={notation} />
    </>
  );
  return (
    <OrderDetailFrame
      orderId={order.orderId}
      clinicId={clinicId}
      events={order.events}
      productLine={order.productLine}
      read={read}
      header={header}
      testId="denture-order"
    >
      {denture.data ? (
        <DentureSections denture={denture.data} notation={notation} onNotation={setNotation} />
      ) : denture.isError ? (
        <LoadError
          message={failureOf(denture.error)?.msg || <Trans>The order’s teeth could not be loaded.</Trans>}
          onRetry={() => void denture.refetch()}
          error={denture.error}
        />
      ) : (
        <p role="status" className="text-slate-600">
          <Trans>Loading the order…</Trans>
        </p>
      )}
      <Link href="/stagingBox" className={`${linkClass} justify-self-start`}>
        <Trans>All orders</Trans>
      </Link>
    </OrderDetailFrame>
  );
}

/**
 * A fixed-denture order (`/dentureTeethOrderDetail/{orderId}`), the clinic's page: its status and the changes the
 * clinic may make now (each through the outbox, offline too), the teeth on the chart in the user's notation with
 * their options, the shades, the design preferences, the costs (not for staff whose prices are hidden), the models,
 * the reworks, the comments and the timeline. Readable offline from the last visit.
 */
export function DentureOrderPage() {
  const params = useParams<{ orderId: string }>();
  const orderId = Number(params.orderId);
  const { session } = useSession();
  const order = useQuery({ ...lineOrderQuery(caseScopeOf(session), orderId), enabled: Number.isSafeInteger(orderId) });

  if (order.isError && !order.data) {
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
  return (
    <DentureOrderContent
      order={order.data}
      read={{ updatedAt: order.dataUpdatedAt, isRefetchError: order.isRefetchError }}
      clinicId={session?.clinicId ?? undefined}
    />
  );
}
