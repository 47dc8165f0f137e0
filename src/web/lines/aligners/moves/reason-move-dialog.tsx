import { useState, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TCaseDetail } from '../../../../domain/lines/aligners/detail';
import { caseMessages } from '../../../../domain/cases/case-messages';
import { AttachmentPicker } from '../../../components/cases/attachment-picker';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { ALIGNER_PATHS } from '../../../../domain/lines/aligners/requests';
import { CASE_PATHS } from '../../../../domain/orders/paths';
import { MoveDialog } from '../../../components/cases/move-dialog';
import { actionForm, actionTarget, isActionAllowed, type DetailActionKind } from './aligner-move-rules';
import { useQueueAlignerMove } from './queue-aligner-move';

export type ReasonActionKind = Exclude<DetailActionKind, 'continueEditing' | 'requestProduction' | 'complete'>;

type ReasonDialogText = {
  title: MessageDescriptor;
  confirm: MessageDescriptor;
  description: ReactNode;
  tone: 'primary' | 'danger';
};

const REASON_MAX = 500;

const texts: Record<ReasonActionKind, ReasonDialogText> = {
  approvePlan: {
    title: msg`Approve the treatment plan`,
    confirm: msg`Approve`,
    description: <Trans>The factory is told that you approve this plan. Then you can ask for production.</Trans>,
    tone: 'primary',
  },
  rejectPlan: {
    title: msg`Reject the treatment plan`,
    confirm: msg`Reject`,
    description: <Trans>The factory revises the plan from your reason. Say what should change.</Trans>,
    tone: 'danger',
  },
  confirmReceipt: {
    title: msg`Confirm receipt`,
    confirm: msg`Confirm receipt`,
    description: <Trans>Confirm that the aligners of this batch arrived at the clinic.</Trans>,
    tone: 'primary',
  },
  restart: {
    title: msg`Restart the stage`,
    confirm: msg`Restart the stage`,
    description: (
      <Trans>
        The current stage is abandoned: its remaining steps are not produced. The case goes back to "information to
        complete" as a new stage, and needs new case data (photos, models, diagnosis and scheme) before you submit it
        again.
      </Trans>
    ),
    tone: 'danger',
  },
  restore: {
    title: msg`Restore the case`,
    confirm: msg`Restore`,
    description: <Trans>The case goes back to "information to complete": check its data and submit it again.</Trans>,
    tone: 'primary',
  },
  ignore: {
    title: msg`Ignore the case`,
    confirm: msg`Ignore`,
    description: <Trans>The case moves to the ignored tab. You can restore it later.</Trans>,
    tone: 'primary',
  },
  cancel: {
    title: msg`Cancel the order`,
    confirm: msg`Cancel the order`,
    description: <Trans>The order is cancelled for good and the factory stops working on it.</Trans>,
    tone: 'danger',
  },
};

type ReasonMoveDialogProps = {
  kind: ReasonActionKind;
  /** The case as on screen now. */
  detail: TCaseDetail;
  onClose: () => void;
  /** The move is on the device. */
  onQueued: () => void;
};

/**
 * A change of status that needs at most a reason and photos: the plan decision, receipt, restart, restore, ignore,
 * cancel. Queued through the outbox with its photos (uploaded once, before it).
 */
export function ReasonMoveDialog({ kind, detail, onClose, onQueued }: ReasonMoveDialogProps) {
  const { i18n } = useLingui();
  const text = texts[kind];
  // Whether a reason is asked for or required, and whether photos may go with it: the status table's form of the move.
  const form = actionForm(kind);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [photos, setPhotos] = useState<File[]>([]);
  const move = useQueueAlignerMove(detail, kind, onQueued);

  const onSubmit = async () => {
    const trimmed = reason.trim();
    if (form.reason === 'required' && trimmed.length === 0) return setReasonError(i18n._(caseMessages.reasonRequired));
    if (trimmed.length > REASON_MAX) return setReasonError(i18n._(caseMessages.reasonTooLong));
    setReasonError(null);
    const withReason = trimmed ? { reason: trimmed } : {};
    if (kind === 'restart') return move.send(ALIGNER_PATHS.restart, withReason);
    await move.send(CASE_PATHS.transition, { to: actionTarget(kind), ...withReason }, { photos });
  };

  return (
    <MoveDialog
      title={i18n._(text.title)}
      description={text.description}
      confirmLabel={i18n._(text.confirm)}
      tone={text.tone}
      isAllowed={isActionAllowed(kind, detail)}
      onSubmit={() => void onSubmit()}
      onClose={onClose}
      isSaving={move.isSaving}
      formError={move.error}
    >
      {form.reason === 'none' ? null : (
        <TextAreaField
          name="reason"
          label={<Trans>Reason</Trans>}
          isRequired={form.reason === 'required'}
          value={reason}
          maxLength={REASON_MAX}
          onChange={(event) => setReason(event.target.value)}
          error={reasonError ?? undefined}
          autoFocus
        />
      )}
      {form.photos > 0 ? (
        <AttachmentPicker files={photos} onChange={setPhotos} disabled={move.isSaving} max={form.photos} />
      ) : null}
    </MoveDialog>
  );
}
