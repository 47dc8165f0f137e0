import type { TTransitionRequest } from '../../../../domain/orders/move-requests';
import { transitionCase } from '../../../lib/cases/case-queries';
import type { CaseMoveSend } from '../../../lib/orders/case-moves';

/**
 * A change the factory sends with the status it saw; the key makes a resend after a lost answer count once. Each
 * line's moves with a form of their own send their own calls (src/web/lines/<line>/factory/*-writes.ts).
 */
export type CaseWrite<TRequest> = CaseMoveSend<TRequest>;

/** POST order /v1/case/transition: pass or fail the review, accept into design, take up a rejection, release, terminate. */
export const changeCaseStatus: CaseWrite<TTransitionRequest> = (request) => transitionCase(request);
