import type { TCaseDetail } from '../../../../domain/lines/aligners/detail';
import type { CaseActionCallbacks } from '../hooks/use-case-action';
import type { FactoryAction } from '../lib/factory-actions';

/** What the action panel gives each action's form. */
export type ActionFormProps = CaseActionCallbacks & {
  /** The case as on screen now: its status is the `expectedStatus` the form sends. */
  detail: TCaseDetail;
  action: FactoryAction;
  /** The action's name, translated. */
  label: string;
  isStillValid: boolean;
  onCancel: () => void;
};
