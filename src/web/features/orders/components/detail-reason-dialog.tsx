import { useState, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TCaseDetail } from '../../../../domain/lines/aligners/detail';
import { caseMessages } from '../../../../domain/cases/case-messages';
import { AttachmentPicker } from '../../../components/cases/attachment-picker';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { clientMessages } from '../../../../domain/response-codes';
import { useAttachmentUploads } from '../../../lib/cases/attachment-uploads';
import { translate } from '../../../lib/translatable';
import { UploadError } from '../../../lib/upload/upload-file';
import type { CaseAction } from '../api/detail-actions';
import { actionForm, actionTarget, isActionAllowed, type DetailActionKind } from './detail-action-rules';
import { DetailActionDialog, useActionSubmit } from './detail-action-dialog';

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

type DetailReasonDialogProps = {
  kind: ReasonActionKind;
  /** The case as on screen now (fetched again after a conflict). */
  detail: TCaseDetail;
  detailKey: readonly unknown[];
  onClose: () => void;
  onDone: (detail: TCaseDetail | null) => void;
};

/** A change of status that needs at most a reason: the plan decision, receipt, restart, restore, ignore, cancel. */
export function DetailReasonDialog({ kind, detail, detailKey, onClose, onDone }: DetailReasonDialogProps) {
  const { i18n } = useLingui();
  const text = texts[kind];
  // Whether a reason is asked for or required, and whether photos may go with it: the status table's form of the move.
  const form = actionForm(kind);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const uploads = useAttachmentUploads();
  const action = useActionSubmit(detailKey, onDone);

  const toAction = (trimmed: string, attachments: string[]): CaseAction => {
    const base = { orderId: detail.orderId, expectedStatus: detail.status };
    if (kind === 'restart') return { kind: 'restart', request: { ...base, reason: trimmed } };
    const request = { ...base, to: actionTarget(kind), attachments };
    return { kind: 'transition', request: trimmed ? { ...request, reason: trimmed } : request };
  };

  const onSubmit = async () => {
    const trimmed = reason.trim();
    if (form.reason === 'required' && trimmed.length === 0) return setReasonError(i18n._(caseMessages.reasonRequired));
    if (trimmed.length > REASON_MAX) return setReasonError(i18n._(caseMessages.reasonTooLong));
    setReasonError(null);
    setPhotoError(null);
    try {
      action.submit(toAction(trimmed, await uploads.upload(photos)));
    } catch (failure) {
      // The reason and the photos stay: the user sends again.
      setPhotoError(
        failure instanceof UploadError ? translate(i18n, failure.text) : i18n._(clientMessages.genericError),
      );
    }
  };

  return (
    <DetailActionDialog
      title={i18n._(text.title)}
      description={text.description}
      confirmLabel={i18n._(text.confirm)}
      tone={text.tone}
      isAllowed={isActionAllowed(kind, detail)}
      onSubmit={() => void onSubmit()}
      onClose={onClose}
      submitState={action}
    >
      {form.reason === 'none' ? null : (
        <TextAreaField
          name="reason"
          label={<Trans>Reason</Trans>}
          isRequired={form.reason === 'required'}
          value={reason}
          maxLength={REASON_MAX}
          onChange={(event) => setReason(event.target.value)}
          error={reasonError ?? action.serverErrors.reason}
          autoFocus
        />
      )}
      {form.photos > 0 ? (
        <AttachmentPicker
          files={photos}
          onChange={setPhotos}
          disabled={uploads.isUploading || action.isSubmitting}
          error={photoError ?? action.serverErrors.attachments ?? null}
        />
      ) : null}
    </DetailActionDialog>
  );
}
