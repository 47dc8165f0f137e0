import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CaseAttachments, CaseSide, CaseTime } from '../../../components/cases/case-timeline';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadError } from '../../../components/ui/load-error';
import { cardClass, primaryButtonClass } from '../../../components/ui/styles';
import { AttachmentPicker } from '../../../components/cases/attachment-picker';
import { EarlierCommentsButton } from '../../../components/cases/earlier-comments-button';
import { loadedComments } from '../../../lib/cases/comment-pages';
import { useAttachmentUploads } from '../../../lib/cases/attachment-uploads';
import { caseMessages } from '../../../../domain/cases/case-messages';
import { failureOf } from '../../../lib/forms/request-failure';
import { translate } from '../../../lib/translatable';
import { UploadError } from '../../../lib/upload/upload-file';
import { useAddComment, useComments } from '../api/case-comments';

const COMMENT_MAX = 1000;

/** The comments between the clinic and the factory about one case: read them, and write one. */
export function CaseComments({ orderId }: { orderId: number }) {
  const { i18n, t } = useLingui();
  const comments = useComments(orderId);
  const add = useAddComment(orderId);
  const [text, setText] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const uploads = useAttachmentUploads();
  const [textError, setTextError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const isBusy = add.isPending || uploads.isUploading;

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    const trimmed = text.trim();
    if (!trimmed && images.length === 0) {
      setTextError(i18n._(caseMessages.commentEmpty));
      return;
    }
    setSendError(null);
    try {
      await add.mutateAsync({ text: trimmed, images: await uploads.upload(images) });
      setText('');
      setImages([]);
    } catch (error) {
      // Nothing is lost: the text and the photos stay in the form.
      setSendError(
        error instanceof UploadError
          ? translate(i18n, error.text)
          : failureOf(error)?.msg || t`The comment could not be sent. Please try again.`,
      );
    }
  }

  const list = loadedComments(comments.data);
  return (
    <section aria-labelledby="factory-comments-title" className={`${cardClass} flex flex-col gap-4`}>
      <h2 id="factory-comments-title" className="text-lg font-semibold text-slate-900">
        <Trans>Comments</Trans>
      </h2>
      {comments.isError ? (
        <LoadError
          message={comments.error.message || t`The comments could not be loaded.`}
          onRetry={() => void comments.refetch()}
          error={comments.error}
        />
      ) : comments.isPending ? (
        <p className="text-base text-slate-600">
          <Trans>Loading…</Trans>
        </p>
      ) : list.length === 0 ? (
        <p className="text-base text-slate-600">
          <Trans>No comments yet.</Trans>
        </p>
      ) : (
        <ol aria-label={t`Comments`} className="flex max-h-96 flex-col gap-3 overflow-y-auto">
          <EarlierCommentsButton query={comments} />
          {list.map((comment) => (
            <li
              key={comment.id}
              className={`rounded-lg px-3 py-2 ${comment.authorSide === 'factory' ? 'bg-teal-50' : 'bg-slate-50'}`}
            >
              <p className="text-sm text-slate-600">
                <span className="font-medium text-slate-900">{comment.authorName}</span> (
                <CaseSide side={comment.authorSide} />) · <CaseTime at={comment.createdAt} />
              </p>
              {comment.text ? (
                <p className="mt-1 whitespace-pre-wrap text-base text-slate-900">{comment.text}</p>
              ) : null}
              <CaseAttachments files={comment.images} />
            </li>
          ))}
        </ol>
      )}
      <form
        noValidate
        onSubmit={(event) => void send(event)}
        aria-label={t`Write a comment`}
        className="flex flex-col gap-3"
      >
        <TextAreaField
          label={<Trans>Your comment</Trans>}
          maxLength={COMMENT_MAX}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setTextError(null);
          }}
          error={textError}
          disabled={isBusy}
        />
        <AttachmentPicker files={images} onChange={setImages} disabled={isBusy} />
        {sendError ? <FormAlert>{sendError}</FormAlert> : null}
        <div className="flex justify-end">
          <button type="submit" disabled={isBusy} className={primaryButtonClass}>
            {isBusy ? <Trans>Sending…</Trans> : <Trans>Send</Trans>}
          </button>
        </div>
      </form>
    </section>
  );
}
