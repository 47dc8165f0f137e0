import { Trans } from '@lingui/react/macro';
import { BRAND_NAME } from '../../../lib/app-config';
import { LegalDocument, LegalSection, ServiceContacts } from '../components/legal-document';

/** /privacyPolicy: what data the portal handles, for whom, where it is kept and for how long. */
export function PrivacyPolicyPage() {
  const brand = BRAND_NAME;
  return (
    <LegalDocument
      title={<Trans>Privacy policy</Trans>}
      intro={
        <Trans>
          This policy explains what personal data {brand} handles, why, where it is kept and for how long. It covers
          the people who use the portal and the patients whose cases clinics send us.
        </Trans>
      }
    >
      <LegalSection number={1} title={<Trans>Who is responsible</Trans>}>
        <p>
          <Trans>
            For patient data, the clinic is the controller: it decides why the data is used. We, the manufacturer that
            runs {brand}, process patient data on the clinic's behalf and only on its instructions, to make and deliver
            the products ordered. For the data of user accounts, we are the controller.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection number={2} title={<Trans>What we collect</Trans>}>
        <p>
          <Trans>
            Account data: name, mobile number, clinic, role and your password, which we store only as a salted hash.
            Case data: the patient's name, gender, birth date and phone, clinical notes, photos, scans and models.
            Order and payment data: products, addresses, amounts and the payment method; card details stay with the
            payment provider. Security data: sign-in times, failed sign-ins, device and language.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection number={3} title={<Trans>Why we use it</Trans>}>
        <p>
          <Trans>
            To run your account and sign-in, to design, make, ship and support the products ordered, to bill, to keep
            the service secure and to meet our legal duties. We do not sell personal data, and we never use patient data
            for advertising.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection number={4} title={<Trans>Patient data on behalf of the clinic</Trans>}>
        <p>
          <Trans>
            Only the clinic's authorised staff and our people working on the case can see a patient's data. A patient
            who wants to see, correct or delete their data asks the clinic; we help the clinic answer.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection number={5} title={<Trans>Data stored on your device</Trans>}>
        <p>
          <Trans>
            To work offline, the app keeps a copy of what you have opened (cases, orders, lists) in the browser's storage
            on your device, in a separate store for each user, and opens it only for the user who stored it. Nothing is
            stored before you sign in. The sign-in itself is a cookie that page scripts cannot read. Protect shared
            devices with a screen lock and sign out; clearing the site's data in the browser removes the copy.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection number={6} title={<Trans>Uploaded files</Trans>}>
        <p>
          <Trans>
            Photos, scans and documents travel encrypted and are kept in our file storage. Links to them are signed and
            stop working after one hour.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection number={7} title={<Trans>Who receives data</Trans>}>
        <p>
          <Trans>
            Our staff and factories that work on the case; carriers, who receive the delivery address; payment
            providers, for a payment; the SMS provider, which receives your phone number to send codes; and authorities
            where the law requires it.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection number={8} title={<Trans>Security</Trans>}>
        <p>
          <Trans>
            Connections are encrypted, passwords are hashed, accounts lock after repeated wrong passwords, access
            depends on your role and clinic, and security events are logged.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection number={9} title={<Trans>How long we keep data</Trans>}>
        <p>
          <Trans>
            Account data while the account is open, then as long as the law requires. Case and order data as long as
            the clinic's contract and the rules on medical and tax records require. Security logs for a limited period.
            The copy on your device stays until the site's data is cleared.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection number={10} title={<Trans>Your rights and contact</Trans>}>
        <p>
          <Trans>
            You may ask to see, correct or delete your account data, and object to its use, as the law allows. For
            patient data, contact the clinic. For anything else, and for questions about this policy, contact us:
          </Trans>
        </p>
        <ServiceContacts />
        <p>
          <Trans>When this policy changes, the app says so before the change applies.</Trans>
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
