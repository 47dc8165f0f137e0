import { msg } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import {
  MODEL_PICKUP_PATHS,
  ZMailedModelOrders,
  ZModelPickup,
  type TBookPickupRequest,
  type TMailedModelOrders,
  type TModelPickup,
} from '../../../../domain/tools/model-pickup';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { api } from '../../../lib/http/api-client';
import type { UserDatabase } from '../../../lib/offline/db';
import { enqueue, groupFor, newItemId, type OutboxItem, type RequestItem } from '../../../lib/offline/outbox';

export const pickupQueries = {
  all: () => ['modelPickups'] as const,
  orders: (clinicId: number) => [...pickupQueries.all(), 'orders', clinicId] as const,
  list: (clinicId: number) => [...pickupQueries.all(), 'list', clinicId] as const,
};

/** What the sync panel says a queued booking is. */
export const bookPickupAction = msg`Book a courier pickup`;

async function post<T>(path: string, body: unknown, parse: (data: unknown) => T, signal?: AbortSignal): Promise<T> {
  const result = await api.post<unknown>('order', path, body, { signal, isSilent: true });
  if (!result.ok) throw new RequestFailedError(result);
  return parse(result.data);
}

export const mailedOrdersQuery = (clinicId: number) =>
  queryOptions({
    queryKey: pickupQueries.orders(clinicId),
    queryFn: ({ signal }): Promise<TMailedModelOrders> =>
      post(MODEL_PICKUP_PATHS.orders, undefined, (data) => ZMailedModelOrders.parse(data), signal),
    retry: false,
  });

export const pickupListQuery = (clinicId: number) =>
  queryOptions({
    queryKey: pickupQueries.list(clinicId),
    queryFn: ({ signal }): Promise<TModelPickup[]> =>
      post(MODEL_PICKUP_PATHS.list, undefined, (data) => ZModelPickup.array().parse(data), signal),
    retry: false,
  });

export function setDefaultAddress(addressId: number): Promise<null> {
  return post(MODEL_PICKUP_PATHS.defaultAddress, { addressId }, () => null);
}

export type PickupBooking = Omit<TBookPickupRequest, 'clientId'>;

/**
 * A booking through the outbox, online or not: the item id is the booking's client id and every attempt's
 * Idempotency-Key, so it reaches the server once however often it is sent.
 */
export async function queueBooking(
  db: UserDatabase,
  booking: PickupBooking,
  { clinicId, subject }: { clinicId: number; subject: string },
): Promise<RequestItem> {
  const id = newItemId();
  return enqueue(db, {
    id,
    group: await groupFor(db, 'order', `pickup-${id}`),
    entity: 'order',
    entityKey: `pickup-${id}`,
    clinicId,
    label: { action: bookPickupAction.id, subject },
    request: { service: 'order', method: 'POST', path: MODEL_PICKUP_PATHS.book, body: { ...booking, clientId: id } },
  });
}

/** A booking still on this device (its orders are not offered again meanwhile). */
export function isQueuedBooking(item: OutboxItem): item is RequestItem {
  return item.kind === 'request' && item.label.action === bookPickupAction.id;
}

export function queuedOrderIds(items: readonly RequestItem[]): Set<number> {
  return new Set(items.flatMap((item) => (item.request.body as PickupBooking).orderIds));
}
