import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'wouter';
import { LoadError } from '../../../components/ui/load-error';
import { linkClass } from '../../../components/ui/styles';
import { FACTORY_SCOPE } from '../../../lib/cases/case-queries';
import { failureOf } from '../../../lib/forms/request-failure';
import { lineOrderQuery } from '../../../lib/orders/line-order-query';
import { webLineOf } from '../../../lines/registry';
import { OrderPaymentsPanel } from '../components/order-payments-panel';

const loading = (
  <p className="text-base text-slate-600">
    <Trans>Loading…</Trans>
  </p>
);

/**
 * /userFactory/case/:orderId: one order of any line as the factory works on it. The core's view of the order says its
 * line; the line's factory view (the web registry's `factoryDetail`) shows the line's detail sections and the
 * factory's moves of the line's status table with their forms; below, for factory finance, the order's payments and
 * refunds (every line's: money is the core's). No toasts here: every failure is said on the page.
 */
export function FactoryCasePage() {
  const { t } = useLingui();
  const params = useParams<{ orderId: string }>();
  const orderId = Number(params.orderId);
  const isValidId = Number.isInteger(orderId) && orderId > 0;
  const order = useQuery({ ...lineOrderQuery(FACTORY_SCOPE, orderId), enabled: isValidId });

  const back = (
    <Link href="/userFactory" className={linkClass}>
      <Trans>← Case queues</Trans>
    </Link>
  );

  if (!isValidId) {
    return (
      <div className="mx-auto flex max-w-7xl flex-col gap-4">
        {back}
        <p role="alert" className="text-base text-slate-700">
          <Trans>This case was not found.</Trans>
        </p>
      </div>
    );
  }

  const data = order.data;
  const LineView = data ? webLineOf(data.productLine)?.factoryDetail : undefined;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      {back}
      {order.isError ? (
        <LoadError
          message={failureOf(order.error)?.msg || t`The case could not be loaded.`}
          onRetry={() => void order.refetch()}
          error={order.error}
        />
      ) : null}
      {data && LineView ? (
        <>
          <Suspense fallback={loading}>
            <LineView order={data} />
          </Suspense>
          <OrderPaymentsPanel orderId={data.orderId} />
        </>
      ) : data ? (
        <p role="alert" className="text-base text-slate-700">
          <Trans>The factory console cannot show orders of this product line yet.</Trans>
        </p>
      ) : order.isPending ? (
        loading
      ) : null}
    </div>
  );
}
