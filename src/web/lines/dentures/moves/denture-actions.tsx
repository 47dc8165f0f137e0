import { useState } from 'react';
import type { ToothNotation } from '../../../../domain/lines/dentures/teeth';
import type { TLineOrder } from '../../../../domain/orders/line-orders';
import { MoveButtons } from '../../../components/cases/move-buttons';
import { toast } from '../../../components/ui/toast/toast-store';
import { queuedMoveMessage, useQueuedOrderMoves } from '../../../lib/orders/use-order-moves';
import { usePermissions } from '../../../lib/session/permissions';
import type { DentureOrderView } from '../denture-order-query';
import { DentureMoveDialog } from './denture-move-dialog';
import { dentureResubmitPath } from '../wizard-draft';
import { dentureActionsOf, type DentureActionKind } from './denture-move-rules';
import { DENTURE_ACTION_BUTTONS } from './denture-move-texts';
import { PendingMoves } from '../../../components/cases/pending-moves';
import { ProductionFeedbackDialog } from './production-feedback-dialog';
import { ReworkDialog } from './rework-dialog';

type DentureActionsProps = { order: TLineOrder; denture: DentureOrderView | undefined; notation: ToothNotation };

/**
 * The clinic's changes to a fixed-denture order now, each a button opening its dialog (the resubmission opens the
 * wizard). Each change is queued through the outbox, online or not; while one is still on the device the buttons
 * wait for it (the status they start from is about to change), and a refused one is shown with the server's word.
 */
export function DentureActions({ order, denture, notation }: DentureActionsProps) {
  const can = usePermissions();
  const pending = useQueuedOrderMoves(order.orderId);
  const [open, setOpen] = useState<DentureActionKind | null>(null);
  const actions = pending.canMove ? dentureActionsOf(order, can) : [];

  const onQueued = () => {
    setOpen(null);
    toast.success(queuedMoveMessage);
  };
  const close = () => setOpen(null);

  return (
    <>
      <PendingMoves items={pending.items} onDiscard={(item) => void pending.discard(item)} />
      <MoveButtons
        kinds={actions}
        buttons={DENTURE_ACTION_BUTTONS}
        testIdPrefix="denture-action"
        onOpen={setOpen}
        linkOf={(kind) => (kind === 'resubmit' ? dentureResubmitPath(order.orderId) : undefined)}
      />
      {open === 'askRework' && denture ? (
        <ReworkDialog order={order} denture={denture} notation={notation} onClose={close} onQueued={onQueued} />
      ) : null}
      {open === 'productionFeedback' ? (
        <ProductionFeedbackDialog order={order} onClose={close} onQueued={onQueued} />
      ) : null}
      {open !== null && open !== 'askRework' && open !== 'productionFeedback' && open !== 'resubmit' ? (
        <DentureMoveDialog action={open} order={order} denture={denture} onClose={close} onQueued={onQueued} />
      ) : null}
    </>
  );
}
