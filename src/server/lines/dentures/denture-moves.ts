import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { lineMove } from '../../../domain/cases/status-machine';
import { dentureMessages } from '../../../domain/lines/dentures/messages';
import { restoredTeeth } from '../../../domain/lines/dentures/prosthetics';
import type {
  ZAbutmentSelectionRequest,
  ZReworkRequest,
  ZTryInShipRequest,
} from '../../../domain/lines/dentures/requests';
import type { MoveFields } from '../../../domain/orders/moves';
import type { ZShipRequest } from '../../../domain/orders/move-requests';
import { ErrorCode } from '../../../domain/response-codes';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/envelope';
import {
  applyTransition,
  checkMove,
  findCase,
  formTargetOf,
  requireCaseFiles,
  type CaseActor,
  type OrderRow,
} from '../../modules/cases';
import { shipOrder } from '../../modules/factory-cases';
import { serverLineOf } from '../server-lines';
import { dentureDataOf, findDentureOrder } from './denture-orders';

type Trx = Transaction<Database>;

/**
 * The fixed dentures' moves whose form has fields of its own (the table's `form.fields`): each is checked like any
 * move (the status the caller saw, the role and desk, the reason) and by the line's own say, then carries its fields.
 */
async function startMove(trx: Trx, actor: CaseActor, orderId: number, expectedStatus: number, fields: MoveFields) {
  const order = await findCase(trx, actor, orderId);
  const to = formTargetOf(order, fields);
  return {
    order,
    to,
    check: async (reason?: string) => {
      await checkMove(trx, actor, order, { to, expectedStatus, reason });
      await serverLineOf(order.product_line)?.checkMove?.(trx, order, lineMove(order.product_line, order.status, to)!);
    },
  };
}

/**
 * 41 or 43 -> 42: the factory selected the implant's abutment, with its design files (on the timeline's event); the
 * clinic confirms it or gives feedback.
 */
export async function selectAbutment(
  trx: Trx,
  actor: CaseActor,
  input: z.output<typeof ZAbutmentSelectionRequest>,
  now: number,
): Promise<OrderRow> {
  const { order, to, check } = await startMove(trx, actor, input.orderId, input.expectedStatus, 'abutmentSelection');
  await check();
  await requireCaseFiles(trx, actor.userId, input.designFiles, ['plan']);
  const updated = await applyTransition(
    trx,
    actor,
    order,
    {
      to,
      expectedStatus: input.expectedStatus,
      attachments: input.designFiles,
      detail: { selectionId: input.selectionId },
    },
    now,
  );
  await trx
    .insertInto('denture_abutment_selections')
    .values({ order_id: order.id, selection_id: input.selectionId, created_by: actor.userId, created_at: now })
    .execute();
  return updated;
}

/**
 * 46 -> 48: the clinic asks for a rework of teeth of the order, each with its reason (the timeline's reason names
 * them all, as "11: reason; 21: reason"), with up to 6 photos.
 */
export async function askRework(
  trx: Trx,
  actor: CaseActor,
  input: z.output<typeof ZReworkRequest>,
  now: number,
): Promise<OrderRow> {
  const { order, to, check } = await startMove(trx, actor, input.orderId, input.expectedStatus, 'rework');
  const reason = input.teeth.map((entry) => `${entry.tooth}: ${entry.reason}`).join('; ');
  await check(reason);
  const denture = await findDentureOrder(trx, order.id);
  const teeth = new Set(restoredTeeth(dentureDataOf(denture!).teeth));
  const asked = input.teeth.map((entry) => entry.tooth);
  if (asked.some((tooth) => !teeth.has(tooth)) || new Set(asked).size !== asked.length)
    throw new AppError(ErrorCode.badRequest, dentureMessages.reworkToothNotInOrder);
  await requireCaseFiles(trx, actor.userId, input.attachments, ['photo']);
  const updated = await applyTransition(
    trx,
    actor,
    order,
    {
      to,
      expectedStatus: input.expectedStatus,
      reason,
      attachments: input.attachments,
      detail: { teeth: input.teeth },
    },
    now,
  );
  await trx
    .insertInto('denture_reworks')
    .values({ order_id: order.id, teeth: JSON.stringify(input.teeth), created_by: actor.userId, created_at: now })
    .execute();
  return updated;
}

/** 68 -> 69, or 61 -> 62 for a custom tray: the parcel leaves with a carrier and a tracking number, on the timeline event for the clinic. */
export async function shipTryIn(
  trx: Trx,
  actor: CaseActor,
  input: z.output<typeof ZTryInShipRequest>,
  now: number,
): Promise<OrderRow> {
  const { order, to, check } = await startMove(trx, actor, input.orderId, input.expectedStatus, 'tryInShipment');
  await check();
  return applyTransition(
    trx,
    actor,
    order,
    { to, expectedStatus: input.expectedStatus, detail: { carrier: input.carrier, trackingNo: input.trackingNo } },
    now,
  );
}

/** 23 -> 24: the denture leaves with a carrier and a tracking number (after the try-in passed, if it had one). */
export async function shipDenture(
  trx: Trx,
  actor: CaseActor,
  input: z.output<typeof ZShipRequest>,
  now: number,
): Promise<OrderRow> {
  const { order, to, check } = await startMove(trx, actor, input.orderId, input.expectedStatus, 'shipment');
  await check();
  return shipOrder(trx, actor, order, { to, input }, now);
}
