import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SERVICE_MESSAGE_MAX, ZSendServiceMessage, type TServiceMessage } from '../../../../domain/service-desk/service-desk';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { primaryButtonClass } from '../../../components/ui/styles';
import { collectClinicIssues } from '../../../lib/forms/clinic-field-errors';
import type { ApiResult } from '../../../lib/http/api-client';

type ConversationProps = {
  /** Newest first, as the server pages them. */
  messages: TServiceMessage[];
  /** Whose messages sit on the right: the clinic user's own (`clinic`) or the service staff's (`staff`). */
  side: 'clinic' | 'staff';
  onSend: (body: string) => Promise<ApiResult<unknown>>;
  isSending: boolean;
};

/** A conversation with the service desk: the messages, oldest at the top, and a box to write. The text stays on a refusal. */
export function Conversation({ messages, side, onSend, isSending }: ConversationProps) {
  const { i18n, t } = useLingui();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending) return;
    const parsed = ZSendServiceMessage.safeParse({ body });
    if (!parsed.success) {
      setError(collectClinicIssues(i18n, parsed).body ?? null);
      return;
    }
    setError(null);
    setSendError(null);
    const result = await onSend(parsed.data.body);
    if (!result.ok) {
      setSendError(result.msg || t`The message could not be sent. Please try again.`);
      return;
    }
    setBody('');
  }

  return (
    <div className="flex flex-col gap-4">
      {messages.length === 0 ? (
        <p role="status" className="text-base text-slate-600">
          <Trans>No messages yet.</Trans>
        </p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label={t`Messages`}>
          {[...messages].reverse().map((message) => {
            const isMine = (side === 'staff') === message.fromStaff;
            return (
              <li key={message.id} className={`flex ${isMine ? 'justify-end' : 'justify-start'}`}>
                <div className={`max-w-[80%] rounded-xl px-4 py-2 ${isMine ? 'bg-teal-50 text-teal-950' : 'bg-slate-100 text-slate-900'}`}>
                  <p className="text-sm font-medium">
                    {message.authorName}{' '}
                    <time className="font-normal text-slate-600" dateTime={new Date(message.createdAt).toISOString()}>
                      {i18n.date(new Date(message.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}
                    </time>
                  </p>
                  <p className="mt-1 text-base break-words whitespace-pre-wrap">{message.body}</p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`Write a message`} className="flex flex-col gap-3">
        <TextAreaField
          name="body"
          label={<Trans>Message</Trans>}
          value={body}
          maxLength={SERVICE_MESSAGE_MAX}
          error={error}
          onChange={(event) => {
            setBody(event.target.value);
            setError(null);
          }}
        />
        {sendError ? <FormAlert>{sendError}</FormAlert> : null}
        <div>
          <button type="submit" className={primaryButtonClass} disabled={isSending}>
            {isSending ? <Trans>Sending…</Trans> : <Trans>Send</Trans>}
          </button>
        </div>
      </form>
    </div>
  );
}
