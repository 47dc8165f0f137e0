import { useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CaseAttachments, CaseSide, CaseTime } from '../../../components/cases/case-timeline';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadError } from '../../../components/ui/load-error';
import { cardClass, primaryButtonClass, secondaryButtonClass } from '../../../components/ui/styles';
import { caseMessages } from '../../../../domain/cases/case-messages';
import { failureOf } from '../../../lib/forms/request-failure';
import { translate } from '../../../lib/translatable';
import { UploadError, uploadFile } from '../../../lib/upload/upload-file';
import { useAddComment, useComments } from '../api/case-comments';

const COMMENT_MAX = 1000;
const IMAGES_MAX = 9;

/** The comments between the clinic and the factory about one case: read them, and write one. */
export function CaseComments({ orderId }: { orderId: number }) {
  const { i18n, t } = useLingui();
  const comments = useComments(orderId);
  const add = useAddComment(orderId);
  const [text, setText] = useState('');
  const [images, setImages] = useState<File[]>([]);
  /** Photos already stored, by file: sending again after a failure does not upload them twice. */
  const uploaded = useRef(new Map<File, string>());
  const [isUploading, setIsUploading] = useState(false);
  const [textError, setTextError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const isBusy = add.isPending || isUploading;

  function choose(files: FileList | null) {
    const chosen = [...images, ...Array.from(files ?? [])];
    setTextError(chosen.length > IMAGES_MAX ? i18n._(caseMessages.tooManyImages) : null);
    setImages(chosen.slice(0, IMAGES_MAX));
  }

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
      setIsUploading(true);
      const keys: string[] = [];
      for (const file of images) {
        const key = uploaded.current.get(file) ?? (await uploadFile(file, 'photo')).key;
        uploaded.current.set(file, key);
        keys.push(key);
      }
      setIsUploading(false);
      await add.mutateAsync({ text: trimmed, images: keys });
      setText('');
      setImages([]);
      uploaded.current.clear();
    } catch (error) {
      // Nothing is lost: the text and the photos stay in the form.
      setSendError(
        error instanceof UploadError
          ? translate(i18n, error.text)
          : failureOf(error)?.msg || t`The comment could not be sent. Please try again.`,
      );
    } finally {
      setIsUploading(false);
    }
  }

  const list = comments.data ?? [];
  return (
    <section aria-labelledby="factory-comments-title" className={`${cardClass} flex flex-col gap-4`}>
      <h2 id="factory-comments-title" className="text-lg font-semibold text-slate-900">
        <Trans>Comments</Trans>
      </h2>
      {comments.isError ? (
        <LoadError
          message={comments.error.message || t`The comments could not be loaded.`}
          onRetry={() => void comments.refetch()}
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
        <div className="flex flex-wrap items-center gap-2">
          <label className={`${secondaryButtonClass} cursor-pointer`}>
            <Trans>Add photos</Trans>
            <input
              type="file"
              accept="image/jpeg,image/png"
              multiple
              className="sr-only"
              disabled={isBusy}
              onChange={(event) => {
                choose(event.target.files);
                event.target.value = '';
              }}
            />
          </label>
          {images.map((file, index) => (
            <span
              key={`${file.name}-${index}`}
              className="inline-flex items-center gap-1 rounded-lg bg-slate-100 ps-3 text-sm"
            >
              {file.name}
              <button
                type="button"
                aria-label={t`Remove ${file.name}`}
                disabled={isBusy}
                onClick={() => setImages(images.filter((_, at) => at !== index))}
                className="inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-200"
              >
                ×
              </button>
            </span>
          ))}
        </div>
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
