import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { WizardDefinition, WizardStep } from '../../components/wizard/wizard-definition';
import { LineWizardPage } from '../../components/wizard/wizard-page';
import { orderIdOfAnswer } from '../../lib/orders/order-id-of-answer';
import { ModelStep } from '../../features/cases/wizard/steps/model-step';
import type { TWebSession } from '../../lib/session/session-store';
import { lineSubmit } from '../../lib/orders/queue-line-submit';
import { DentureResubmit } from './denture-resubmit';
import { rememberedNotation } from './notation-preference';
import { BasicStep } from './steps/basic-step';
import { DesignStep } from './steps/design-step';
import { PreviewStep } from './steps/preview-step';
import { ShadesStep } from './steps/shades-step';
import { TeethStep } from './steps/teeth-step';
import { dentureStepErrors, dentureSubmitParts } from './wizard-checks';
import {
  DENTURE_LINE_ENTRY,
  dentureDraftKey,
  dentureDraftPath,
  dentureOrderPath,
  dentureWizardPath,
  emptyDentureDraft,
  type DentureStep,
  type DentureWizardDraft,
} from './wizard-draft';

/**
 * The fixed-denture wizard (`/confirmOrder?type=2`, `/dentureTeethCreateOrder`) on the generic wizard: basic info,
 * teeth and prosthetics, shades, design preferences, model, preview with the lab slip. A draft on the device, offline
 * too, submitted through the outbox to the order core's line submit (`/v1/line/submit`), which checks each step with
 * the same schemas (`src/domain/lines/dentures/wizard.ts`).
 */

const dataStep = (
  id: Exclude<DentureStep, 'preview'>,
  label: MessageDescriptor,
  Screen: WizardStep<DentureWizardDraft>['Screen'],
): WizardStep<DentureWizardDraft> => ({
  id,
  label,
  Screen,
  check: (i18n, draft, clock) => dentureStepErrors(i18n, id, draft, clock),
});

const noWarnings = (): string[] => [];

export const DENTURE_WIZARD: WizardDefinition<DentureWizardDraft> = {
  steps: [
    dataStep('basic', msg`Basic info`, BasicStep),
    dataStep('teeth', msg`Teeth and prosthetics`, TeethStep),
    dataStep('shades', msg`Shades`, ShadesStep),
    dataStep('design', msg`Design preferences`, DesignStep),
    dataStep('model', msg`Model`, ModelStep),
    { id: 'preview', label: msg`Preview and submit`, Screen: PreviewStep },
  ],
  draftKey: dentureDraftKey,
  title: (draft) =>
    draft.orderId === null ? (
      <Trans>New fixed denture order</Trans>
    ) : (
      <Trans>Edit and resubmit fixed denture order {draft.orderId}</Trans>
    ),
  useWarnings: noWarnings,
  submit: lineSubmit(DENTURE_LINE_ENTRY, dentureSubmitParts, dentureDraftPath),
  orderIdOf: orderIdOfAnswer,
  orderPath: dentureOrderPath,
  draftsPath: '/caseDrafts',
  receivedMessage: msg`Order submitted: the manufacturer has received it.`,
};

const newDentureDraft = (id: string, session: TWebSession | undefined) =>
  emptyDentureDraft(id, {
    doctorName: session?.name ?? '',
    doctorMobile: session?.phone ?? '',
    notation: rememberedNotation(),
  });

const ResubmitDenture = ({ orderId, clinicId }: { orderId: number; clinicId: number }) => (
  <DentureResubmit orderId={orderId} clinicId={clinicId} definition={DENTURE_WIZARD} />
);

/**
 * The wizard's page: a fresh draft id in the address, the draft restored from the device after a reload; `orderId=<n>`
 * corrects and resubmits an order sent back or reopened (isEdit).
 */
export function DentureWizardPage() {
  return (
    <LineWizardPage
      definition={DENTURE_WIZARD}
      newDraft={newDentureDraft}
      newDraftPath={dentureWizardPath}
      Resubmit={ResubmitDenture}
    />
  );
}
