import type { MessageDescriptor } from '@lingui/core';
import type { MoveButton } from '../../../components/cases/move-buttons';
import { msg } from '@lingui/core/macro';
import type { DentureActionKind, DentureMoveAction } from './denture-move-rules';

/** What each of the clinic's actions on a fixed-denture order is called, and what its dialog says. */
export const DENTURE_ACTION_BUTTONS: Record<DentureActionKind, MoveButton> = {
  resubmit: { label: msg`Edit and resubmit`, style: 'primary' },
  confirmAbutment: { label: msg`Confirm the abutment`, style: 'primary' },
  abutmentFeedback: { label: msg`Abutment feedback`, style: 'secondary' },
  confirmRoughDesign: { label: msg`Confirm the rough design`, style: 'primary' },
  roughDesignFeedback: { label: msg`Rough design feedback`, style: 'secondary' },
  receiveTray: { label: msg`Tray received`, style: 'primary' },
  receiveTryIn: { label: msg`Try-in received`, style: 'primary' },
  startTryIn: { label: msg`Start the try-in`, style: 'primary' },
  passTryIn: { label: msg`Try-in passed`, style: 'primary' },
  failTryIn: { label: msg`Try-in failed`, style: 'secondary' },
  confirmReceipt: { label: msg`Confirm shipping`, style: 'primary' },
  accept: { label: msg`Acceptance passed`, style: 'primary' },
  askRework: { label: msg`Acceptance failed: rework`, style: 'secondary' },
  applyEdit: { label: msg`Apply to edit`, style: 'secondary' },
  productionFeedback: { label: msg`Production or shipping feedback`, style: 'secondary' },
  ignore: { label: msg`Ignore`, style: 'secondary' },
  restore: { label: msg`Restore`, style: 'primary' },
  cancel: { label: msg`Cancel the order`, style: 'danger' },
};

type DialogText = { title: MessageDescriptor; description: MessageDescriptor; tone: 'primary' | 'danger' };

export const DENTURE_MOVE_DIALOGS: Record<Exclude<DentureMoveAction, 'askRework'>, DialogText> = {
  confirmAbutment: {
    title: msg`Confirm the abutment`,
    description: msg`The factory designs the denture on the abutment it selected.`,
    tone: 'primary',
  },
  abutmentFeedback: {
    title: msg`Abutment feedback`,
    description: msg`The factory adjusts the abutment from your reason and asks you to confirm it again.`,
    tone: 'primary',
  },
  confirmRoughDesign: {
    title: msg`Confirm the rough design`,
    description: msg`The payment order of the denture is issued from the order’s costs; production starts once it is paid.`,
    tone: 'primary',
  },
  roughDesignFeedback: {
    title: msg`Rough design feedback`,
    description: msg`The designer revises the design from your reason.`,
    tone: 'primary',
  },
  receiveTray: {
    title: msg`Tray received`,
    description: msg`Confirm that the custom impression tray arrived. Take the final impression with it and send it to the lab: the design starts once it arrives.`,
    tone: 'primary',
  },
  receiveTryIn: {
    title: msg`Try-in received`,
    description: msg`Confirm that the try-in arrived at the clinic.`,
    tone: 'primary',
  },
  startTryIn: {
    title: msg`Start the try-in`,
    description: msg`The try-in is with the patient; record whether it fits once it is done.`,
    tone: 'primary',
  },
  passTryIn: {
    title: msg`Try-in passed`,
    description: msg`The factory finishes the denture as tried in.`,
    tone: 'primary',
  },
  failTryIn: {
    title: msg`Try-in failed`,
    description: msg`The factory makes the try-in again from your reason and photos.`,
    tone: 'danger',
  },
  confirmReceipt: {
    title: msg`Confirm shipping`,
    description: msg`Check the denture against the order and its photos before you sign for it. Then accept it or ask for a rework.`,
    tone: 'primary',
  },
  accept: {
    title: msg`Acceptance passed`,
    description: msg`The denture fits and the order is completed.`,
    tone: 'primary',
  },
  applyEdit: {
    title: msg`Apply to edit the order`,
    description: msg`The factory stops reviewing and, if it accepts, the order opens again for you to edit and resubmit.`,
    tone: 'primary',
  },
  ignore: {
    title: msg`Ignore the order`,
    description: msg`The order moves to the ignored tab. You can restore it later.`,
    tone: 'primary',
  },
  restore: {
    title: msg`Restore the order`,
    description: msg`The order goes back to "information to complete": check its data and submit it again.`,
    tone: 'primary',
  },
  cancel: {
    title: msg`Cancel the order`,
    description: msg`The order is cancelled for good and the factory stops working on it.`,
    tone: 'danger',
  },
};
