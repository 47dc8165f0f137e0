import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { lineSubmitSchema } from '../../../domain/lines/line-submit-schema';
import type { TLineOrder, ZLineResubmitRequest, ZLineSubmitRequest } from '../../../domain/orders/line-orders';
import { ORDER_STATUS } from '../../../domain/order-status';
import { ErrorCode } from '../../../domain/response-codes';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/envelope';
import { serverLineOf } from '../../lines/server-lines';
import type { SignReadLink } from '../images';
import { findPatientInClinic, patientSearchText } from '../patients';
import { caseEvents } from './case-timeline';
import { factoryForNewOrder } from './factory-assignment';
import { byClientId, checkCompanyMayOrder, type ClinicCaseActor } from './submit-rules';
import {
  actorNextStatuses,
  applyTransition,
  findCase,
  formTargetOf,
  recordEvent,
  type CaseActor,
  type OrderRow,
} from './transition';

type LineSubmitInput = z.output<typeof ZLineSubmitRequest>;

const SUBMITTED = ORDER_STATUS.toBeReviewed;

/**
 * A new order of a registered line (to be reviewed, 2): the line must take the generic submit (404 otherwise), the
 * data must pass its wizard steps' schemas (400), the patient must be a live one of the clinic. The core row is
 * written here, the line's own data by the line. A submit delivered again answers the order it made.
 */
export async function submitLineOrder(
  trx: Transaction<Database>,
  actor: ClinicCaseActor,
  input: LineSubmitInput,
  now = Date.now(),
): Promise<OrderRow> {
  const line = serverLineOf(input.type);
  if (!line?.wizard || !line.saveNewOrder) throw new AppError(ErrorCode.notFound);
  const earlier = await byClientId(trx, actor.clinicId, input.clientId);
  if (earlier) return earlier;
  const data = lineSubmitSchema(line.wizard).safeParse(input.data);
  if (!data.success) throw new AppError(ErrorCode.badRequest);
  await checkCompanyMayOrder(trx, actor.clinicId);
  const patient = await findPatientInClinic(trx, actor.clinicId, input.patientId);
  const order = await trx
    .insertInto('orders')
    .values({
      clinic_id: actor.clinicId,
      product_line: line.definition.code,
      status: SUBMITTED,
      stage_no: 1,
      patient_id: patient.id,
      client_id: input.clientId,
      created_by: actor.userId,
      doctor_name: input.doctorName,
      search_text: patientSearchText(patient.name, patient.phone),
      pickup_at: null,
      submitted_at: now,
      factory_id: await factoryForNewOrder(trx, actor.clinicId),
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['clinic_id', 'client_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  // Two deliveries at the same moment: one inserts, the other answers its row.
  if (!order) return (await byClientId(trx, actor.clinicId, input.clientId))!;
  await line.saveNewOrder(trx, order.id, data.data);
  await recordEvent(trx, actor, order, { kind: 'created', from: null, to: SUBMITTED }, now);
  return order;
}

/**
 * An order of a registered line submitted again with corrected data (the table's `submit`, 1 or 5 -> 2, isEdit): the
 * line must take resubmissions (404 otherwise), the data must pass its wizard steps' schemas (400), the order must be
 * the caller's clinic's and still in the status the wizard was opened on (45005). The line replaces its own data; the
 * timeline records the move with `isEdit`.
 */
export async function resubmitLineOrder(
  trx: Transaction<Database>,
  actor: ClinicCaseActor,
  input: z.output<typeof ZLineResubmitRequest>,
  now = Date.now(),
): Promise<OrderRow> {
  const order = await findCase(trx, actor, input.orderId);
  const line = serverLineOf(order.product_line);
  if (!line?.saveEditedOrder || !line.wizard) throw new AppError(ErrorCode.notFound);
  const data = lineSubmitSchema(line.wizard).safeParse(input.data);
  if (!data.success) throw new AppError(ErrorCode.badRequest);
  const to = formTargetOf(order, 'caseData');
  const updated = await applyTransition(
    trx,
    actor,
    order,
    {
      to,
      expectedStatus: input.expectedStatus,
      detail: { isEdit: true },
      set: { doctor_name: input.doctorName, submitted_at: now },
    },
    now,
  );
  await line.saveEditedOrder(trx, order.id, data.data);
  return updated;
}

/** The core's view of an order for the actor (who must already be allowed to see it: see findCase). */
export async function buildLineOrder(
  db: Kysely<Database>,
  actor: CaseActor,
  order: OrderRow,
  sign: SignReadLink,
): Promise<TLineOrder> {
  const names = await db
    .selectFrom('orders')
    .innerJoin('patients', 'patients.id', 'orders.patient_id')
    .innerJoin('clinics', 'clinics.id', 'orders.clinic_id')
    .select(['patients.name as patient_name', 'clinics.name as clinic_name'])
    .where('orders.id', '=', order.id)
    .executeTakeFirstOrThrow();
  return {
    orderId: order.id,
    productLine: order.product_line,
    status: order.status,
    stageNo: order.stage_no,
    patientName: names.patient_name,
    clinicName: names.clinic_name,
    doctorName: order.doctor_name,
    events: await caseEvents(db, order.id, sign),
    nextStatuses: actorNextStatuses(actor, order),
  };
}
