import { describe, expect, it } from 'vitest';
import { checkTransition, formTarget, nextStatuses } from '../../cases/status-machine';
import { ORDER_STATUS as S } from '../../order-status';
import { PRODUCT_LINE_CODE } from '../../product-lines';
import { findMove, type CaseRole } from '../../orders/moves';
import { lineOf } from '../registry';
import { DENTURE_STATUS_TABLE as table } from './statuses';

const LINE = PRODUCT_LINE_CODE.dentureTeeth;
const C: CaseRole = 'doctor';
const F: CaseRole = 'factory';

/** Walks a path of moves: each must be in the table, made by `role`, and needs no reason unless one is given. */
function walk(path: readonly [CaseRole, number][], from: number) {
  let at = from;
  for (const [role, to] of path) {
    const move = findMove(table, at, to);
    expect(move, `${at} -> ${to}`).toBeDefined();
    expect(move!.by, `${at} -> ${to}`).toContain(role);
    at = to;
  }
  return at;
}

describe('the fixed-denture status table', () => {
  it('is line 2’s, registered with the core', () => {
    expect(lineOf(LINE)?.statusTable).toBe(table);
    expect(lineOf(LINE)?.detailRoute).toBe('/dentureTeethOrderDetail');
  });

  it('runs the main path of docs/orders.md, an implant order with a bought abutment and a try-in', () => {
    const end = walk(
      [
        [F, S.passed],
        [F, S.abutmentSelectionInProgress],
        [F, S.toConfirm],
        [C, S.feedback],
        [F, S.toConfirm],
        [C, S.confirmed],
        [F, S.pendingAssignment],
        [F, S.pendingDesign],
        [F, S.designing],
        [F, S.designDone],
        [F, S.riskAssessment],
        [F, S.roughDesignPlan],
        [C, S.pendingDesign],
        [F, S.designing],
        [F, S.designDone],
        [F, S.roughDesignPlan],
        [C, S.pendingPayment],
        [F, S.paid],
        [F, S.productionOrderOut],
        [F, S.tryInScheduled],
        [F, S.tryInShipped],
        [C, S.tryInReceived],
        [C, S.tryInPendingAcceptance],
        [C, S.tryInFailed],
        [F, S.tryInScheduled],
        [F, S.tryInShipped],
        [C, S.tryInReceived],
        [C, S.tryInPendingAcceptance],
        [C, S.tryInPassed],
        [F, S.productionOrderOut],
        [F, S.inTransit],
        [C, S.signedFor],
        [C, S.acceptanceFailed],
        [F, S.productionOrderOut],
        [F, S.inTransit],
        [C, S.signedFor],
        [C, S.acceptancePassed],
      ],
      S.toBeReviewed,
    );
    expect(nextStatuses(LINE, end, C)).toEqual([]);
    expect(nextStatuses(LINE, end, F)).toEqual([]);
  });

  it('sends a custom impression tray before the design: the factory makes and ships it, the clinic receives it', () => {
    walk([[F, S.trayScheduled]], S.passed);
    const end = walk(
      [
        [F, S.trayScheduled],
        [F, S.trayShipped],
        [C, S.trayReceived],
        [F, S.pendingAssignment],
      ],
      S.confirmed,
    );
    expect(end).toBe(S.pendingAssignment);
    expect(formTarget(LINE, 'tryInShipment')).toBeDefined();
    expect(findMove(table, S.trayScheduled, S.trayShipped)?.form.fields).toBe('tryInShipment');
    for (const at of [S.trayScheduled, S.trayShipped, S.trayReceived])
      expect(nextStatuses(LINE, at, C), `${at}`).toContain(S.orderCancelled);
    expect(nextStatuses(LINE, S.trayShipped, F)).toEqual([]);
  });

  it('lets the clinic apply to edit a submitted order, which the factory accepts or refuses', () => {
    expect(checkTransition(LINE, S.toBeReviewed, S.application, C)).toEqual({ ok: false, reason: 'reason-required' });
    expect(checkTransition(LINE, S.toBeReviewed, S.application, C, { reason: 'Wrong tooth' })).toEqual({ ok: true });
    expect(nextStatuses(LINE, S.application, F)).toEqual([S.informationToComplete, S.toBeReviewed]);
  });

  it('asks for a reason and takes up to 6 photos with a feedback, a failed try-in and a rework', () => {
    for (const [from, to] of [
      [S.toConfirm, S.feedback],
      [S.roughDesignPlan, S.pendingDesign],
      [S.tryInPendingAcceptance, S.tryInFailed],
      [S.signedFor, S.acceptanceFailed],
    ] as const) {
      const move = findMove(table, from, to)!;
      expect(move.form, `${from} -> ${to}`).toMatchObject({ reason: 'required', photos: 6 });
    }
  });

  it('has own forms for the abutment selection, the rework, the payment and the shipment', () => {
    expect(formTarget(LINE, 'abutmentSelection')).toBe(S.toConfirm);
    expect(formTarget(LINE, 'rework')).toBe(S.acceptanceFailed);
    expect(formTarget(LINE, 'payment')).toBe(S.paid);
    expect(formTarget(LINE, 'shipment')).toBe(S.inTransit);
    expect(formTarget(LINE, 'plan')).toBeUndefined();
    // The payment order is the clinic's confirmation's effect, not a factory form.
    expect(formTarget(LINE, 'paymentOrder')).toBeUndefined();
    expect(findMove(table, S.roughDesignPlan, S.pendingPayment)?.effects).toEqual(['paymentOrder']);
  });

  it('lets the clinic cancel before payment only, and the factory terminate in production', () => {
    expect(nextStatuses(LINE, S.pendingPayment, C)).toContain(S.orderCancelled);
    for (const from of [S.paid, S.productionOrderOut, S.inTransit, S.signedFor])
      expect(nextStatuses(LINE, from, C), `${from}`).not.toContain(S.orderCancelled);
    expect(nextStatuses(LINE, S.paid, F)).toContain(S.productionTerminated);
    expect(nextStatuses(LINE, S.signedFor, F)).toEqual([]);
  });

  it('sends the order and its try-in out of the factory by moves that say so (not while a payment order is open)', () => {
    const leaving = table.moves.filter((move) => move.leavesFactory).map((move) => move.action);
    expect(leaving).toEqual(['shipTryIn', 'ship']);
  });
});
