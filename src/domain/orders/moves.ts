import type { FactoryDesk } from '../accounts/factory-roles';
import type { OrderStatusCode } from '../order-status';
import type { PlanStagePlace } from './plan-stages';

/**
 * The shape of a product line's status table: every status move with its meaning, written once per line
 * (src/domain/lines/<line>/statuses.ts). The server's checks and dedicated calls, the clinic's buttons, the factory's
 * panel, the factory queues and the case-list tabs are all read from it (see the derivations below and in
 * src/domain/cases/status-machine.ts); no status number is written anywhere else.
 */

export const CASE_ROLES = ['doctor', 'clinicAdmin', 'factory'] as const;
export type CaseRole = (typeof CASE_ROLES)[number];

/** The clinic (a doctor, or the clinic admin acting for the clinic) and the factory. */
export const CLINIC_ROLES: readonly CaseRole[] = ['doctor', 'clinicAdmin'];
export const FACTORY_ROLES: readonly CaseRole[] = ['factory'];

/** The tabs of /caseList (spec section 4); labels and what each holds: src/domain/cases/case-tabs.ts. */
export const CASE_TABS = ['pending', 'toSubmit', 'inTreatment', 'completed', 'ignored', 'restarted'] as const;
export type CaseTab = (typeof CASE_TABS)[number];

/** The factory's queues; `all` is every case. */
export const FACTORY_QUEUES = [
  'review',
  'design',
  'revise',
  'doctor',
  'payment',
  'production',
  'shipping',
  'closed',
  'all',
] as const;
export type FactoryQueue = (typeof FACTORY_QUEUES)[number];

/**
 * Where a case in a status is listed: its case-list tab (a `toSubmit` status shows in `restarted` once a stage restart
 * made its stage number greater than 1) and its factory queue.
 */
export type StatusPlace = {
  tab: Exclude<CaseTab, 'restarted'>;
  queue: Exclude<FactoryQueue, 'all'>;
  /** The plan stage a case in this status is at (spec section 4; see plan-stages.ts). */
  planStage: PlanStagePlace;
};

/**
 * A move that carries more than a reason and photos has its own form and its own call; the name says which. The
 * core's forms: the case data (the wizard's submit), a treatment plan upload, a production request, the completion
 * form, a payment order, a payment record, a shipment (`CORE_MOVE_FIELDS`). A line names its own forms in its table
 * (fixed dentures: `abutmentSelection`, `rework`, `tryInShipment`) and brings their calls and screens itself: the core
 * reads a form's name only to find the move it belongs to, so it takes any name.
 */
export const CORE_MOVE_FIELDS = [
  'caseData',
  'plan',
  'production',
  'completion',
  'paymentOrder',
  'payment',
  'shipment',
] as const;
export type CoreMoveFields = (typeof CORE_MOVE_FIELDS)[number];
export type MoveFields = CoreMoveFields | (string & {});

/** The most photos a move's form may take (spec section 5: up to 9 with production or shipping feedback). */
export const MOVE_PHOTOS_MAX = 9;

export type MoveForm = {
  /** `required`: the server refuses the move without one; `optional`: offered; `none`: not asked for. */
  reason: 'none' | 'optional' | 'required';
  /** How many photos may go with the reason (0: none); they show on the timeline beside it. */
  photos: number;
  /** Its own form and call (absent: a plain status change, `/v1/case/transition`). */
  fields?: MoveFields;
};

/** What a move does besides changing the status and writing the timeline event (which every move does). */
export const MOVE_EFFECTS = [
  /** A reminder for the clinic (the factory acted). */
  'remindClinic',
  /** The decision is recorded on the current plan; an approval takes the plan's steps and price onto the order. */
  'planDecision',
  /** A new plan revision is stored (staged models, document, price) and published to the doctor. */
  'planRecord',
  /** The batch asked for is recorded as pending, with the address it goes to. */
  'productionRequest',
  /** A payment order is issued for the batch. */
  'paymentOrder',
  /** The payment of the open payment order is recorded. */
  'paymentRecord',
  /** A production record: the shipment, whose steps count as produced from then on. */
  'productionRecord',
  /** The open shipment is marked received. */
  'shipmentReceived',
  /** The completion form is stored (and retainers asked for, if any). */
  'completionRecord',
  /** A new stage starts: plan, price and production counters are reset. */
  'newStage',
] as const;
export type MoveEffect = (typeof MOVE_EFFECTS)[number];

export type MoveDefinition<Action extends string = string> = {
  /** The move's name, the same on every screen and in the tests (e.g. `approvePlan`). */
  action: Action;
  from: readonly OrderStatusCode[];
  to: OrderStatusCode;
  /** Who may make it. */
  by: readonly CaseRole[];
  /** A factory move's desk: the factory role that makes it (a factory admin makes every move). */
  desk?: FactoryDesk;
  form: MoveForm;
  effects: readonly MoveEffect[];
  /**
   * The move sends the order, or a part of it (a try-in), out of the factory: refused while a payment order of the
   * order is open (46070, a price difference to pay first).
   */
  leavesFactory?: true;
};

/** A product line's status table. */
export type StatusTable<Action extends string = string> = {
  /** In the order the screens offer them; the moves out of one status keep this order everywhere. */
  moves: readonly MoveDefinition<Action>[];
  /**
   * Stage restart: not a move of the machine (it goes back to `to` with the next stage number), but defined here with
   * its meaning all the same. Absent: the line has no stages.
   */
  restart?: MoveDefinition<Action>;
  /** Every status the line uses, with where a case in it is listed. */
  statuses: Readonly<Partial<Record<OrderStatusCode, StatusPlace>>>;
};

/** Defines a move, keeping its action name as a literal type. */
export function defineMove<const Action extends string>(move: MoveDefinition<Action>): MoveDefinition<Action> {
  return Object.freeze(move);
}

/* ------------------------------------------------------------------------------------------- derivations */

/** The moves out of `from`, in table order. */
export function movesFrom<A extends string>(table: StatusTable<A>, from: number): MoveDefinition<A>[] {
  return table.moves.filter((move) => (move.from as readonly number[]).includes(from));
}

/** The move from `from` to `to`, if the table has it. */
export function findMove<A extends string>(
  table: StatusTable<A>,
  from: number,
  to: number,
): MoveDefinition<A> | undefined {
  return movesFrom(table, from).find((move) => move.to === to);
}

/** The moves a role may make. */
export function movesBy<A extends string>(table: StatusTable<A>, roles: readonly CaseRole[]): MoveDefinition<A>[] {
  return table.moves.filter((move) => move.by.some((role) => roles.includes(role)));
}

/** Whether the move has its own call (the generic status change refuses it). */
export function isDedicatedMove(move: MoveDefinition): boolean {
  return move.form.fields !== undefined;
}

/** The statuses a table lists in a tab or a queue, ascending. */
export function statusesWhere(table: StatusTable, placed: (place: StatusPlace) => boolean): OrderStatusCode[] {
  return (Object.entries(table.statuses) as [string, StatusPlace][])
    .filter(([, place]) => placed(place))
    .map(([code]) => Number(code) as OrderStatusCode)
    .sort((a, b) => a - b);
}
