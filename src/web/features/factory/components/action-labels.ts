import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FactoryActionKind } from '../lib/factory-actions';

/** Each action's button (also the submit of its form). */
export const actionLabels: Record<FactoryActionKind, MessageDescriptor> = {
  passReview: msg`Pass the review`,
  failReview: msg`Fail the review`,
  acceptDesign: msg`Accept into design`,
  uploadPlan: msg`Upload the plan`,
  publishPlan: msg`Publish the plan`,
  takeUpRejection: msg`Take up the rejection`,
  issuePaymentOrder: msg`Issue the payment order`,
  recordPayment: msg`Record the payment`,
  release: msg`Release to production`,
  ship: msg`Ship`,
  terminate: msg`Terminate production`,
};

/** A plan from a rejected one (16) is a revision. */
export const uploadRevisionLabel = msg`Upload the revision`;

/** What a plain change means, asked before it is made (it cannot be undone from the factory's side). */
export const confirmBodies: Partial<Record<FactoryActionKind, MessageDescriptor>> = {
  passReview: msg`The case data is complete and usable. The doctor is told the case passed.`,
  acceptDesign: msg`The case enters the design queue.`,
  publishPlan: msg`The doctor can review the plan once it is published.`,
  takeUpRejection: msg`You revise the plan the doctor rejected; the doctor sees that the revision is under way.`,
  release: msg`The aligners of this batch go into production.`,
};

/** Who reads the reason of a refusal. */
export const reasonHints: Partial<Record<FactoryActionKind, MessageDescriptor>> = {
  failReview: msg`The doctor reads it, fixes the case data and submits again.`,
  terminate: msg`The clinic reads it. Production of this order stops for good.`,
};
