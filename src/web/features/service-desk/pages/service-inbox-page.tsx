import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadError } from '../../../components/ui/load-error';
import { cardClass, secondaryButtonClass } from '../../../components/ui/styles';
import { useHandleServiceRequest, useInboxThread, useReplyServiceMessage, useServiceInbox, useServiceRequests } from '../api/service-desk-api';
import { Conversation } from '../components/conversation';

/**
 * /userFactory/service: the service inbox of the factory console. Conversations waiting for an answer come first;
 * below them, account applications and call-back requests to mark handled.
 */
export function ServiceInboxPage() {
  const { t } = useLingui();
  const inbox = useServiceInbox();
  const [userId, setUserId] = useState<number | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-slate-900">
        <Trans>Service inbox</Trans>
      </h1>
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <section className={cardClass} aria-label={t`Conversations`}>
          {inbox.isError ? (
            <LoadError message={inbox.error.message || t`The inbox could not be loaded.`} error={inbox.error} onRetry={() => void inbox.refetch()} />
          ) : inbox.data?.list.length === 0 ? (
            <p role="status" className="text-base text-slate-600">
              <Trans>No conversations yet.</Trans>
            </p>
          ) : (
            <ul className="flex flex-col gap-2">
              {inbox.data?.list.map((thread) => (
                <li key={thread.userId}>
                  <button
                    type="button"
                    aria-pressed={thread.userId === userId}
                    onClick={() => setUserId(thread.userId)}
                    className="flex min-h-11 w-full flex-col items-start rounded-lg border border-slate-200 px-3 py-2 text-start aria-pressed:border-teal-700 aria-pressed:bg-teal-50"
                  >
                    <span className="text-base font-medium text-slate-900">
                      {thread.userName} {thread.clinicName ? <span className="text-slate-600">· {thread.clinicName}</span> : null}
                    </span>
                    <span className="line-clamp-1 text-sm text-slate-600">{thread.lastMessage}</span>
                    {thread.awaitingReply ? (
                      <span className="mt-1 rounded-full bg-amber-100 px-2 text-sm text-amber-900">
                        <Trans>Waiting for an answer</Trans>
                      </span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className={cardClass} aria-label={t`Conversation`}>
          {userId === null ? (
            <p className="text-base text-slate-600">
              <Trans>Choose a conversation.</Trans>
            </p>
          ) : (
            <InboxThread userId={userId} />
          )}
        </section>
      </div>
      <ServiceRequests />
    </div>
  );
}

function InboxThread({ userId }: { userId: number }) {
  const { t } = useLingui();
  const thread = useInboxThread(userId);
  const reply = useReplyServiceMessage();
  if (thread.isError) return <LoadError message={thread.error.message || t`The conversation could not be loaded.`} error={thread.error} onRetry={() => void thread.refetch()} />;
  if (!thread.data) return null;
  return (
    <Conversation
      messages={thread.data.list}
      side="staff"
      isSending={reply.isPending}
      onSend={async (body) => {
        const result = await reply.mutateAsync({ userId, body });
        if (result.ok) await thread.refetch();
        return result;
      }}
    />
  );
}

function ServiceRequests() {
  const { i18n, t } = useLingui();
  const requests = useServiceRequests();
  const handle = useHandleServiceRequest();
  return (
    <section className={cardClass} aria-labelledby="requests-title">
      <h2 id="requests-title" className="text-lg font-semibold text-slate-900">
        <Trans>Account applications and call-back requests</Trans>
      </h2>
      {requests.isError ? (
        <LoadError message={requests.error.message || t`The requests could not be loaded.`} error={requests.error} onRetry={() => void requests.refetch()} />
      ) : requests.data?.list.length === 0 ? (
        <p role="status" className="mt-3 text-base text-slate-600">
          <Trans>No open requests.</Trans>
        </p>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {requests.data?.list.map((request) => (
            <li key={request.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3">
              <div className="text-base text-slate-800">
                <p className="font-medium">
                  {request.kind === 'account' ? <Trans>Account for a clinic</Trans> : <Trans>Call back</Trans>} · {request.userName} · {request.phone}
                </p>
                {request.clinicName ? <p>{[request.clinicName, request.contactName, request.remark].filter(Boolean).join(' · ')}</p> : null}
                <p className="text-sm text-slate-600">{i18n.date(new Date(request.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}</p>
              </div>
              <button type="button" className={secondaryButtonClass} disabled={handle.isPending} onClick={() => handle.mutate(request.id)}>
                <Trans>Mark handled</Trans>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
