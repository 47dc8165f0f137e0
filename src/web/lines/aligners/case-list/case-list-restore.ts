import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ORDER_STATUS } from '../../../../domain/order-status';
import { caseQueries, transitionCase } from '../../../lib/cases/case-queries';

const { ignored: IGNORED, informationToComplete: INFORMATION_TO_COMPLETE } = ORDER_STATUS;

export type RestoreCaseInput = { orderId: number };

/**
 * Restore an ignored case (back to information to complete: its data may be stale, the clinic resubmits it). The
 * expected status is the one the list showed, so a case someone else already moved answers a 45005 conflict. Every
 * case query is refetched afterwards, success or conflict: the lists must show the case as it is now.
 */
export function useRestoreCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId }: RestoreCaseInput) =>
      transitionCase({ orderId, expectedStatus: IGNORED, to: INFORMATION_TO_COMPLETE }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: caseQueries.all() }),
  });
}
