import { useLingui } from '@lingui/react/macro';
import type { TCaseDetail } from '../../../../domain/lines/aligners/detail';
import { findProductLine, orderDetailPath, PRODUCT_LINE_CODE } from '../../../../domain/product-lines';
import { useQueueOrderMove } from '../../../lib/orders/use-order-moves';
import type { DetailActionKind } from './aligner-move-rules';
import { ALIGNER_ACTION_BUTTONS } from './aligner-action-buttons';

const alignerLine = findProductLine(PRODUCT_LINE_CODE.invisible);

/**
 * Queues one of the clinic's aligner moves through the outbox from its dialog: POST `path` with the case's id and the
 * status on screen (a case that moved on meanwhile refuses it, and the page shows the refusal), the move's own fields
 * and its photos. `onQueued` runs once the move is on the device; otherwise `error` says why, and the dialog keeps
 * what was typed.
 */
export function useQueueAlignerMove(detail: TCaseDetail, kind: DetailActionKind, onQueued: () => void) {
  const { i18n } = useLingui();
  const saving = useQueueOrderMove();
  /** `about`: what the move carries, said beside its name on the page and in the sync panel (a batch's steps). */
  const send = async (
    path: string,
    fields: Record<string, unknown>,
    { photos = [], about }: { photos?: readonly File[]; about?: string } = {},
  ) => {
    const name = i18n._(ALIGNER_ACTION_BUTTONS[kind].label);
    const isQueued = await saving.queue({
      orderId: detail.orderId,
      path,
      body: { orderId: detail.orderId, expectedStatus: detail.status, ...fields },
      photos,
      subject: about ? `${name} (${about})` : name,
      fixPath: orderDetailPath(alignerLine, detail.orderId),
    });
    if (isQueued) onQueued();
  };
  return { send, isSaving: saving.isSaving, error: saving.error };
}
