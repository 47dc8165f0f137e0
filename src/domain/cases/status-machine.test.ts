import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_CODES } from '../order-status';
import { PRODUCT_LINE_CODES } from '../product-lines';
import { ALIGNER_STATUS_TABLE } from '../lines/aligners/statuses';
import { lineOf } from '../lines/registry';
import {
  CASE_ROLES,
  canTransition,
  checkTransition,
  type CaseRole,
  nextStatuses,
  reasonRequired,
  transitionTableOf,
} from './status-machine';

const ALIGNERS = 1;
/** The machine's reading of the aligner table (invisible aligners, product line 1). */
const ALIGNER_TRANSITIONS = transitionTableOf(ALIGNER_STATUS_TABLE);
const D = 'doctor';
const A = 'clinicAdmin';
const F = 'factory';

/** The aligner moves written out by hand from the design, independently of the table: [from, to, roles, reason?]. */
const allowed: [from: number, to: number, roles: [CaseRole, ...CaseRole[]], reason?: 'reason'][] = [
  [1, 2, [D, A]],
  [1, 29, [D, A]],
  [1, 3, [D, A], 'reason'],
  [2, 4, [F]],
  [2, 5, [F], 'reason'],
  [2, 3, [D, A], 'reason'],
  [4, 6, [F]],
  [4, 3, [D, A], 'reason'],
  [5, 2, [D, A]],
  [5, 29, [D, A]],
  [5, 3, [D, A], 'reason'],
  [6, 8, [F]],
  [6, 3, [D, A], 'reason'],
  [8, 10, [F]],
  [8, 3, [D, A], 'reason'],
  [10, 14, [D, A]],
  [10, 15, [D, A], 'reason'],
  [10, 3, [D, A], 'reason'],
  [14, 20, [D, A]],
  [14, 3, [D, A], 'reason'],
  [15, 16, [F]],
  [15, 3, [D, A], 'reason'],
  [16, 8, [F]],
  [16, 3, [D, A], 'reason'],
  [20, 21, [F]],
  [20, 3, [D, A], 'reason'],
  [21, 22, [F]],
  [21, 3, [D, A], 'reason'],
  [22, 23, [F]],
  [22, 27, [F], 'reason'],
  [23, 24, [F]],
  [23, 27, [F], 'reason'],
  [24, 25, [D, A]],
  [25, 26, [D, A]],
  [25, 20, [D, A]],
  [29, 1, [D, A]],
];

const key = (from: number, to: number) => `${from}->${to}`;
const expected = new Map(allowed.map(([from, to, roles, reason]) => [key(from, to), { roles, reason: !!reason }]));

/** Every status code plus codes the table does not know. */
const codes = [...ORDER_STATUS_CODES, 0, 9, 99, -1];

describe('aligner status machine', () => {
  it('allows exactly the listed moves, for exactly the listed roles, over every pair and role', () => {
    let checked = 0;
    for (const from of codes) {
      for (const to of codes) {
        const edge = expected.get(key(from, to));
        for (const role of CASE_ROLES) {
          const may = edge?.roles.includes(role) ?? false;
          expect(canTransition(ALIGNERS, from, to, role), `${key(from, to)} as ${role}`).toBe(may);
          const check = checkTransition(ALIGNERS, from, to, role, { reason: 'because' });
          const want = !edge
            ? { ok: false, reason: 'not-allowed' }
            : may
              ? { ok: true }
              : { ok: false, reason: 'role-not-allowed' };
          expect(check, `${key(from, to)} as ${role}`).toEqual(want);
          checked++;
        }
      }
    }
    expect(checked).toBe(codes.length ** 2 * CASE_ROLES.length);
  });

  it('has a row for every status code and nothing more than the listed moves', () => {
    expect(
      Object.keys(ALIGNER_TRANSITIONS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...ORDER_STATUS_CODES]);
    const inTable = Object.entries(ALIGNER_TRANSITIONS).flatMap(([from, rules]) =>
      rules.map((rule) => key(Number(from), rule.to)),
    );
    expect(new Set(inTable).size).toBe(inTable.length);
    expect(inTable.sort()).toEqual([...expected.keys()].sort());
  });

  it('follows the whole happy path with a failed review and a rejected plan', () => {
    const path: [number, number, CaseRole][] = [
      [1, 2, D],
      [2, 5, F],
      [5, 2, D],
      [2, 4, F],
      [4, 6, F],
      [6, 8, F],
      [8, 10, F],
      [10, 15, D],
      [15, 16, F],
      [16, 8, F],
      [8, 10, F],
      [10, 14, A],
      [14, 20, D],
      [20, 21, F],
      [21, 22, F],
      [22, 23, F],
      [23, 24, F],
      [24, 25, D],
      [25, 26, D],
    ];
    for (const [from, to, role] of path) {
      expect(checkTransition(ALIGNERS, from, to, role, { reason: 'see notes' }), key(from, to)).toEqual({ ok: true });
    }
  });

  describe('reasons', () => {
    const withReason = allowed.filter(([, , , reason]) => reason);

    it('requires a reason exactly on fail, plan not passed, cancel and terminate', () => {
      expect(new Set(withReason.map(([, to]) => to))).toEqual(new Set([3, 5, 15, 27]));
      for (const [from, to] of allowed) {
        expect(reasonRequired(ALIGNERS, from, to), key(from, to)).toBe(expected.get(key(from, to))?.reason);
      }
      expect(reasonRequired(ALIGNERS, 1, 26)).toBe(false);
    });

    it.each([undefined, null, '', ' ', '\t\n  '])('refuses reason %j where one is required', (reason) => {
      for (const [from, to, roles] of withReason) {
        expect(checkTransition(ALIGNERS, from, to, roles[0], { reason }), key(from, to)).toEqual({
          ok: false,
          reason: 'reason-required',
        });
      }
      expect(checkTransition(ALIGNERS, 2, 5, F)).toEqual({ ok: false, reason: 'reason-required' });
    });

    it('accepts a move without a reason where none is required', () => {
      for (const [from, to, roles, reason] of allowed) {
        if (!reason) expect(checkTransition(ALIGNERS, from, to, roles[0]), key(from, to)).toEqual({ ok: true });
      }
    });

    it('checks the move and the role before the reason', () => {
      expect(checkTransition(ALIGNERS, 22, 3, D, { reason: '' })).toEqual({ ok: false, reason: 'not-allowed' });
      expect(checkTransition(ALIGNERS, 2, 5, D, { reason: '' })).toEqual({ ok: false, reason: 'role-not-allowed' });
    });
  });

  describe('cancel', () => {
    const beforeProduction = [1, 2, 4, 5, 6, 8, 10, 14, 15, 16, 20, 21];
    const fromProductionOn = [22, 23, 24, 25, 26, 27];

    it('is the clinic’s, with a reason, before production', () => {
      for (const from of beforeProduction) {
        for (const role of [D, A] as const) {
          expect(checkTransition(ALIGNERS, from, 3, role, { reason: 'patient moved' })).toEqual({ ok: true });
        }
        expect(checkTransition(ALIGNERS, from, 3, F, { reason: 'x' })).toEqual({
          ok: false,
          reason: 'role-not-allowed',
        });
      }
    });

    it('is refused once paid, in production and after, for every role', () => {
      for (const from of [...fromProductionOn, 3, 29]) {
        for (const role of CASE_ROLES) {
          expect(canTransition(ALIGNERS, from, 3, role), `${from} as ${role}`).toBe(false);
        }
      }
    });

    it('leaves production to be stopped by the factory only, as production terminated', () => {
      expect(checkTransition(ALIGNERS, 23, 27, F, { reason: 'impression unusable' })).toEqual({ ok: true });
      expect(checkTransition(ALIGNERS, 23, 27, D, { reason: 'x' })).toEqual({ ok: false, reason: 'role-not-allowed' });
      expect(canTransition(ALIGNERS, 24, 27, F)).toBe(false);
    });
  });

  it('treats cancelled, completed and terminated as final', () => {
    for (const from of [3, 26, 27]) {
      for (const role of CASE_ROLES) expect(nextStatuses(ALIGNERS, from, role)).toEqual([]);
    }
  });

  it('lists the next statuses per role', () => {
    expect(nextStatuses(ALIGNERS, 2, F)).toEqual([4, 5]);
    expect(nextStatuses(ALIGNERS, 2, D)).toEqual([3]);
    expect(nextStatuses(ALIGNERS, 10, A)).toEqual([14, 15, 3]);
    expect(nextStatuses(ALIGNERS, 10, F)).toEqual([]);
    expect(nextStatuses(ALIGNERS, 999, D)).toEqual([]);
    for (const from of codes) {
      for (const role of CASE_ROLES) {
        const want = allowed.filter(([f, , roles]) => f === from && roles.includes(role)).map(([, to]) => to);
        expect(new Set(nextStatuses(ALIGNERS, from, role)), `${from} as ${role}`).toEqual(new Set(want));
      }
    }
  });

  it('ignores and restores', () => {
    expect(checkTransition(ALIGNERS, 1, 29, D)).toEqual({ ok: true });
    expect(checkTransition(ALIGNERS, 29, 1, A)).toEqual({ ok: true });
    expect(checkTransition(ALIGNERS, 29, 1, F)).toEqual({ ok: false, reason: 'role-not-allowed' });
    expect(checkTransition(ALIGNERS, 29, 2, D)).toEqual({ ok: false, reason: 'not-allowed' });
  });

  it('is read-only', () => {
    expect(Object.isFrozen(ALIGNER_TRANSITIONS)).toBe(true);
    expect(Object.isFrozen(ALIGNER_TRANSITIONS[1])).toBe(true);
  });
});

describe('product lines without a table', () => {
  const otherLines = [...PRODUCT_LINE_CODES.filter((line) => !lineOf(line)), 0, 99, -1];

  it.each(otherLines)('line %i refuses every move', (line) => {
    for (const from of [1, 2, 10, 21, 41, 50]) {
      for (const to of [2, 3, 4, 14, 22, 42, 51]) {
        for (const role of CASE_ROLES) {
          expect(canTransition(line, from, to, role)).toBe(false);
          expect(checkTransition(line, from, to, role, { reason: 'x' })).toEqual({ ok: false, reason: 'not-allowed' });
        }
      }
      for (const role of CASE_ROLES) expect(nextStatuses(line, from, role)).toEqual([]);
    }
  });
});
