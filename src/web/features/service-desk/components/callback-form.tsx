import { useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormAlert } from '../../../components/ui/form-alert';
import { MobileField } from '../../../components/ui/form/mobile-field';
import { primaryButtonClass } from '../../../components/ui/styles';
import { useRequestCallback, ZContactQuery } from '../api/service-requests-api';
import { useRequestForm } from '../lib/use-request-form';

/**
 * "Ask us to call you back" (POST /account/contact-with-mmm): the phone is the user's own unless they change it. No
 * agent is named: the request goes to whoever at the service desk is free.
 */
export function CallbackForm({ phone }: { phone: string }) {
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useRequestForm({
    formRef,
    initial: { phone },
    schema: ZContactQuery,
    mutation: useRequestCallback(),
    fallbackError: t`The request could not be sent. Please try again.`,
    afterSuccess: (sent) => sent,
  });
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void form.onSubmit(event)}
      aria-label={t`Ask us to call you back`}
    >
      <fieldset disabled={form.isSending} className="flex flex-col gap-4">
        <MobileField
          label={<Trans>Phone to call</Trans>}
          hint={<Trans>The service desk calls you back on this number.</Trans>}
          error={form.errors.phone}
          isRequired
          value={form.values.phone}
          onChange={(value) => form.change('phone', value)}
        />
        {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
        {form.sent ? <CallbackSent phone={form.sent.phone} /> : null}
        <div>
          <button type="submit" className={primaryButtonClass}>
            {form.isSending ? <Trans>Sending…</Trans> : <Trans>Call me back</Trans>}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

function CallbackSent({ phone }: { phone: string }) {
  return (
    <FormAlert tone="success">
      <Trans>Thank you. The service desk will call you back on {phone}.</Trans>
    </FormAlert>
  );
}
