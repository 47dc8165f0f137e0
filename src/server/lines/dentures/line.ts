import type { Insertable, Transaction } from 'kysely';
import { CaseErrorCode } from '../../../domain/cases/case-messages';
import { dentureCosts } from '../../../domain/lines/dentures/costs';
import { DENTURE_LINE } from '../../../domain/lines/dentures/line';
import { dentureMessages } from '../../../domain/lines/dentures/messages';
import {
  needsAbutmentSelection,
  needsRiskAssessment,
  wantsCustomTray,
  wantsTryIn,
} from '../../../domain/lines/dentures/prosthetics';
import type { DentureAction } from '../../../domain/lines/dentures/statuses';
import { DENTURE_WIZARD, shadesProblem, type TDentureData } from '../../../domain/lines/dentures/wizard';
import { ORDER_STATUS } from '../../../domain/order-status';
import type { MoveDefinition } from '../../../domain/orders/moves';
import type { PaymentKindCode } from '../../../domain/payments/kinds';
import { ErrorCode } from '../../../domain/response-codes';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/envelope';
import { checkCaseModel } from '../../modules/cases/case-data-checks';
import { requireCaseFiles } from '../../modules/cases/case-files';
import type { CaseActor, OrderRow } from '../../modules/cases/transition';
import { addPaymentOrder } from '../../modules/money';
import { findPatientInClinic } from '../../modules/patients';
import type { ServerLine } from '../server-line';
import { costSettingsOf, costsOfRow, dentureDataOf, findDentureOrder } from './denture-orders';
import * as m0035 from './migrations/0035-denture-orders';
import { dentureRoutes } from './routes';
import type { DentureOrderTable } from './tables';

type Trx = Transaction<Database>;

/** The payment kind of a fixed denture's payment order (spec section 4). */
const FIXED_DENTURE_PAYMENT: PaymentKindCode = 6;

const notForThisOrder = () => new AppError(CaseErrorCode.transitionNotAllowed, dentureMessages.stepNotForOrder);

/**
 * A fixed-denture order's own data, after the core checked it against the wizard's steps: the rules across steps and
 * against the records (the basic info's patient is the order's; the shades are the restored teeth's; the models are
 * the patient's scans, or a pickup in the window at an address of the submitter's; the shade photo is a completed
 * upload of the submitter's), then the costs with the order's factory's settings as they are now.
 */
async function dentureRowOf(
  trx: Trx,
  orderId: number,
  raw: Record<string, unknown>,
): Promise<Omit<Insertable<DentureOrderTable>, 'order_id'>> {
  const data = raw as TDentureData;
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  if (data.basic.patientId !== order.patient_id) throw new AppError(ErrorCode.badRequest);
  if (shadesProblem(data)) throw new AppError(ErrorCode.badRequest, dentureMessages.shadesMissing);
  const actor = { userId: order.created_by, clinicId: order.clinic_id };
  const patient = await findPatientInClinic(trx, order.clinic_id, order.patient_id);
  await checkCaseModel(trx, actor, patient, data.model, Date.now());
  if (data.shades.photoKey) await requireCaseFiles(trx, actor.userId, [data.shades.photoKey], ['photo']);
  const costs = dentureCosts(data.teeth.restorations, await costSettingsOf(trx, order.factory_id));
  return {
    denture_type: data.teeth.dentureType,
    data: JSON.stringify(data),
    abutment_selection: needsAbutmentSelection(data.teeth) ? 1 : 0,
    risk_assessment: needsRiskAssessment(data.teeth) ? 1 : 0,
    try_in: wantsTryIn(data.teeth) ? 1 : 0,
    grind_cents: costs.grindCents,
    porcelain_cents: costs.porcelainCents,
    subs_deposit_cents: costs.subsDepositCents,
    mark_up_cents: costs.markUpCents,
    total_cents: costs.totalCents,
  };
}

async function saveNewOrder(trx: Trx, orderId: number, raw: Record<string, unknown>): Promise<void> {
  await trx
    .insertInto('denture_orders')
    .values({ order_id: orderId, ...(await dentureRowOf(trx, orderId, raw)) })
    .execute();
}

/** A resubmission (isEdit): the order's teeth, shades, design and model as corrected, priced again. */
async function saveEditedOrder(trx: Trx, orderId: number, raw: Record<string, unknown>): Promise<void> {
  await trx
    .updateTable('denture_orders')
    .set(await dentureRowOf(trx, orderId, raw))
    .where('order_id', '=', orderId)
    .execute();
}

/**
 * Which of the table's optional steps this order takes (docs/orders.md, line 2): the abutment steps when an implant's
 * abutment is bought from the factory, the risk assessment when implants are in it, the try-in when the clinic asked
 * for one (and then no shipping before the try-in passed), the custom tray when the clinic asked for one (after the
 * abutment, and the design only once the tray came back).
 */
async function checkMove(trx: Trx, order: OrderRow, move: MoveDefinition): Promise<void> {
  const denture = await findDentureOrder(trx, order.id);
  if (!denture) throw notForThisOrder();
  const from = order.status;
  const tray = wantsCustomTray(dentureDataOf(denture).teeth);
  const takes: Partial<Record<DentureAction, boolean>> = {
    startAbutmentSelection: denture.abutment_selection === 1,
    scheduleTray: tray && (from !== ORDER_STATUS.passed || denture.abutment_selection === 0),
    queueForDesign:
      (from !== ORDER_STATUS.passed || denture.abutment_selection === 0) &&
      (!tray || from === ORDER_STATUS.trayReceived),
    assessRisk: denture.risk_assessment === 1,
    publishRoughDesign: from !== ORDER_STATUS.designDone || denture.risk_assessment === 0,
    scheduleTryIn: from !== ORDER_STATUS.productionOrderOut || denture.try_in === 1,
    ship: denture.try_in === 0 || (await triedIn(trx, order.id)),
  };
  if (takes[move.action as DentureAction] === false) throw notForThisOrder();
}

/** Whether the order's try-in passed (it goes to the clinic only then). */
async function triedIn(trx: Trx, orderId: number): Promise<boolean> {
  const passed = await trx
    .selectFrom('order_events')
    .select('id')
    .where('order_id', '=', orderId)
    .where('to_status', '=', ORDER_STATUS.tryInPassed)
    .executeTakeFirst();
  return passed !== undefined;
}

/** The clinic confirmed the rough design: the payment order is issued from the order's costs (payment kind 6). */
async function afterMove(
  trx: Trx,
  actor: CaseActor,
  order: OrderRow,
  move: MoveDefinition,
  now: number,
): Promise<void> {
  if (!move.effects.includes('paymentOrder')) return;
  const denture = await findDentureOrder(trx, order.id);
  if (!denture) throw notForThisOrder();
  await addPaymentOrder(
    trx,
    {
      orderId: order.id,
      stageNo: order.stage_no,
      kind: FIXED_DENTURE_PAYMENT,
      settlesPlan: true,
      amountCents: costsOfRow(denture).totalCents,
      createdBy: actor.userId,
    },
    now,
  );
}

/** Fixed dentures (product line 2) on the server: the generic submit and transition take it through this. */
export const DENTURE_SERVER_LINE: ServerLine = {
  definition: DENTURE_LINE,
  routes: dentureRoutes,
  migrations: { '0035-denture-orders': m0035 },
  wizard: DENTURE_WIZARD,
  saveNewOrder,
  saveEditedOrder,
  checkMove,
  afterMove,
};
