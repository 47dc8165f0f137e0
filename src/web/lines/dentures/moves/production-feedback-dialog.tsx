import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { TLineOrder } from '../../../../domain/orders/line-orders';
import { AttachmentPicker, ATTACHMENTS_MAX } from '../../../components/cases/attachment-picker';
import { MoveDialog } from '../../../components/cases/move-dialog';
import { queueComment } from '../../../lib/cases/comment-outbox';
import { isEnqueueUploadError } from '../../../lib/offline/outbox';
import { useUserDatabase } from '../../../lib/offline/user-database-context';
import { useSession } from '../../../lib/session/session-store';
import { ReasonField, reasonProblem } from './move-form-parts';

type ProductionFeedbackDialogProps = { order: TLineOrder; onClose: () => void; onQueued: () => void };

/**
 * Feedback on production or shipping while the denture is being made or is on its way: what is wrong and up to 9
 * photos, sent to the factory as a comment of the order (through the outbox, like every comment). The status does not
 * change: the factory answers in the comments, or the clinic fails the try-in or the acceptance.
 */
export function ProductionFeedbackDialog({ order, onClose, onQueued }: ProductionFeedbackDialogProps) {
  const { i18n, t } = useLingui();
  const db = useUserDatabase();
  const { session } = useSession();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<ReturnType<typeof reasonProblem>>(null);
  const [photos, setPhotos] = useState<File[]>([]);
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const clinicId = session?.clinicId ?? undefined;

  const onSubmit = async () => {
    const found = reasonProblem(text, true);
    setProblem(found);
    if (found) return;
    setIsSaving(true);
    setError(null);
    try {
      await queueComment(db, {
        orderId: order.orderId,
        text: text.trim(),
        images: photos,
        ...(clinicId === undefined ? {} : { clinicId }),
      });
      onQueued();
    } catch (failure) {
      setError(isEnqueueUploadError(failure) ? i18n._(failure.text) : t`The change could not be saved on this device.`);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <MoveDialog
      title={t`Production or shipping feedback`}
      description={t`Tell the factory what is wrong with the production or the shipment. It reaches the factory as a comment of this order.`}
      confirmLabel={t`Send the feedback`}
      isAllowed
      onSubmit={() => void onSubmit()}
      onClose={onClose}
      isSaving={isSaving}
      formError={error}
    >
      <ReasonField value={text} onChange={setText} isRequired problem={problem} label={t`Feedback`} autoFocus />
      <AttachmentPicker files={photos} onChange={setPhotos} disabled={isSaving} max={ATTACHMENTS_MAX} />
    </MoveDialog>
  );
}
