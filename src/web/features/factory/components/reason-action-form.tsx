import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { caseMessages } from '../../../../domain/cases/case-messages';
import { clientMessages } from '../../../../domain/response-codes';
import { AttachmentPicker } from '../../../components/cases/attachment-picker';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { useAttachmentUploads } from '../../../lib/cases/attachment-uploads';
import { translate } from '../../../lib/translatable';
import { UploadError } from '../../../lib/upload/upload-file';
import { ActionFormFrame } from './action-form-frame';
import type { ActionFormProps, ActionTarget } from './action-form-props';
import { useActionForm } from './use-action-form';

const REASON_MAX = 500;

/**
 * A change that needs a reason: fail the review (2 -> 5), terminate production (-> 27), refuse an edit; with as many
 * photos as the move's form takes (none: no picker).
 */
export function ReasonActionForm(props: ActionFormProps<ActionTarget>) {
  const { detail, action } = props;
  const { i18n } = useLingui();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const uploads = useAttachmentUploads();
  const { change, frame } = useActionForm(props.transition, props);
  const hint = props.reasonHint;
  const fieldId = `factory-reason-${action.kind}`;

  async function submit() {
    const trimmed = reason.trim();
    const problem = !trimmed
      ? caseMessages.reasonRequired
      : trimmed.length > REASON_MAX
        ? caseMessages.reasonTooLong
        : null;
    if (problem) {
      setReasonError(i18n._(problem));
      document.getElementById(fieldId)?.focus();
      return;
    }
    setPhotoError(null);
    let attachments: string[];
    try {
      attachments = await uploads.upload(photos);
    } catch (failure) {
      // The reason and the photos stay: the user sends again.
      setPhotoError(
        failure instanceof UploadError ? translate(i18n, failure.text) : i18n._(clientMessages.genericError),
      );
      return;
    }
    void change.run({
      orderId: detail.orderId,
      expectedStatus: detail.status,
      to: action.to,
      reason: trimmed,
      attachments,
    });
  }

  return (
    <ActionFormFrame {...frame} onSubmit={() => void submit()} isDestructive>
      <TextAreaField
        id={fieldId}
        label={<Trans>Reason</Trans>}
        isRequired
        maxLength={REASON_MAX}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setReasonError(null);
        }}
        error={reasonError ?? change.serverErrors.reason}
        hint={hint ? i18n._(hint) : undefined}
      />
      {action.photos > 0 ? (
        <AttachmentPicker
          files={photos}
          onChange={setPhotos}
          max={action.photos}
          disabled={uploads.isUploading}
          error={photoError ?? change.serverErrors.attachments ?? null}
        />
      ) : null}
    </ActionFormFrame>
  );
}
