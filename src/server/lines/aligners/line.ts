import type { Transaction } from 'kysely';
import { ALIGNER_LINE } from '../../../domain/lines/aligners/line';
import { ORDER_STATUS } from '../../../domain/order-status';
import type { MoveDefinition } from '../../../domain/orders/moves';
import type { Database } from '../../db/schema';
import { currentPlan, type CaseActor, type OrderRow } from '../../modules/cases';
import type { DemoSeeding, ServerLine } from '../server-line';
import { ALIGNER_SUMMARY_FIGURES, updateAlignerOrder } from './aligner-orders';
import { findDoctorCases } from './case-list';
import { alignerRoutes } from './routes';
import { seedDemoCases } from './seed-demo';

/** The clinic approved the plan (the move's `planDecision`, to plan passed): the order takes its steps and price. */
async function afterMove(
  trx: Transaction<Database>,
  _actor: CaseActor,
  order: OrderRow,
  move: MoveDefinition,
): Promise<void> {
  if (!move.effects.includes('planDecision') || move.to !== ORDER_STATUS.planPassed) return;
  const plan = await currentPlan(trx, order);
  if (!plan) return;
  await updateAlignerOrder(trx, order.id, {
    total_up: plan.total_up,
    total_down: plan.total_down,
    plan_price_cents: plan.price_cents,
  });
}

/** The demo clinics' aligner cases (./seed-demo.ts), and the seed report's line about them. */
async function seedDemo(trx: Transaction<Database>, { store, clinics, now }: DemoSeeding): Promise<string[]> {
  const cases = await seedDemoCases(trx, store, clinics, now);
  return cases > 0
    ? [`Aligner cases: ${cases}, from "to be reviewed" to "treatment completed" (the factory's queue at /userFactory)`]
    : [];
}

/**
 * Invisible aligners (product line 1) on the server: their own calls (the wizard submits through /case/submit, which
 * checks the case data against the patient's files and answers the aligner case detail; the case list, detail and
 * form moves, the demo cases), a doctor's own cases for the /userDoctor overview, the figures the core's order
 * summaries show (brand, series, the plan's price), the demo seed, and the plan's figures taken on approval. Not on
 * the core's generic submit (no `wizard` here).
 */
export const ALIGNER_SERVER_LINE: ServerLine = {
  definition: ALIGNER_LINE,
  routes: alignerRoutes,
  doctorCases: findDoctorCases,
  seedDemo,
  summaryFigures: ALIGNER_SUMMARY_FIGURES,
  afterMove,
};
