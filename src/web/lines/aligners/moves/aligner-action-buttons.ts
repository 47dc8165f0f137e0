import { msg } from '@lingui/core/macro';
import type { MoveButton } from '../../../components/cases/move-buttons';
import type { DetailActionKind } from './aligner-move-rules';

/** Each action's button; its label is also what the sync panel and the page call the queued move. */
export const ALIGNER_ACTION_BUTTONS: Record<DetailActionKind, MoveButton> = {
  continueEditing: { label: msg`Continue editing`, style: 'primary' },
  approvePlan: { label: msg`Approve the plan`, style: 'primary' },
  rejectPlan: { label: msg`Reject the plan`, style: 'secondary' },
  requestProduction: { label: msg`Ask for production`, style: 'primary' },
  confirmReceipt: { label: msg`Confirm receipt`, style: 'primary' },
  complete: { label: msg`Complete the treatment`, style: 'secondary' },
  restart: { label: msg`Restart the stage`, style: 'secondary' },
  restore: { label: msg`Restore`, style: 'primary' },
  ignore: { label: msg`Ignore`, style: 'secondary' },
  cancel: { label: msg`Cancel the order`, style: 'danger' },
};
