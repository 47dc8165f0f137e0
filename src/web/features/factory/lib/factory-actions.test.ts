import { describe, expect, it } from 'vitest';
import { nextStatuses } from '../../../../domain/cases/status-machine';
import { factoryActionsOf } from './factory-actions';

const ALIGNERS = 1;
const kindsAt = (status: number) =>
  factoryActionsOf(ALIGNERS, status, nextStatuses(ALIGNERS, status, 'factory')).map((action) => [
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
        ['ship', 'ship'],
        ['terminate', 'reason'],
      ],
    ],
  ])('offers at %i the moves of the factory', (status, kinds) => {
    expect(kindsAt(status)).toEqual(kinds);
  });

  it.each([1, 3, 5, 10, 14, 24, 25, 26, 27, 29])('offers nothing at %i (the clinic’s turn, or closed)', (status) => {
    expect(kindsAt(status)).toEqual([]);
  });

  it('offers only what the server lists now, whatever the status alone would allow', () => {
    expect(factoryActionsOf(ALIGNERS, 2, [4]).map((action) => action.kind)).toEqual(['passReview']);
    expect(factoryActionsOf(ALIGNERS, 22, []).map((action) => action.kind)).toEqual([]);
  });
});
