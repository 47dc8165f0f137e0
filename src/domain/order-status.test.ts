import { msg } from '@lingui/core/macro';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOrderStatusCode, ORDER_STATUS_CODES, orderStatusLabel, orderStatusLabels } from './order-status';

/** The table of spec section 4, copied by hand: code ranges expanded, second wordings after a slash. */
const specTable: [codes: number[], label: string][] = [
  [[1], 'information to complete'],
  [[2], 'to be reviewed'],
  [[3], 'order cancelled'],
  [[4], 'passed'],
  [[5], 'failed'],
  [[6, 7, 30, 31, 32, 33, 34], 'plan to be designed'],
  [[8, 11, 12], 'plan designed'],
  [[10, 13, 35], 'plan to be reviewed'],
  [[14], 'plan passed'],
  [[15], 'plan not passed'],
  [[16, 17], 'plan to be adjusted'],
  [[20], 'production treatment plan'],
  [[21], 'pending payment'],
  [[22], 'paid'],
  [[23, 36, 37, 38, 39], 'production order out'],
  [[24], 'in transit'],
  [[25], 'received'],
  [[26], 'passed / treatment completed'],
  [[27], 'production terminated'],
  [[29], 'ignored'],
  [[41], 'abutment selection in progress'],
  [[42], 'to confirm / abutment to confirm'],
  [[43], 'feedback / abutment to adjust'],
  [[44], 'confirmed'],
  [[46], 'signed for'],
  [[47], 'acceptance passed'],
  [[48], 'acceptance failed'],
  [[50], 'rough design plan'],
  [[51], 'application'],
  [[52], 'pending assignment'],
  [[53], 'pending design'],
  [[54, 55, 57], 'designing'],
  [[56], 'design done'],
  [[58], 'risk assessment'],
  [[61], 'tray scheduled'],
  [[62], 'tray shipped'],
  [[63], 'tray received'],
  [[68], 'try-in scheduled'],
  [[69], 'try-in shipped'],
  [[70], 'try-in received'],
  [[71], 'try-in pending acceptance'],
  [[72], 'try-in failed'],
  [[73], 'try-in passed'],
];
const specCodes = specTable.flatMap(([codes]) => codes).sort((a, b) => a - b);

describe('order status', () => {
  it('lists exactly the codes of the table, ascending', () => {
    expect(ORDER_STATUS_CODES).toEqual(specCodes);
  });

  it.each(specTable.flatMap(([codes, label]) => codes.map((code) => [code, label] as const)))(
    '%i is %j',
    (code, label) => {
      const [primary, secondary = primary] = label.split(' / ');
      expect(isOrderStatusCode(code)).toBe(true);
      expect(orderStatusLabel(code)?.message).toBe(primary);
      expect(orderStatusLabel(code, 'primary')?.message).toBe(primary);
      expect(orderStatusLabel(code, 'secondary')?.message).toBe(secondary);
    },
  );

  it.each([0, 9, 18, 19, 28, 40, 45, 49, 59, 60, 64, 67, 74, -1, 1.5])('%d is unknown', (code) => {
    expect(isOrderStatusCode(code)).toBe(false);
    expect(orderStatusLabel(code)).toBeUndefined();
    expect(orderStatusLabel(code, 'secondary')).toBeUndefined();
  });

  it('property: a number has a label exactly when the table lists it', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -5, max: 80 }), fc.integer()), (code) => {
        return (orderStatusLabel(code) !== undefined) === specCodes.includes(code);
      }),
    );
  });

  it('shares one descriptor between the codes of one label', () => {
    const planToBeDesigned = [6, 7, 30, 31, 32, 33, 34].map((code) => orderStatusLabel(code));
    for (const descriptor of planToBeDesigned) expect(descriptor).toBe(orderStatusLabels.planToBeDesigned);
    expect(orderStatusLabel(4)).toBe(orderStatusLabel(26));
  });

  it('gives its labels the "order status" context, apart from the same words elsewhere', () => {
    expect(orderStatusLabel(4)?.id).not.toBe(msg`passed`.id);
  });

  it('has one distinct id per label', () => {
    const ids = Object.values(orderStatusLabels).map((descriptor) => descriptor.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
