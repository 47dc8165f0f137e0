import { useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { TextField } from '../../../components/ui/form/text-field';
import { MobileField } from '../../../components/ui/form/mobile-field';
import { primaryButtonClass } from '../../../components/ui/styles';
import { useApplyForAccount, ZAccountApplyRequest } from '../api/service-requests-api';
import { useRequestForm } from '../lib/use-request-form';

const EMPTY = { clinicName: '', contactName: '', phone: '', remark: '' };

/**
 * "Ask for an account for a clinic" (POST /v1/account/apply): a clinic the user cannot find in the portal; the
 * manufacturer's service desk opens it and calls the contact. Checked with the contract before sending.
 */
export function AccountApplyForm() {
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useRequestForm({
    formRef,
    initial: EMPTY,
    schema: ZAccountApplyRequest,
    mutation: useApplyForAccount(),
    fallbackError: t`The request could not be sent. Please try again.`,
    afterSuccess: () => EMPTY,
  });
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void form.onSubmit(event)}
      aria-label={t`Ask for an account for a clinic`}
    >
      <fieldset disabled={form.isSending} className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <TextField
          label={<Trans>Clinic name</Trans>}
          error={form.errors.clinicName}
          isRequired
          maxLength={50}
          autoComplete="organization"
          value={form.values.clinicName}
          onChange={(event) => form.change('clinicName', event.target.value)}
        />
        <TextField
          label={<Trans>Contact name</Trans>}
          error={form.errors.contactName}
          isRequired
          maxLength={25}
          autoComplete="name"
          value={form.values.contactName}
          onChange={(event) => form.change('contactName', event.target.value)}
        />
        <MobileField
          label={<Trans>Contact phone</Trans>}
          error={form.errors.phone}
          isRequired
          value={form.values.phone}
          onChange={(value) => form.change('phone', value)}
        />
        <TextAreaField
          label={<Trans>Remark</Trans>}
          hint={<Trans>Optional: the clinic’s city, how many chairs, a good time to call.</Trans>}
          error={form.errors.remark}
          maxLength={100}
          className="md:col-span-2"
          value={form.values.remark}
          onChange={(event) => form.change('remark', event.target.value)}
        />
        {form.formError ? <FormAlert className="md:col-span-2">{form.formError}</FormAlert> : null}
        {form.sent ? <ApplicationSent contactName={form.sent.contactName} clinicName={form.sent.clinicName} /> : null}
        <div className="md:col-span-2">
          <button type="submit" className={primaryButtonClass}>
            {form.isSending ? <Trans>Sending…</Trans> : <Trans>Send the request</Trans>}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

function ApplicationSent({ contactName, clinicName }: { contactName: string; clinicName: string }) {
  return (
    <FormAlert tone="success" className="md:col-span-2">
      <Trans>
        Thank you. The service desk will contact {contactName} about an account for {clinicName}.
      </Trans>
    </FormAlert>
  );
}
