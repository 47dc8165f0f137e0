import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { TCaseDetail } from '../../../../domain/lines/aligners/detail';
import { ORDER_STATUS } from '../../../../domain/order-status';
import { PendingMoves } from '../../../components/cases/pending-moves';
import { MoveButtons } from '../../../components/cases/move-buttons';
import { toast } from '../../../components/ui/toast/toast-store';
import { queuedMoveMessage, useQueuedOrderMoves } from '../../../lib/orders/use-order-moves';
import { usePermissions } from '../../../lib/session/permissions';
import { ALIGNER_ACTION_BUTTONS } from './aligner-action-buttons';
import { caseWizardPath, detailActionsOf, type DetailActionKind } from './aligner-move-rules';
import { CompletionFormDialog } from './completion-form-dialog';
import { ProductionFormDialog } from './production-form-dialog';
import { ReasonMoveDialog } from './reason-move-dialog';

/**
 * The clinic's changes to an aligner case now, each a button opening its dialog or form ("continue editing" opens the
 * wizard). Each change is queued through the outbox, online or not, as every line's moves are
 * (src/web/lib/orders/queue-order-move.ts): while one is still on the device the buttons wait for it, and a refused
 * one is shown with the server's word and what the user typed.
 */
export function AlignerActions({ detail }: { detail: TCaseDetail }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<DetailActionKind | null>(null);
  const can = usePermissions();
  const pending = useQueuedOrderMoves(detail.orderId);
  const actions = pending.canMove ? detailActionsOf(detail, can) : [];

  const onQueued = () => {
    setOpen(null);
    toast.success(queuedMoveMessage);
  };
  const dialogProps = { detail, onClose: () => setOpen(null), onQueued };

  return (
    // Busy while the device's queue is read: until then no move is offered (one may be waiting there).
    <div className="grid gap-3 empty:hidden" aria-busy={!pending.isLoaded} data-testid="case-actions">
      <PendingMoves items={pending.items} onDiscard={(item) => void pending.discard(item)} />
      <MoveButtons
        kinds={actions}
        buttons={ALIGNER_ACTION_BUTTONS}
        testIdPrefix="case-action"
        onOpen={setOpen}
        linkOf={(kind) => (kind === 'continueEditing' ? caseWizardPath(detail.orderId) : undefined)}
        textOf={(kind) =>
          kind === 'requestProduction' && detail.status === ORDER_STATUS.received
            ? t`Produce the next batch`
            : undefined
        }
      />
      {open === 'requestProduction' ? <ProductionFormDialog {...dialogProps} /> : null}
      {open === 'complete' ? <CompletionFormDialog {...dialogProps} /> : null}
      {open !== null && open !== 'requestProduction' && open !== 'complete' && open !== 'continueEditing' ? (
        <ReasonMoveDialog {...dialogProps} kind={open} />
      ) : null}
    </div>
  );
}
