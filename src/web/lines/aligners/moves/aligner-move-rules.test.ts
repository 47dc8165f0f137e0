import { describe, expect, it } from 'vitest';
import { nextStatuses, canRestartStage, type CaseRole } from '../../../../domain/cases/status-machine';
import { ALIGNER_STATUS_TABLE } from '../../../../domain/lines/aligners/statuses';
import { ORDER_STATUS_CODES } from '../../../../domain/order-status';
import { CLINIC_ROLES, movesBy, movesFrom } from '../../../../domain/orders/moves';
import {
  actionForm,
  caseWizardPath,
  DETAIL_ACTION_ORDER,
  detailActionsOf,
  type DetailActionKind,
} from './aligner-move-rules';

/** What the server sends for a role: the status machine's moves and restart rule (case-detail.ts does the same). */
const factsFor = (status: number, role: CaseRole) => ({
  status,
  nextStatuses: nextStatuses(1, status, role),
  canRestart: canRestartStage(1, status, role),
});

describe('detailActionsOf: the actions offered come only from what the server allows', () => {
  it.each([
    [1, ['continueEditing', 'ignore', 'cancel']],
    [2, ['cancel']],
    [5, ['continueEditing', 'ignore', 'cancel']],
    [10, ['approvePlan', 'rejectPlan', 'cancel']],
    [14, ['requestProduction', 'cancel']],
    [15, ['cancel']],
    [21, ['cancel']],
    [22, []],
    [23, []],
    [24, ['confirmReceipt']],
    [25, ['requestProduction', 'complete', 'restart']],
    [26, []],
    [27, []],
    [29, ['restore']],
  ])('a doctor with the case in %i gets %j', (status, expected) => {
    expect(detailActionsOf(factsFor(status, 'doctor'))).toEqual(expected);
    // The clinic admin acts for the clinic: the same buttons.
    expect(detailActionsOf(factsFor(status, 'clinicAdmin'))).toEqual(expected);
  });

  it.each([2, 10, 14, 24, 25, 29])('a factory user gets none of the clinic actions in %i', (status) => {
    expect(detailActionsOf(factsFor(status, 'factory'))).toEqual([]);
  });

  it('offers nothing the server did not list, even in a status where the move exists', () => {
    expect(detailActionsOf({ status: 10, nextStatuses: [14], canRestart: false })).toEqual(['approvePlan']);
    expect(detailActionsOf({ status: 25, nextStatuses: [], canRestart: false })).toEqual([]);
  });

  it('reads a move by the status it starts from (20 is production only from 14 or 25)', () => {
    expect(detailActionsOf({ status: 24, nextStatuses: [20, 25], canRestart: false })).toEqual(['confirmReceipt']);
  });

  it('opens the wizard on the case', () => {
    expect(caseWizardPath(42)).toBe('/confirmOrder?type=1&orderId=42');
  });
});

describe('the clinic’s buttons agree with the aligner status table', () => {
  const clinicMoves = movesBy(ALIGNER_STATUS_TABLE, CLINIC_ROLES);
  const asKind = (action: string) => (action === 'submit' ? 'continueEditing' : action);

  it('offers a button for every clinic move and the restart, and for nothing else', () => {
    const actions = [...clinicMoves.map((move) => asKind(move.action)), 'restart'];
    expect([...DETAIL_ACTION_ORDER].sort()).toEqual(actions.sort());
  });

  it.each(ORDER_STATUS_CODES)('offers in %i exactly the clinic’s moves out of it', (status) => {
    const want = [
      ...movesFrom(ALIGNER_STATUS_TABLE, status)
        .filter((move) => clinicMoves.includes(move))
        .map((move) => asKind(move.action)),
      ...(ALIGNER_STATUS_TABLE.restart?.from.includes(status) ? ['restart'] : []),
    ];
    expect([...detailActionsOf(factsFor(status, 'doctor'))].sort()).toEqual(want.sort());
  });

  it('asks for the reason and photos the table’s form says', () => {
    for (const move of clinicMoves) expect(actionForm(asKind(move.action) as DetailActionKind)).toBe(move.form);
    expect(actionForm('restart')).toBe(ALIGNER_STATUS_TABLE.restart?.form);
  });
});
