import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { TCaseConflict } from '../../../../domain/orders/events';
import { caseConflictOf } from '../../../lib/cases/case-conflict';
import { caseQueries, FACTORY_SCOPE } from '../../../lib/cases/case-queries';
import { failureOf, serverFieldMessages } from '../../../lib/forms/request-failure';
import { useCaseMove } from '../../../lib/orders/case-moves';
import type { CaseWrite } from '../api/factory-case-writes';

export type CaseActionCallbacks = {
  /** The change was made. */
  onDone: () => void;
  /** The case had moved on (45005): the screen says what changed; the form keeps its input. */
  onConflict: (conflict: TCaseConflict) => void;
};

/**
 * Sends one action's change and sorts the answer: done, a conflict (handed up), or a failure said on the form itself
 * (the factory area has no toasts): the server's message, already translated, and its field messages.
 */
export function useCaseAction<TRequest extends { orderId: number }>(
  write: CaseWrite<TRequest>,
  { onDone, onConflict }: CaseActionCallbacks,
) {
  const { t } = useLingui();
  // The move itself, shared with the clinic's order detail (src/web/lib/orders/case-moves.ts).
  const mutation = useCaseMove(write, (request) => caseQueries.detail(FACTORY_SCOPE, request.orderId));
  const [formError, setFormError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  /** Resolves true when the change was made. */
  async function run(request: TRequest): Promise<boolean> {
    if (mutation.isPending) return false;
    setFormError(null);
    setServerErrors({});
    try {
      await mutation.mutateAsync(request);
    } catch (error) {
      const conflict = caseConflictOf(error);
      if (conflict) {
        onConflict(conflict);
        return false;
      }
      const failure = failureOf(error);
      if (failure) setServerErrors(serverFieldMessages(failure));
      setFormError(failure?.msg || t`The change could not be saved. Please try again.`);
      return false;
    }
    onDone();
    return true;
  }

  return { run, isPending: mutation.isPending, formError, serverErrors };
}
