import type { MessageDescriptor } from '@lingui/core';
import type { TTransitionRequest } from '../../../../domain/orders/move-requests';
import type { CaseWrite } from '../api/factory-case-writes';
import type { CaseActionCallbacks } from '../hooks/use-case-action';
import type { FactoryAction } from '../lib/factory-actions';

/** What the action panel needs of an order of any line: which it is, where it stands, where the user may move it. */
export type ActionTarget = { orderId: number; status: number; nextStatuses: readonly number[] };

/** What the action panel gives each action's form. */
export type ActionFormProps<D extends ActionTarget> = CaseActionCallbacks & {
  /** The order as on screen now: its status is the `expectedStatus` the form sends. */
  detail: D;
  action: FactoryAction;
  /** The action's name, translated. */
  label: string;
  /** Who reads the reason of a refusal (the line's `reasonHints`). */
  reasonHint?: MessageDescriptor;
  isStillValid: boolean;
  onCancel: () => void;
  /** The line's plain status call (aligners: /v1/case/transition; other lines: the core's /v1/line/transition). */
  transition: CaseWrite<TTransitionRequest>;
};
