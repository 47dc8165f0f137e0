import { Trans } from '@lingui/react/macro';
import { BRAND_NAME } from '../../../lib/app-config';
import { LegalDocument, LegalSection, ServiceContacts } from '../components/legal-document';

/** /userAgreement: the terms a user accepts to register and sign in (spec section 5). */
export function UserAgreementPage() {
  const brand = BRAND_NAME;
  return (
    <LegalDocument
      title={<Trans>User agreement</Trans>}
      intro={
        <Trans>
          {brand} is the portal where dental clinics order custom dental and orthodontic products from us, the
          manufacturer, and follow their cases. By registering or signing in you accept this agreement, for yourself and
          for the clinic you act for.
        </Trans>
      }
    >
      <LegalSection number={1} title={<Trans>Who may use {brand}</Trans>}>
        <p>
          <Trans>
            Dentists, clinic staff, clinic administrators, dental companies and laboratories that work with us. You must
            be authorised by your clinic. Clinic administrators manage their staff accounts and remove access for people
            who leave.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection number={2} title={<Trans>Your account</Trans>}>
        <p>
          <Trans>
            An account belongs to one person. Keep your password secret and do not share your account. After repeated
            wrong passwords the account is locked for a while. On a shared tablet, sign out when you finish. Tell us at
            once if you think someone else has used your account.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection number={3} title={<Trans>Orders and clinical responsibility</Trans>}>
        <p>
          <Trans>
            An order is binding once we accept it. Treatment plans and designs we prepare are proposals: the treating
            dentist reviews and approves them, and clinical decisions remain the dentist's responsibility.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection number={4} title={<Trans>Patient data and uploads</Trans>}>
        <p>
          <Trans>
            Upload only what a case needs, and only with the patient's consent or another legal basis. The clinic is
            responsible for the patient data it enters; we process it on the clinic's behalf, as the privacy policy
            explains. You must have the right to upload every file (photos, scans, models, documents).
          </Trans>
        </p>
      </LegalSection>
      <LegalSection number={5} title={<Trans>Working offline</Trans>}>
        <p>
          <Trans>
            The app keeps data on your device so that it works without a connection. Changes made offline reach us only
            when the connection returns; until then we have not received them. Protect the device with a screen lock.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection number={6} title={<Trans>Prices and payments</Trans>}>
        <p>
          <Trans>
            Prices, coupons and points are shown before you pay, and you read the fee agreement before paying. A payment
            applies to the orders it names.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection number={7} title={<Trans>Acceptable use</Trans>}>
        <p>
          <Trans>
            Do not try to reach other clinics' data, collect data automatically, upload harmful files or disturb the
            service. Use {brand} only for your clinic's work with us.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection number={8} title={<Trans>Availability and changes</Trans>}>
        <p>
          <Trans>
            We work to keep {brand} available, but maintenance and outages happen. We may change the service and this
            agreement; important changes are announced in the app before they apply.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection number={9} title={<Trans>Suspension and closing an account</Trans>}>
        <p>
          <Trans>
            You may ask us to close your account at any time. We may suspend an account that breaks this agreement or
            puts others at risk. Records the law requires us to keep are kept for the period it sets.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection number={10} title={<Trans>Contact</Trans>}>
        <p>
          <Trans>Questions about this agreement go to our customer service:</Trans>
        </p>
        <ServiceContacts />
      </LegalSection>
    </LegalDocument>
  );
}
