import { msg } from '@lingui/core/macro';
import type { AlignerFactoryAction } from '../../../../domain/lines/aligners/statuses';
import { ORDER_STATUS } from '../../../../domain/order-status';
import { SHARED_FACTORY_TEXTS, type FactoryActionTexts } from '../../../features/factory/components/action-labels';

/** The factory's aligner moves as the action panel says them. */
export const ALIGNER_FACTORY_TEXTS: FactoryActionTexts<AlignerFactoryAction> = {
  labels: {
    ...SHARED_FACTORY_TEXTS.labels,
    acceptDesign: msg`Accept into design`,
    uploadPlan: msg`Upload the plan`,
    publishPlan: msg`Publish the plan`,
    takeUpRejection: msg`Take up the rejection`,
    issuePaymentOrder: msg`Issue the payment order`,
  },
  confirmBodies: {
    ...SHARED_FACTORY_TEXTS.confirmBodies,
    acceptDesign: msg`The case enters the design queue.`,
    publishPlan: msg`The doctor can review the plan once it is published.`,
    takeUpRejection: msg`You revise the plan the doctor rejected; the doctor sees that the revision is under way.`,
    release: msg`The aligners of this batch go into production.`,
  },
  reasonHints: SHARED_FACTORY_TEXTS.reasonHints,
  // A plan from a rejected one (16) is a revision.
  revisionLabels: { [ORDER_STATUS.planToBeAdjusted]: { uploadPlan: msg`Upload the revision` } },
};
