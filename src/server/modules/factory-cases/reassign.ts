import type { Transaction } from 'kysely';
import { msg } from '@lingui/core/macro';
import type { TReassignAnswer, TReassignRequest } from '../../../domain/cases/factory-assignment-api';
import { ErrorCode } from '../../../domain/response-codes';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/envelope';
import { recordAudit } from '../../auth/audit';
import { findCase, findFactory, recordEvent, type CaseActor } from '../cases';

export const reassignMessages = {
  factoryUnknown: msg`This factory was not found.`,
  sameFactory: msg`The case is already at this factory. Choose another one.`,
};

/**
 * A factory admin (the manufacturer's dispatcher) moves a case they see (their factory's, or one not yet assigned) to
 * another factory, with a reason. The move is a timeline event (kind `reassign`: from and to factory, who, when, why;
 * the status is unchanged) and an audit row. The caller's guard is the factory-admin one; this checks the case and
 * the factory.
 */
export async function reassignCase(trx: Transaction<Database>, actor: CaseActor, input: TReassignRequest & { reason: string }, now: number): Promise<TReassignAnswer> {
  const order = await findCase(trx, actor, input.orderId);
  const target = await findFactory(trx, input.factoryId);
  if (!target) throw new AppError(ErrorCode.notFound, reassignMessages.factoryUnknown);
  if (order.factory_id === target.id) throw new AppError(ErrorCode.badRequest, reassignMessages.sameFactory);
  const from = await findFactory(trx, order.factory_id);
  await trx.updateTable('orders').set({ factory_id: target.id, updated_at: now }).where('id', '=', order.id).execute();
  const detail = { fromFactory: from?.name ?? null, toFactory: target.name, fromFactoryId: from?.id ?? null, toFactoryId: target.id };
  await recordEvent(trx, actor, order, { kind: 'reassign', from: order.status, to: order.status, reason: input.reason, detail }, now);
  await recordAudit(trx, { action: 'order-reassigned', outcome: 'success', userId: actor.userId, detail: { orderId: order.id, ...detail } }, now);
  return { orderId: order.id, factory: target };
}
