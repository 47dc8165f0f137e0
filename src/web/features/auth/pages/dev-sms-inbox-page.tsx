import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorCode } from '../../../../domain/response-codes';
import { authQueryKeys } from '../api/auth-query-keys';
import { findDevSmsMessages, ZMobile } from '../api/find-dev-sms-messages';
import { AuthPageLayout } from '../components/auth-page-layout';
import { FormAlert } from '../../../components/ui/form-alert';
import { primaryButtonClass, secondaryButtonClass } from '../../../components/ui/styles';
import { PhoneField } from '../components/phone-field';
import { translateIssue } from '../../../lib/forms/field-errors';
import { WithAppQueryClient } from '../../../lib/query/with-app-query-client';

class InboxError extends Error {
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.code = code;
  }
}

function SentAt({ value, format }: { value: string | number; format: Intl.DateTimeFormat }) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return <>{String(value)}</>;
  return <time dateTime={date.toISOString()}>{format.format(date)}</time>;
}

/**
 * /devSmsInbox: on demo and test servers no SMS leaves the building; this page lists what would have been sent to
 * a phone, so a tester can read the codes. Production answers 404, and the page says so.
 */
function DevSmsInboxPageContent() {
  const { i18n, t } = useLingui();
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [shownPhone, setShownPhone] = useState<string | null>(null);
  const inbox = useQuery({
    queryKey: authQueryKeys.devSmsInbox(shownPhone ?? ''),
    queryFn: async ({ signal }) => {
      const result = await findDevSmsMessages(shownPhone ?? '', signal);
      if (!result.ok) throw new InboxError(result.code, result.msg);
      return [...result.data].sort((a, b) => new Date(b.sentAt).getTime() - new Date(a.sentAt).getTime());
    },
    enabled: shownPhone !== null,
    retry: false,
    // A tester waits for a code that is on its way: the list refreshes by itself.
    refetchInterval: (query) => (query.state.error ? false : 5000),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZMobile.safeParse(phone.trim());
    if (!parsed.success) {
      setPhoneError(translateIssue(i18n, parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setPhoneError(null);
    if (parsed.data === shownPhone) void inbox.refetch();
    else setShownPhone(parsed.data);
  }

  const dateFormat = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'medium' });
  const hasNoInbox = inbox.error instanceof InboxError && inbox.error.code === ErrorCode.notFound;
  return (
    <AuthPageLayout title={<Trans>SMS inbox (demo servers)</Trans>}>
      <div className="flex flex-col gap-5">
        <p className="text-base text-slate-600">
          <Trans>
            Demo and test servers send no real text messages. Enter a phone number to read what was sent to it.
          </Trans>
        </p>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
          <PhoneField
            name="phone"
            value={phone}
            onChange={(event) => {
              setPhone(event.target.value);
              setPhoneError(null);
            }}
            error={phoneError}
            addon={
              <button type="submit" className={`${primaryButtonClass} shrink-0`}>
                <Trans>Show messages</Trans>
              </button>
            }
          />
        </form>

        {hasNoInbox ? (
          <FormAlert size="sm" tone="info">
            <Trans>This inbox exists only on demo and test servers. On this server real text messages are sent.</Trans>
          </FormAlert>
        ) : inbox.isError ? (
          <FormAlert size="sm">
            {inbox.error.message || <Trans>The messages could not be loaded.</Trans>}{' '}
            <button type="button" onClick={() => void inbox.refetch()} className={`${secondaryButtonClass} mt-2`}>
              <Trans>Try again</Trans>
            </button>
          </FormAlert>
        ) : inbox.data ? (
          <section>
            {inbox.data.length === 0 ? (
              <p className="text-base text-slate-600">
                <Trans>No messages for this number yet.</Trans>
              </p>
            ) : (
              <ul aria-label={t`Messages`} className="flex flex-col gap-3">
                {inbox.data.map((message) => (
                  <li key={`${message.sentAt}-${message.text}`} className="rounded-lg border border-slate-200 p-3">
                    <p className="text-base text-slate-900">{message.text}</p>
                    <p className="mt-1 text-sm text-slate-500">
                      <SentAt value={message.sentAt} format={dateFormat} />
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : inbox.isFetching ? (
          <p role="status" className="text-base text-slate-500">
            <Trans>Loading…</Trans>
          </p>
        ) : null}
      </div>
    </AuthPageLayout>
  );
}

/** Brings the app's query client with it (see lib/query/with-app-query-client). */
export function DevSmsInboxPage() {
  return (
    <WithAppQueryClient>
      <DevSmsInboxPageContent />
    </WithAppQueryClient>
  );
}
