import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCaseDetail, type TCaseDetail } from '../../../../domain/lines/aligners/detail';
import {
  type TCompleteRequest,
  type TProductionRequest,
  type TRestartRequest,
  ALIGNER_PATHS,
} from '../../../../domain/lines/aligners/requests';
import type { TTransitionRequest } from '../../../../domain/orders/move-requests';
import { CaseErrorCode } from '../../../../domain/cases/case-messages';
import { failureOf, RequestFailedError } from '../../../lib/forms/request-failure';
import { api } from '../../../lib/http/api-client';
import { caseQueries, transitionCase } from '../../../lib/cases/case-queries';

/**
 * The clinic's changes to a case from its detail page. Each carries `expectedStatus`, the status on screen: a case that
 * moved on meanwhile answers 45005 (see `caseConflictOf`), and the page shows what changed instead of overwriting it.
 */
export type CaseAction =
  | { kind: 'transition'; request: TTransitionRequest }
  /** 14 -> 20, or 25 -> 20 for the next batch. */
  | { kind: 'production'; request: TProductionRequest }
  /** 25 -> 26. */
  | { kind: 'complete'; request: TCompleteRequest }
  /** 25 -> 1 with the next stage number. */
  | { kind: 'restart'; request: TRestartRequest };

const ACTION_PATHS = {
  production: ALIGNER_PATHS.production,
  complete: ALIGNER_PATHS.complete,
  restart: ALIGNER_PATHS.restart,
} as const;

/** The case as the server answers it after the change, or null when the answer is not a case detail. */
export async function runCaseAction(action: CaseAction): Promise<TCaseDetail | null> {
  if (action.kind === 'transition') return transitionCase(action.request);
  const result = await api.post<unknown>('order', ACTION_PATHS[action.kind], action.request, { isSilent: true });
  if (!result.ok) throw new RequestFailedError(result);
  const parsed = ZCaseDetail.safeParse(result.data);
  return parsed.success ? parsed.data : null;
}

/**
 * A change to the case shown under `detailKey`. On success the answer replaces the detail and every case list is
 * refreshed; on a conflict the detail is fetched again (the form that sent it stays open with what the user typed).
 */
export function useCaseAction(detailKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runCaseAction,
    onSuccess: async (detail) => {
      if (detail) queryClient.setQueryData(detailKey, detail);
      const detailHash = hashKey(detailKey);
      await queryClient.invalidateQueries({
        queryKey: caseQueries.all(),
        // The answer is the case as it is now: only the lists, counts and talk are fetched again.
        predicate: (query) => !detail || query.queryHash !== detailHash,
      });
    },
    onError: (error) => {
      const failure = failureOf(error);
      // The case moved on (or the move is no longer the caller's): what is on screen is stale.
      const isStale =
        failure?.code === CaseErrorCode.statusConflict ||
        failure?.code === CaseErrorCode.transitionNotAllowed ||
        failure?.code === CaseErrorCode.transitionRoleNotAllowed;
      if (isStale) void queryClient.invalidateQueries({ queryKey: detailKey });
    },
  });
}
