import { useState, type FormEvent, type ReactNode } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TMemo } from '../../../../domain/orders/memos';
import { validationMessages } from '../../../../domain/validation/messages';
import { CaseTime } from '../../../components/cases/case-timeline';
import { confirm } from '../../../components/ui/confirm/confirm-store';
import { toast } from '../../../components/ui/toast/toast-store';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { LoadError } from '../../../components/ui/load-error';
import { MorePagesButton } from '../../../components/ui/more-pages-button';
import { dangerOutlineButtonClass, primaryButtonClass, secondaryButtonClass } from '../../../components/ui/styles';
import { useEditBase } from '../../../lib/forms/use-edit-base';
import { newItemId } from '../../../lib/offline/outbox';
import { loadedRows } from '../../../lib/paging/keyset-pages';
import { changeMemo, memosQuery, talkQueries, type MemoChange } from '../api/detail-talk';

const TEXT_MAX = 1000;

/** One memo change; the caller's text stays in its field whatever happens, and the server's message shows under it. */
function useMemoChange(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change, clientId }: { change: MemoChange; clientId?: string }) => changeMemo(change, clientId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: talkQueries.memos(orderId) }),
  });
}

type MemoFormProps = {
  initialText: string;
  label: ReactNode;
  submitLabel: ReactNode;
  onSave: (text: string) => Promise<unknown>;
  onCancel?: () => void;
};

/** A memo's text with its save button; cleared only after a save the server accepted (a new memo). */
function MemoForm({ initialText, label, submitLabel, onSave, onCancel }: MemoFormProps) {
  const { i18n, t } = useLingui();
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) return setError(i18n._(validationMessages.required));
    setError(null);
    setIsSaving(true);
    try {
      await onSave(text.trim());
      if (!onCancel) setText('');
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : t`The memo could not be saved.`);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-2">
      <fieldset disabled={isSaving} className="grid gap-2">
        <TextAreaField
          name="memo"
          label={label}
          value={text}
          maxLength={TEXT_MAX}
          onChange={(event) => setText(event.target.value)}
          error={error}
        />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={primaryButtonClass}>
            {submitLabel}
          </button>
          {onCancel ? (
            <button type="button" onClick={onCancel} className={secondaryButtonClass}>
              <Trans>Cancel</Trans>
            </button>
          ) : null}
        </div>
      </fieldset>
    </form>
  );
}

type SaveMemo = (change: { text: string; base?: { text: string } }) => Promise<unknown>;

/**
 * A memo being edited: sent with the text it opened on (use-edit-base.ts), so a text changed meanwhile in another tab
 * is answered as a conflict with what was typed kept; saving again after that sends the text as shown.
 */
function MemoEditor({ memo, onSave, onDone }: { memo: TMemo; onSave: SaveMemo; onDone: () => void }) {
  const editBase = useEditBase({ text: memo.text });
  return (
    <MemoForm
      initialText={memo.text}
      label={<Trans>Edit the memo</Trans>}
      submitLabel={<Trans>Save</Trans>}
      onSave={async (text) => {
        try {
          await onSave(editBase.withBase({ text }));
        } catch (error) {
          editBase.failed(error);
          throw error;
        }
        onDone();
      }}
      onCancel={onDone}
    />
  );
}

function MemoEntry({ memo, onSave, onDelete }: { memo: TMemo; onSave: SaveMemo; onDelete: () => void }) {
  const [isEditing, setIsEditing] = useState(false);
  return (
    <li className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3" data-testid="memo">
      {isEditing ? (
        <MemoEditor memo={memo} onSave={onSave} onDone={() => setIsEditing(false)} />
      ) : (
        <>
          <p className="text-sm text-slate-600">
            <CaseTime at={memo.updatedAt} />
          </p>
          <p className="mt-1 whitespace-pre-line text-base text-slate-900">{memo.text}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="button" onClick={() => setIsEditing(true)} className={secondaryButtonClass}>
              <Trans>Edit</Trans>
            </button>
            <button type="button" onClick={onDelete} className={dangerOutlineButtonClass}>
              <Trans>Delete</Trans>
            </button>
          </div>
        </>
      )}
    </li>
  );
}

/** The caller's own notes on the case: nobody else (not the factory, not colleagues) sees them. */
export function TalkMemos({ orderId }: { orderId: number }) {
  const { t } = useLingui();
  const memos = useInfiniteQuery(memosQuery(orderId));
  const list = loadedRows(memos.data);
  const change = useMemoChange(orderId);
  // One client id per memo being written, so a repeated click or retry adds it once.
  const [addId, setAddId] = useState(newItemId);

  const onDelete = async (memo: TMemo) => {
    const isConfirmed = await confirm({
      title: msg`Delete this memo?`,
      body: memo.text.slice(0, 120),
      confirmLabel: msg`Delete`,
      tone: 'danger',
    });
    if (!isConfirmed) return;
    change.mutate(
      { change: { kind: 'delete', id: memo.id } },
      { onError: (failure) => toast.error(failure.message || t`The memo could not be deleted.`) },
    );
  };

  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-600">
        <Trans>Only you can see your memos.</Trans>
      </p>
      {memos.isError ? (
        <LoadError
          message={<Trans>Your memos could not be loaded.</Trans>}
          onRetry={() => void memos.refetch()}
          error={memos.error}
        />
      ) : null}
      {memos.isSuccess && list.length === 0 ? (
        <p className="text-base text-slate-600">
          <Trans>No memos yet.</Trans>
        </p>
      ) : null}
      <ul className="grid gap-2" aria-label={t`My memos`}>
        {list.map((memo) => (
          <MemoEntry
            key={memo.id}
            memo={memo}
            onSave={(edit) => change.mutateAsync({ change: { kind: 'update', id: memo.id, ...edit } })}
            onDelete={() => void onDelete(memo)}
          />
        ))}
      </ul>
      <MorePagesButton
        query={memos}
        label={<Trans>Show earlier memos</Trans>}
        loadingLabel={<Trans>Loading earlier memos…</Trans>}
      />
      <MemoForm
        initialText=""
        label={<Trans>New memo</Trans>}
        submitLabel={<Trans>Add memo</Trans>}
        onSave={async (text) => {
          await change.mutateAsync({ change: { kind: 'add', orderId, text }, clientId: addId });
          setAddId(newItemId());
        }}
      />
    </div>
  );
}
