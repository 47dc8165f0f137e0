import type { CaseWrite } from '../api/factory-case-writes';
import { useCaseAction } from '../hooks/use-case-action';
import type { ActionFormProps, ActionTarget } from './action-form-props';

/**
 * An action form's change and the props its `ActionFormFrame` takes from it and from the panel: the label, whether
 * the action still applies, Cancel, sending, and the refusal said on the form.
 */
export function useActionForm<TRequest extends { orderId: number }>(
  write: CaseWrite<TRequest>,
  { label, isStillValid, onCancel, onDone, onConflict }: ActionFormProps<ActionTarget>,
) {
  const change = useCaseAction(write, { onDone, onConflict });
  const frame = { label, isStillValid, onCancel, isPending: change.isPending, formError: change.formError };
  return { change, frame };
}
