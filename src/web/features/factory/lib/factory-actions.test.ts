import { describe, expect, it } from 'vitest';
import { nextStatuses } from '../../../../domain/cases/status-machine';
import { ALIGNER_STATUS_TABLE } from '../../../../domain/lines/aligners/statuses';
import { ORDER_STATUS_CODES } from '../../../../domain/order-status';
import { FACTORY_ROLES, movesBy, movesFrom } from '../../../../domain/orders/moves';
import type { FactoryRole } from '../../../../domain/accounts/factory-roles';
import { factoryPersonaOf, grants, type PermissionCode } from '../../../../domain/accounts/permissions';
import { factoryActionsOf } from './factory-actions';

const ALIGNERS = 1;
/** The buttons of a factory user in `role`, as the session's resources give them (the permission matrix). */
const as = (role: FactoryRole | null) => (code: PermissionCode) => grants(factoryPersonaOf(role), code);
const kindsAt = (status: number) =>
  factoryActionsOf(ALIGNERS, status, nextStatuses(ALIGNERS, status, 'factory'), as('admin')).map((action) => [
    action.kind,
    action.form,
  ]);

describe('factoryActionsOf', () => {
  it.each([
    [
      2,
      [
        ['passReview', 'confirm'],
        ['failReview', 'reason'],
      ],
    ],
    [4, [['acceptDesign', 'confirm']]],
    [6, [['uploadPlan', 'plan']]],
    [8, [['publishPlan', 'confirm']]],
    [15, [['takeUpRejection', 'confirm']]],
    [16, [['uploadPlan', 'plan']]],
    [20, [['issuePaymentOrder', 'paymentOrder']]],
    [21, [['recordPayment', 'payment']]],
    [
      22,
      [
        ['release', 'confirm'],
        ['terminate', 'reason'],
      ],
    ],
    [
      23,
      [
        ['ship', 'shipment'],
        ['terminate', 'reason'],
      ],
    ],
  ])('offers at %i the moves of the factory', (status, kinds) => {
    expect(kindsAt(status)).toEqual(kinds);
  });

  it.each([1, 3, 5, 10, 14, 24, 25, 26, 27, 29])('offers nothing at %i (the clinic’s turn, or closed)', (status) => {
    expect(kindsAt(status)).toEqual([]);
  });

  it('offers each factory role only its desk’s moves, an admin all, a former member none', () => {
    const kinds = (status: number, role: FactoryRole | null) =>
      factoryActionsOf(ALIGNERS, status, nextStatuses(ALIGNERS, status, 'factory'), as(role)).map(
        (action) => action.kind,
      );
    expect(kinds(2, 'reviewer')).toEqual(['passReview', 'failReview']);
    expect(kinds(2, 'finance')).toEqual([]);
    expect(kinds(21, 'finance')).toEqual(['recordPayment']);
    expect(kinds(21, 'reviewer')).toEqual([]);
    expect(kinds(22, 'production')).toEqual(['release', 'terminate']);
    expect(kinds(15, 'designer')).toEqual(['takeUpRejection']);
    expect(kinds(22, 'admin')).toEqual(['release', 'terminate']);
    expect(kinds(2, null)).toEqual([]);
  });

  it('offers only what the server lists now, whatever the status alone would allow', () => {
    expect(factoryActionsOf(ALIGNERS, 2, [4], as('admin')).map((action) => action.kind)).toEqual(['passReview']);
    expect(factoryActionsOf(ALIGNERS, 22, [], as('admin')).map((action) => action.kind)).toEqual([]);
  });
});

describe('the factory’s panel agrees with the aligner status table', () => {
  const factoryMoves = movesBy(ALIGNER_STATUS_TABLE, FACTORY_ROLES);

  it.each(ORDER_STATUS_CODES)('offers in %i exactly the factory’s moves out of it, in table order', (status) => {
    const want = movesFrom(ALIGNER_STATUS_TABLE, status)
      .filter((move) => factoryMoves.includes(move))
      .map((move) => [move.action, move.to, move.form.reason === 'required']);
    expect(kindsAt(status).length).toBe(want.length);
    expect(
      factoryActionsOf(ALIGNERS, status, nextStatuses(ALIGNERS, status, 'factory'), as('admin')).map((action) => [
        action.kind,
        action.to,
        action.isDestructive,
      ]),
    ).toEqual(want);
  });

  it('opens the move’s own form where the table gives it one, the reason form where a reason is required', () => {
    for (const move of factoryMoves) {
      const [action] = factoryActionsOf(ALIGNERS, move.from[0] ?? 0, [move.to], as('admin'));
      const expected = move.form.fields ?? (move.form.reason === 'required' ? 'reason' : 'confirm');
      expect(action?.form, move.action).toBe(expected);
    }
  });

  it('offers nothing for a line without a status table', () => {
    expect(factoryActionsOf(3, 2, [4, 5], as('admin'))).toEqual([]);
  });
});
