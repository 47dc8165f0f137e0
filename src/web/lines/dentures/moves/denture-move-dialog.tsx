import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TLineOrder } from '../../../../domain/orders/line-orders';
import { LINE_ORDER_PATHS } from '../../../../domain/orders/line-orders';
import { AttachmentPicker } from '../../../components/cases/attachment-picker';
import { CaseAttachments } from '../../../components/cases/case-timeline';
import { MoveDialog } from '../../../components/cases/move-dialog';
import { formatMoney } from '../../../lib/money/format-money';
import { useQueueOrderMove } from '../../../lib/orders/use-order-moves';
import type { DentureOrderView } from '../denture-order-query';
import { dentureOrderPath } from '../wizard-draft';
import { dentureMove, isMoveAllowed, type DentureMoveAction } from './denture-move-rules';
import { DENTURE_ACTION_BUTTONS, DENTURE_MOVE_DIALOGS } from './denture-move-texts';
import { ReasonField, reasonProblem } from './move-form-parts';

type DentureMoveDialogProps = {
  action: Exclude<DentureMoveAction, 'askRework'>;
  /** The order as on screen now. */
  order: TLineOrder;
  denture: DentureOrderView | undefined;
  onClose: () => void;
  /** The move is on the device. */
  onQueued: () => void;
};

/** The photos the factory sent with its last move (the shipment's), for the clinic's check before signing. */
function lastFactoryPhotos(order: TLineOrder) {
  return [...order.events].reverse().find((event) => event.actorSide === 'factory' && event.attachments.length > 0)
    ?.attachments;
}

/**
 * A move of the line's table that takes at most a reason and photos, as the table's form says (a feedback: a reason
 * and up to 6 photos; a cancel: a reason; a confirmation: nothing), queued through the outbox. Confirming the
 * shipping asks the user to say they checked the denture and its photos; the abutment's moves name the selection.
 * Whatever was typed stays when it cannot be saved.
 */
export function DentureMoveDialog({ action, order, denture, onClose, onQueued }: DentureMoveDialogProps) {
  const { i18n } = useLingui();
  const move = dentureMove(action);
  const text = DENTURE_MOVE_DIALOGS[action];
  const isReasonRequired = move.form.reason === 'required';
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<ReturnType<typeof reasonProblem>>(null);
  const [photos, setPhotos] = useState<File[]>([]);
  const [isChecked, setIsChecked] = useState(false);
  const [checkError, setCheckError] = useState(false);
  const saving = useQueueOrderMove();
  const isShippingCheck = action === 'confirmReceipt';
  const factoryPhotos = isShippingCheck ? lastFactoryPhotos(order) : undefined;
  const selectionId = denture?.abutmentSelectionId;
  const total = denture?.costs.totalPrice;

  const onSubmit = async () => {
    const found = move.form.reason === 'none' ? null : reasonProblem(reason, isReasonRequired);
    setProblem(found);
    setCheckError(isShippingCheck && !isChecked);
    if (found || (isShippingCheck && !isChecked)) return;
    const trimmed = reason.trim();
    const isQueued = await saving.queue({
      orderId: order.orderId,
      path: LINE_ORDER_PATHS.transition,
      body: {
        orderId: order.orderId,
        expectedStatus: order.status,
        to: move.to,
        ...(trimmed ? { reason: trimmed } : {}),
      },
      photos,
      subject: i18n._(DENTURE_ACTION_BUTTONS[action].label),
      fixPath: dentureOrderPath(order.orderId),
    });
    if (isQueued) onQueued();
  };

  return (
    <MoveDialog
      title={i18n._(text.title)}
      description={i18n._(text.description)}
      confirmLabel={i18n._(text.title)}
      tone={text.tone}
      isAllowed={isMoveAllowed(action, order)}
      onSubmit={() => void onSubmit()}
      onClose={onClose}
      isSaving={saving.isSaving}
      formError={saving.error}
    >
      {(action === 'confirmAbutment' || action === 'abutmentFeedback') && selectionId ? (
        <p className="text-base text-slate-900" data-testid="abutment-selection">
          <Trans>Abutment selection {selectionId}</Trans>
        </p>
      ) : null}
      {action === 'confirmRoughDesign' && total !== undefined ? (
        <p className="text-base text-slate-900">
          <Trans>Amount to pay: {formatMoney(total, i18n.locale)}</Trans>
        </p>
      ) : null}
      {factoryPhotos ? <CaseAttachments files={factoryPhotos} /> : null}
      {isShippingCheck ? (
        <div>
          <label className="inline-flex min-h-11 items-center gap-2 text-base text-slate-900">
            <input
              type="checkbox"
              className="size-5"
              name="photoCheck"
              checked={isChecked}
              aria-invalid={checkError}
              onChange={(event) => {
                setIsChecked(event.target.checked);
                setCheckError(false);
              }}
            />
            <Trans>I checked the denture and its photos against the order.</Trans>
          </label>
          {checkError ? (
            <p className="text-sm text-red-700">
              <Trans>Check the denture and its photos first.</Trans>
            </p>
          ) : null}
        </div>
      ) : null}
      {move.form.reason === 'none' ? null : (
        <ReasonField
          value={reason}
          onChange={setReason}
          isRequired={isReasonRequired}
          problem={problem}
          autoFocus
        />
      )}
      {move.form.photos > 0 ? (
        <AttachmentPicker files={photos} onChange={setPhotos} disabled={saving.isSaving} max={move.form.photos} />
      ) : null}
    </MoveDialog>
  );
}
