import { msg } from '@lingui/core/macro';
import type { DentureFactoryAction } from '../../../../domain/lines/dentures/statuses';
import { ORDER_STATUS } from '../../../../domain/order-status';
import { SHARED_FACTORY_TEXTS, type FactoryActionTexts } from '../../../features/factory/components/action-labels';

/** The factory's fixed-denture moves as the action panel says them. */
export const DENTURE_FACTORY_TEXTS: FactoryActionTexts<DentureFactoryAction> = {
  labels: {
    ...SHARED_FACTORY_TEXTS.labels,
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
  },
  confirmBodies: {
    ...SHARED_FACTORY_TEXTS.confirmBodies,
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
    // Fixed dentures release one order, not a batch of aligners.
    release: msg`The fixed denture goes into production.`,
  },
  reasonHints: {
    ...SHARED_FACTORY_TEXTS.reasonHints,
    refuseEdit: msg`The doctor reads it; the order stays as it was submitted.`,
  },
  // An abutment adjusted after the clinic's feedback (43) is a revised design.
  revisionLabels: { [ORDER_STATUS.feedback]: { selectAbutment: msg`Send the adjusted abutment design` } },
};
