import { OrderDetailPage } from '../../features/orders/pages/order-detail-page';
import { ALIGNER_DETAIL_SECTIONS } from './detail-sections';
import { AlignerActions } from './moves/aligner-actions';
import { alignerEventFacts } from './sections/aligner-event-facts';

/** The order-detail shell with the aligner sections (plan review, completion, shipments, photos, case data) and moves. */
export function AlignerOrderPage() {
  return <OrderDetailPage sections={ALIGNER_DETAIL_SECTIONS} Actions={AlignerActions} eventFacts={alignerEventFacts} />;
}
