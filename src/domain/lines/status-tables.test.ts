import { describe, expect, it } from 'vitest';
import { FACTORY_QUEUE_STATUSES } from '../orders/list';
import { CASE_TAB_FILTERS, caseTabOf } from '../cases/case-tabs';
import { canRestartStage, formTarget, nextStatuses, reasonRequired } from '../cases/status-machine';
import { ORDER_STATUS, ORDER_STATUS_CODES } from '../order-status';
import {
  CASE_ROLES,
  CLINIC_ROLES,
  FACTORY_ROLES,
  CORE_MOVE_FIELDS,
  MOVE_PHOTOS_MAX,
  movesFrom,
  type MoveDefinition,
  type StatusTable,
} from '../orders/moves';
import { LINES, lineStatusTable, planStageOf } from './registry';

const byClinic = (move: MoveDefinition) => move.by.some((role) => CLINIC_ROLES.includes(role));
const byFactory = (move: MoveDefinition) => move.by.some((role) => FACTORY_ROLES.includes(role));
const placedCodes = (table: StatusTable) => Object.keys(table.statuses).map(Number);

describe.each(LINES.map((line) => [line.code, line.statusTable] as const))('status table of line %i', (line, table) => {
  it('is registered under its code', () => {
    expect(lineStatusTable(line)).toBe(table);
  });

  it('names the factory desk of every factory move, and of no clinic move (docs/orders.md, "Factory roles")', () => {
    for (const move of table.moves) {
      expect(move.desk !== undefined, move.action).toBe(byFactory(move));
    }
  });

  it('places every status its moves use, and uses every status it places', () => {
    const used = new Set(table.moves.flatMap((move) => [...move.from, move.to]));
    if (table.restart) for (const code of [...table.restart.from, table.restart.to]) used.add(code);
    expect([...used].sort((a, b) => a - b)).toEqual(placedCodes(table).sort((a, b) => a - b));
  });

  it('ends the plan stages exactly where the case list puts a case among the completed ones', () => {
    for (const [code, place] of Object.entries(table.statuses)) {
      const isEnd = place.planStage.stage === 'treatmentComplete' || place.planStage.stage === 'terminated';
      expect(isEnd, `status ${code}`).toBe(place.tab === 'completed');
      expect(planStageOf(line, Number(code))).toBe(place.planStage);
    }
  });

  it('names each move once, and has at most one move between two statuses', () => {
    const actions = [...table.moves, ...(table.restart ? [table.restart] : [])].map((move) => move.action);
    expect(new Set(actions).size).toBe(actions.length);
    const edges = table.moves.flatMap((move) => move.from.map((from) => `${from}>${move.to}`));
    expect(new Set(edges).size).toBe(edges.length);
  });

  it('gives each own form (the core’s and the line’s) one target from each status, the one its call moves to', () => {
    const lineFields = table.moves.flatMap((move) => (move.form.fields ? [move.form.fields] : []));
    for (const fields of new Set([...CORE_MOVE_FIELDS, ...lineFields])) {
      const moves = table.moves.filter((move) => move.form.fields === fields);
      for (const from of new Set(moves.flatMap((move) => move.from))) {
        const targets = moves.filter((move) => move.from.includes(from)).map((move) => move.to);
        expect(targets, `${fields} from ${from}`).toHaveLength(1);
        expect(formTarget(line, fields, from), `${fields} from ${from}`).toBe(targets[0]);
      }
      if (moves.length === 0) expect(formTarget(line, fields), fields).toBeUndefined();
    }
  });

  it('lets a shipment leave the factory only as a move that says so (none while a payment order is open)', () => {
    for (const move of table.moves) {
      if (move.form.fields === 'shipment') expect(move.leavesFactory, move.action).toBe(true);
    }
  });

  it('leaves the clinic a reminder for every move the factory makes, and for none of its own', () => {
    for (const move of table.moves) {
      // A move that goes on in the same call (a plan upload, then its publication) reminds once, at the end.
      const goesOn = move.form.fields === 'plan';
      expect(move.effects.includes('remindClinic'), move.action).toBe(byFactory(move) && !goesOn);
    }
  });

  it('takes photos only with a reason, and never more than the transition request carries', () => {
    for (const move of [...table.moves, ...(table.restart ? [table.restart] : [])]) {
      expect(move.form.photos, move.action).toBeLessThanOrEqual(MOVE_PHOTOS_MAX);
      if (move.form.photos > 0) expect(move.form.reason, move.action).not.toBe('none');
    }
  });

  it('asks for a reason wherever the server requires one', () => {
    for (const move of table.moves) {
      for (const from of move.from) expect(reasonRequired(line, from, move.to)).toBe(move.form.reason === 'required');
    }
  });

  it('lists next statuses per role exactly as the table, in table order', () => {
    for (const from of ORDER_STATUS_CODES) {
      for (const role of CASE_ROLES) {
        const want = movesFrom(table, from)
          .filter((move) => move.by.includes(role))
          .map((move) => move.to);
        expect(nextStatuses(line, from, role), `${from} as ${role}`).toEqual(want);
      }
    }
  });

  it('allows the stage restart exactly where and to whom the table says', () => {
    for (const from of ORDER_STATUS_CODES) {
      for (const role of CASE_ROLES) {
        const want = !!table.restart && table.restart.from.includes(from) && table.restart.by.includes(role);
        expect(canRestartStage(line, from, role), `${from} as ${role}`).toBe(want);
      }
    }
  });

  it('puts each status in the tab and the queue the table places it in', () => {
    for (const [code, place] of Object.entries(table.statuses)) {
      const status = Number(code);
      expect(caseTabOf(status, 1), `${status}`).toBe(place.tab);
      if (place.tab === 'toSubmit') expect(caseTabOf(status, 2)).toBe('restarted');
      const tabs = Object.entries(CASE_TAB_FILTERS).filter(([, filter]) => filter.statuses.includes(status as never));
      expect(tabs.map(([tab]) => tab).sort(), `${status}`).toEqual(
        place.tab === 'toSubmit' ? ['restarted', 'toSubmit'] : [place.tab],
      );
      const queues = Object.entries(FACTORY_QUEUE_STATUSES).filter(([, statuses]) => statuses.includes(status));
      expect(
        queues.map(([queue]) => queue),
        `${status}`,
      ).toEqual([place.queue]);
    }
  });

  it('places a status where the side whose turn it is will find it', () => {
    for (const [code, place] of Object.entries(table.statuses)) {
      const out = movesFrom(table, Number(code)).filter((move) => move.action !== 'cancel');
      const why = `${code} in ${place.tab} / ${place.queue}`;
      if (place.tab === 'completed') expect(out, why).toEqual([]);
      // The clinic's turn: a move of its own, the stage restart, or a payment (which the factory records until real
      // payment exists).
      const isClinicTurn =
        out.some(byClinic) || !!table.restart?.from.includes(Number(code) as never) || place.queue === 'payment';
      if (place.tab === 'pending' || place.tab === 'toSubmit' || place.tab === 'ignored')
        expect(isClinicTurn, why).toBe(true);
      if (place.tab === 'toSubmit')
        expect(
          out.some((move) => move.form.fields === 'caseData'),
          why,
        ).toBe(true);
      if (place.tab === 'inTreatment') expect(out.some(byFactory), why).toBe(true);
      if (place.queue === 'doctor') expect(out.some(byFactory), why).toBe(false);
      if (place.queue === 'closed') expect(out.some(byFactory), why).toBe(false);
    }
  });
});

describe('aligners', () => {
  it('restart where the server restarts to (new case data: information to complete)', () => {
    expect(lineStatusTable(1)?.restart?.to).toBe(ORDER_STATUS.informationToComplete);
  });
});
