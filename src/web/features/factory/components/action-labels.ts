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
  acceptEdit: msg`Accept the edit application`,
  refuseEdit: msg`Refuse the edit application`,
  startAbutmentSelection: msg`Start the abutment selection`,
  selectAbutment: msg`Send the abutment design`,
  scheduleTray: msg`Make a custom tray`,
  shipTray: msg`Ship the tray`,
  queueForDesign: msg`Queue for design`,
  assignDesigner: msg`Assign a designer`,
  startDesign: msg`Start the design`,
  finishDesign: msg`Finish the design`,
  assessRisk: msg`Assess the risk`,
  publishRoughDesign: msg`Send the rough design plan`,
  scheduleTryIn: msg`Schedule a try-in`,
  shipTryIn: msg`Ship the try-in`,
  resumeProduction: msg`Resume production`,
};

/** An abutment adjusted after the clinic's feedback (43) is a revised design. */
export const adjustAbutmentLabel = msg`Send the adjusted abutment design`;

/** A plan from a rejected one (16) is a revision. */
export const uploadRevisionLabel = msg`Upload the revision`;

/** What a plain change means, asked before it is made (it cannot be undone from the factory's side). */
export const confirmBodies: Partial<Record<FactoryActionKind, MessageDescriptor>> = {
  passReview: msg`The case data is complete and usable. The doctor is told the case passed.`,
  acceptDesign: msg`The case enters the design queue.`,
  publishPlan: msg`The doctor can review the plan once it is published.`,
  takeUpRejection: msg`You revise the plan the doctor rejected; the doctor sees that the revision is under way.`,
  release: msg`The aligners of this batch go into production.`,
  acceptEdit: msg`The order goes back to the clinic, which edits it in the wizard and submits it again.`,
  startAbutmentSelection: msg`The designer starts selecting the implant abutment; the clinic confirms it later.`,
  scheduleTray: msg`The lab makes the custom impression tray from the order’s model; the design waits for the final impression.`,
  queueForDesign: msg`The order enters the design queue.`,
  assignDesigner: msg`The order is assigned to a designer.`,
  startDesign: msg`The design of this order starts.`,
  finishDesign: msg`The design is done; the rough design plan can go to the clinic.`,
  assessRisk: msg`The implant case goes to risk assessment before the clinic sees the plan.`,
  publishRoughDesign: msg`The clinic sees the rough design plan and confirms it or gives feedback. Confirming issues the payment order.`,
  scheduleTryIn: msg`A try-in is made for the clinic before the final work.`,
  shipTryIn: msg`The try-in leaves the factory; the clinic confirms when it arrives.`,
  resumeProduction: msg`Production goes on: after a passed try-in, the final work; after a failed acceptance, the rework.`,
};

/** The same move reads differently on another line: fixed dentures release one order, not a batch of aligners. */
export const dentureConfirmBodies: Partial<Record<FactoryActionKind, MessageDescriptor>> = {
  release: msg`The fixed denture goes into production.`,
};

/** Who reads the reason of a refusal. */
export const reasonHints: Partial<Record<FactoryActionKind, MessageDescriptor>> = {
  failReview: msg`The doctor reads it, fixes the case data and submits again.`,
  terminate: msg`The clinic reads it. Production of this order stops for good.`,
  refuseEdit: msg`The doctor reads it; the order stays as it was submitted.`,
};
