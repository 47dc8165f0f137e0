import { Trans, useLingui } from '@lingui/react/macro';
import { LoadError } from '../../../components/ui/load-error';
import { cardClass, linkClass } from '../../../components/ui/styles';
import { telHref, useServiceContacts } from '../../../lib/service-contacts';
import { useSession } from '../../../lib/session/session-store';
import { useSendServiceMessage, useServiceChat } from '../api/service-desk-api';
import { AccountApplyForm } from '../components/account-apply-form';
import { CallbackForm } from '../components/callback-form';
import { Conversation } from '../components/conversation';

/**
 * /serviceChat, online customer service (spec section 1). The chat is a provider chosen by the server (SERVICE_CHAT):
 * `local` is this conversation with the manufacturer's service staff; with `none`, only the contacts are offered.
 * Whatever the chat, two requests can be left with the service desk: a call back, and an account for a clinic.
 */
export function ServiceChatPage() {
  const { t } = useLingui();
  const contacts = useServiceContacts();
  const { session } = useSession();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-semibold text-slate-900">
        <Trans>Customer service</Trans>
      </h1>
      {contacts ? (
        <p className="text-base text-slate-700">
          <Trans>
            Write to the manufacturer’s service staff here, or contact them at{' '}
            <a className={linkClass} href={`mailto:${contacts.email}`}>
              {contacts.email}
            </a>{' '}
            or{' '}
            <a className={linkClass} href={telHref(contacts.phone)}>
              {contacts.phone}
            </a>
            .
          </Trans>
        </p>
      ) : null}
      {contacts?.chat === 'none' ? (
        <p role="status" className={cardClass}>
          <Trans>The online chat is not offered. Please write or call the service desk.</Trans>
        </p>
      ) : (
        <section className={cardClass} aria-label={t`Conversation with customer service`}>
          <LocalChat />
        </section>
      )}
      <section className={cardClass} aria-labelledby="service-callback">
        <h2 id="service-callback" className="mb-4 text-lg font-semibold text-slate-900">
          <Trans>Ask us to call you back</Trans>
        </h2>
        {/* Keyed by the user: the phone is prefilled once their session is known. */}
        <CallbackForm key={session?.userId ?? 0} phone={session?.phone ?? ''} />
      </section>
      <section className={cardClass} aria-labelledby="service-account">
        <h2 id="service-account" className="mb-1 text-lg font-semibold text-slate-900">
          <Trans>Ask for an account for a clinic</Trans>
        </h2>
        <p className="mb-4 text-base text-slate-700">
          <Trans>Cannot find your clinic in the portal? The manufacturer opens its account and calls the contact.</Trans>
        </p>
        <AccountApplyForm />
      </section>
    </div>
  );
}

function LocalChat() {
  const { t } = useLingui();
  const chat = useServiceChat();
  const send = useSendServiceMessage();
  if (chat.isError) return <LoadError message={chat.error.message || t`The conversation could not be loaded.`} error={chat.error} onRetry={() => void chat.refetch()} />;
  if (!chat.data) {
    return (
      <p role="status" className="text-base text-slate-600">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  return <Conversation messages={chat.data.list} side="clinic" onSend={(body) => send.mutateAsync(body)} isSending={send.isPending} />;
}
