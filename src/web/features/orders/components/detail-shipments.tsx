import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import type { TShipment } from '../../../../domain/orders/detail';
import { CaseTime } from '../../../components/cases/case-timeline';
import { DetailFact } from './detail-fact';
import { cardClass } from '../../../components/ui/styles';

/** Every batch the factory shipped: carrier, tracking number, estimated delivery, and when the clinic received it. */
export function DetailShipments({ shipments }: { shipments: readonly TShipment[] }) {
  const titleId = useId();
  if (shipments.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className={cardClass}>
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        <Trans>Shipping</Trans>
      </h2>
      <ul className="mt-3 grid gap-3">
        {shipments.map((shipment) => (
          <li
            key={`${shipment.shippedAt}-${shipment.trackingNo}`}
            className="rounded-lg border border-slate-200 px-4 py-3"
          >
            <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
              <DetailFact term={<Trans>Carrier</Trans>}>{shipment.carrier}</DetailFact>
              <DetailFact term={<Trans>Tracking number</Trans>}>
                <span className="select-all">{shipment.trackingNo}</span>
              </DetailFact>
              <DetailFact term={<Trans>Shipped</Trans>}>
                <CaseTime at={shipment.shippedAt} />
              </DetailFact>
              <DetailFact term={<Trans>Estimated delivery</Trans>}>{shipment.estimatedDelivery}</DetailFact>
              <DetailFact term={<Trans>Received</Trans>}>
                {shipment.receivedAt === null ? <Trans>Not yet</Trans> : <CaseTime at={shipment.receivedAt} />}
              </DetailFact>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
