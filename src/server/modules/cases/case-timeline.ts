import type { Kysely } from 'kysely';
import type { TCaseEvent } from '../../../domain/orders/events';
import type { TShipment } from '../../../domain/orders/detail';
import type { Database } from '../../db/schema';
import type { SignReadLink } from '../images';
import { fileLink, parseJson } from './case-rows';
import type { EventKind } from './transition';

/** Every change of the case, oldest first, with who made it and signed links to what they attached. */
export async function caseEvents(db: Kysely<Database>, orderId: number, sign: SignReadLink): Promise<TCaseEvent[]> {
  const rows = await db
    .selectFrom('order_events')
    .innerJoin('users', 'users.id', 'order_events.actor_user_id')
    .selectAll('order_events')
    .select('users.name as actor_name')
    .where('order_events.order_id', '=', orderId)
    .orderBy('order_events.id', 'asc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as EventKind,
    fromStatus: row.from_status,
    toStatus: row.to_status,
    stageNo: row.stage_no,
    actorName: row.actor_name,
    actorSide: row.actor_side,
    reason: row.reason,
    attachments: (parseJson<string[]>(row.attachments) ?? []).map((key) => fileLink(key, sign)),
    detail: parseJson<Record<string, unknown>>(row.detail) ?? {},
    createdAt: Number(row.created_at),
  }));
}

/** Every shipment of the case, oldest first. */
export async function caseShipments(db: Kysely<Database>, orderId: number): Promise<TShipment[]> {
  const rows = await db
    .selectFrom('order_shipments')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id', 'asc')
    .execute();
  return rows.map((row) => ({
    carrier: row.carrier,
    trackingNo: row.tracking_no,
    estimatedDelivery: row.estimated_delivery,
    shippedAt: Number(row.shipped_at),
    receivedAt: row.received_at === null ? null : Number(row.received_at),
  }));
}
