import {
  type TCompleteRequest,
  type TProductionRequest,
  type TRestartRequest,
  ALIGNER_PATHS,
} from '../../../../domain/lines/aligners/requests';
import type { TTransitionRequest } from '../../../../domain/orders/move-requests';
import type { TCaseDetail } from '../../../../domain/lines/aligners/detail';
import { transitionCase } from '../../../lib/cases/case-queries';
import { postCaseMove, useCaseMove } from '../../../lib/orders/case-moves';

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

/** Sends one of the clinic's changes: a plain transition, or the move's own call (without an idempotency key). */
export async function runCaseAction(action: CaseAction): Promise<TCaseDetail | null> {
  if (action.kind === 'transition') return transitionCase(action.request);
  return postCaseMove(ACTION_PATHS[action.kind], action.request);
}

/**
 * A change to the case shown under `detailKey` (src/web/lib/orders/case-moves.ts, shared with the factory console): on
 * success the answer replaces the detail and every case list is refreshed; on a conflict the detail is fetched again
 * (the form that sent it stays open with what the user typed).
 */
export function useCaseAction(detailKey: readonly unknown[]) {
  return useCaseMove(runCaseAction, () => detailKey);
}
