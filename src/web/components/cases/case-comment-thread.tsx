import { useState, type FormEvent } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TComment } from '../../../domain/orders/comments';
import { caseMessages } from '../../../domain/cases/case-messages';
import { CaseAttachments, CaseSide, CaseTime } from './case-timeline';
import { EarlierCommentsButton } from './earlier-comments-button';
import { commentPagesKey, commentPagesQuery, loadedComments } from '../../lib/cases/comment-pages';
import { TextAreaField } from '../ui/form/text-area-field';
import { FormAlert } from '../ui/form-alert';
import { LoadError } from '../ui/load-error';
import { primaryButtonClass } from '../ui/styles';
import { PhotoSourceButtons } from '../upload/photo-source-buttons';
import { useOnAcknowledged, type RequestItem, isEnqueueUploadError } from '../../lib/offline/outbox';
import { useDraft } from '../../lib/offline/use-draft';
import { useUserDatabase } from '../../lib/offline/user-database-context';
import { isQueuedComment, queueComment, type QueuedComment } from '../../lib/cases/comment-outbox';

const MAX_IMAGES = 9;
const TEXT_MAX = 1000;

function CommentEntry({ comment }: { comment: TComment }) {
  const author = comment.authorName;
  return (
    <li className="rounded-lg border border-slate-200 px-4 py-3" data-side={comment.authorSide}>
      <p className="text-sm text-slate-600">
        <Trans>
          {author} (<CaseSide side={comment.authorSide} />)
        </Trans>{' '}
        · <CaseTime at={comment.createdAt} />
      </p>
      {comment.text ? <p className="mt-1 whitespace-pre-line text-base text-slate-900">{comment.text}</p> : null}
      <CaseAttachments files={comment.images} />
    </li>
  );
}

/** A comment still on this device: sending, or refused with the server's message (the sync panel can fix it). */
function QueuedCommentEntry({ item }: { item: RequestItem }) {
  const body = item.request.body as QueuedComment;
  const count = body.images.length;
  return (
    <li className="rounded-lg border border-dashed border-slate-300 px-4 py-3" data-testid="queued-comment">
      <p className="text-sm text-slate-600">
        {item.state === 'attention' ? (
          <span className="text-red-700">{item.error?.msg}</span>
        ) : (
          <Trans>Saved on this device, sending…</Trans>
        )}
      </p>
      {body.text ? <p className="mt-1 whitespace-pre-line text-base text-slate-900">{body.text}</p> : null}
      {count > 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>{count} images</Trans>
        </p>
      ) : null}
    </li>
  );
}

/** Chosen images before sending: names with a way to take one out. */
function ChosenImages({ files, onRemove }: { files: readonly File[]; onRemove: (index: number) => void }) {
  const { t } = useLingui();
  if (files.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {files.map((file, index) => {
        const name = file.name;
        return (
          <li key={`${name}-${index}`} className="inline-flex items-center gap-1 rounded-lg bg-slate-100 ps-3 text-sm">
            {name}
            <button
              type="button"
              onClick={() => onRemove(index)}
              aria-label={t`Remove ${name}`}
              className="inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-200"
            >
              ×
            </button>
          </li>
        );
      })}
    </ul>
  );
}

type CaseCommentThreadProps = {
  orderId: number;
  /** Who writes here: the clinic writes to the factory, the factory to the clinic. */
  side: 'clinic' | 'factory';
  /** The clinic the comment is queued for (a clinic's comment waits while another clinic is chosen). */
  clinicId?: number;
};

/**
 * Comments between the clinic and the factory, oldest first, then the comments still on this device. A new comment
 * (text and up to 9 images) goes through the outbox from either side, so it is kept on the device whatever the
 * network does and reaches the server once.
 */
export function CaseCommentThread({ orderId, side, clinicId }: CaseCommentThreadProps) {
  const { i18n, t } = useLingui();
  const db = useUserDatabase();
  const queryClient = useQueryClient();
  const comments = useInfiniteQuery(commentPagesQuery(orderId));
  const list = loadedComments(comments.data);
  const queued = useLiveQuery(
    async () => (await db.outbox.toArray()).filter((item): item is RequestItem => isQueuedComment(item, orderId)),
    [db, orderId],
  );
  useOnAcknowledged((item) => {
    if (item.entity === 'case' && item.entityKey === String(orderId))
      void queryClient.invalidateQueries({ queryKey: commentPagesKey(orderId) });
  });

  // What the user types is a draft on the device: a reload or a closed tab keeps it (images are chosen again).
  const textDraft = useDraft<string>(`case-comment:${orderId}`, '', { perTab: true });
  const text = textDraft.value;
  const setText = textDraft.setValue;
  const [images, setImages] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const addImages = (files: readonly File[]) => {
    const chosen = [...images, ...files];
    if (chosen.length > MAX_IMAGES) setError(i18n._(caseMessages.tooManyImages));
    setImages(chosen.slice(0, MAX_IMAGES));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed && images.length === 0) return setError(i18n._(caseMessages.commentEmpty));
    setError(null);
    setIsSaving(true);
    try {
      await queueComment(db, { orderId, text: trimmed, images, ...(clinicId === undefined ? {} : { clinicId }) });
      await textDraft.reset();
      setImages([]);
    } catch (failure) {
      // Nothing typed is lost: the text and images stay in the form.
      setError(
        isEnqueueUploadError(failure) ? i18n._(failure.text) : t`The comment could not be saved on this device.`,
      );
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <div className="grid gap-4">
      {comments.isError ? (
        <LoadError
          message={<Trans>The comments could not be loaded.</Trans>}
          onRetry={() => void comments.refetch()}
          error={comments.error}
        />
      ) : null}
      {comments.isPending ? (
        <p role="status" className="text-base text-slate-600">
          <Trans>Loading comments…</Trans>
        </p>
      ) : null}
      {comments.isSuccess && list.length === 0 && !queued?.length ? (
        <p className="text-base text-slate-600">
          <Trans>No comments yet.</Trans>
        </p>
      ) : null}
      <EarlierCommentsButton query={comments} />
      <ol className="grid gap-2" aria-label={t`Comments`}>
        {list.map((comment) => (
          <CommentEntry key={comment.id} comment={comment} />
        ))}
        {queued?.map((item) => (
          <QueuedCommentEntry key={item.id} item={item} />
        ))}
      </ol>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`New comment`} className="grid gap-3">
        <TextAreaField
          name="comment"
          label={side === 'clinic' ? <Trans>Comment to the factory</Trans> : <Trans>Comment to the clinic</Trans>}
          value={text}
          maxLength={TEXT_MAX}
          onChange={(event) => setText(event.target.value)}
          error={error}
        />
        <ChosenImages files={images} onRemove={(index) => setImages(images.filter((_, at) => at !== index))} />
        <div className="flex flex-wrap gap-2">
          <PhotoSourceButtons
            isMultiple
            isDisabled={images.length >= MAX_IMAGES}
            chooseLabel={<Trans>Add images</Trans>}
            onFiles={addImages}
          />
          <button type="submit" disabled={isSaving} className={primaryButtonClass}>
            {isSaving ? <Trans>Saving…</Trans> : <Trans>Send</Trans>}
          </button>
        </div>
        {images.length >= MAX_IMAGES ? (
          <FormAlert tone="info" size="sm">
            <Trans>At most 9 images per comment.</Trans>
          </FormAlert>
        ) : null}
      </form>
    </div>
  );
}
