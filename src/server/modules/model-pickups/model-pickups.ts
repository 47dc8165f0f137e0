import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { caseMessages } from '../../../domain/cases/case-messages';
import { pickupProblem } from '../../../domain/orders/order-model';
import { COMPLETED_STATUSES, IGNORED_STATUSES } from '../../../domain/cases/case-tabs';
import { isOnDaySomewhere } from '../../../domain/calendar/day-anywhere';
import { ErrorCode } from '../../../domain/response-codes';
import {
  pickupMessages,
  ZPickupAddress,
  type TMailedModelOrders,
  type TModelPickup,
  type TPickupAddress,
  type ZBookPickupRequest,
} from '../../../domain/tools/model-pickup';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/envelope';
import { requireWorkingDay } from '../calendar';
import type { CourierProvider } from './courier/courier-provider';

export type BookPickupInput = z.output<typeof ZBookPickupRequest>;
export type PickupActor = { userId: number; clinicId: number };

/** A pickup of a case that is closed or parked is not coming. */
const CLOSED_STATUSES = [...COMPLETED_STATUSES, ...IGNORED_STATUSES];
const LIST_LIMIT = 50;

/** The clinic's open orders with a mailed model (a pickup asked for at submit) that no booking collects yet. */
function waitingOrders(db: Kysely<Database>, clinicId: number) {
  return db
    .selectFrom('orders')
    .innerJoin('patients', 'patients.id', 'orders.patient_id')
    .leftJoin('model_pickup_orders', 'model_pickup_orders.order_id', 'orders.id')
    .where('orders.clinic_id', '=', clinicId)
    .where('orders.pickup_at', 'is not', null)
    .where('orders.status', 'not in', CLOSED_STATUSES)
    .where('model_pickup_orders.pickup_id', 'is', null);
}

export async function findMailedModelOrders(db: Kysely<Database>, actor: PickupActor): Promise<TMailedModelOrders> {
  const rows = await waitingOrders(db, actor.clinicId)
    .select(['orders.id', 'orders.product_line', 'orders.pickup_at', 'patients.name as patient_name'])
    .orderBy('orders.pickup_at')
    .orderBy('orders.id')
    .execute();
  const preset = await db
    .selectFrom('pickup_address_defaults')
    .select('address_id')
    .where('user_id', '=', actor.userId)
    .where('clinic_id', '=', actor.clinicId)
    .executeTakeFirst();
  return {
    orders: rows.map((row) => ({
      orderId: row.id,
      orderType: row.product_line,
      patientName: row.patient_name,
      requestedPickupAt: Number(row.pickup_at),
    })),
    defaultAddressId: preset?.address_id ?? null,
  };
}

/** The caller's address (addresses are personal), copied as it is now. */
async function ownAddress(db: Kysely<Database>, userId: number, addressId: number): Promise<TPickupAddress> {
  const row = await db
    .selectFrom('addresses')
    .select(['name', 'phone', 'province', 'city', 'district', 'address'])
    .where('id', '=', addressId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.notFound, caseMessages.addressRequired);
  return row;
}

export async function setDefaultAddress(db: Kysely<Database>, actor: PickupActor, addressId: number): Promise<void> {
  await ownAddress(db, actor.userId, addressId);
  await db
    .deleteFrom('pickup_address_defaults')
    .where('user_id', '=', actor.userId)
    .where('clinic_id', '=', actor.clinicId)
    .execute();
  await db
    .insertInto('pickup_address_defaults')
    .values({ user_id: actor.userId, clinic_id: actor.clinicId, address_id: addressId })
    .execute();
}

/**
 * Books one courier pickup for the orders' mailed models, in the caller's transaction: the rules of spec sections 5
 * and 9 (later than now on the server's clock, within the day after tomorrow, on the chosen day, a working day), every
 * order the clinic's and still waiting, the address the caller's. The courier is asked last, inside the
 * transaction, with the booking's key; each order's pickup time becomes the booked one (the worktable shows it).
 * The same client id in the same clinic answers the first booking (an outbox repeat after the replay window).
 */
export async function bookPickup(
  trx: Kysely<Database>,
  actor: PickupActor,
  input: BookPickupInput,
  courier: CourierProvider,
  now: number,
): Promise<TModelPickup> {
  const earlier = await trx
    .selectFrom('model_pickups')
    .select('id')
    .where('clinic_id', '=', actor.clinicId)
    .where('client_id', '=', input.clientId)
    .executeTakeFirst();
  if (earlier) return findPickup(trx, earlier.id);

  const problem = pickupProblem(input.pickupAt, now);
  if (problem) throw new AppError(ErrorCode.badRequest, caseMessages[problem]);
  if (!isOnDaySomewhere(input.pickupAt, input.pickupDay))
    throw new AppError(ErrorCode.badRequest, pickupMessages.pickupDayMismatch);
  await requireWorkingDay(trx, input.pickupDay);
  const address = await ownAddress(trx, actor.userId, input.addressId);

  const waiting = await waitingOrders(trx, actor.clinicId)
    .select('orders.id')
    .where('orders.id', 'in', input.orderIds)
    .execute();
  if (waiting.length !== input.orderIds.length) throw new AppError(ErrorCode.conflict, pickupMessages.orderNotMailed);

  const { reference } = await courier.book(
    {
      idempotencyKey: `clinic:${actor.clinicId}:${input.clientId}`,
      pickupAt: input.pickupAt,
      address,
      parcels: input.orderIds.length,
      note: input.note,
    },
    trx,
  );
  const { id } = await trx
    .insertInto('model_pickups')
    .values({
      clinic_id: actor.clinicId,
      created_by: actor.userId,
      client_id: input.clientId,
      pickup_at: input.pickupAt,
      pickup_day: input.pickupDay,
      address: JSON.stringify(address),
      note: input.note,
      courier_ref: reference,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('model_pickup_orders')
    .values(input.orderIds.map((orderId) => ({ order_id: orderId, pickup_id: id })))
    .execute();
  await trx
    .updateTable('orders')
    .set({ pickup_at: input.pickupAt, updated_at: now })
    .where('id', 'in', input.orderIds)
    .execute();
  return findPickup(trx, id);
}

type PickupFilter = { id: number } | { clinicId: number; bookedBy?: number };

async function pickupsWhere(db: Kysely<Database>, filter: PickupFilter): Promise<TModelPickup[]> {
  let query = db.selectFrom('model_pickups').selectAll();
  query = 'id' in filter ? query.where('id', '=', filter.id) : query.where('clinic_id', '=', filter.clinicId);
  if ('bookedBy' in filter && filter.bookedBy !== undefined) query = query.where('created_by', '=', filter.bookedBy);
  const pickups = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(LIST_LIMIT).execute();
  if (pickups.length === 0) return [];
  const orders = await db
    .selectFrom('model_pickup_orders')
    .innerJoin('orders', 'orders.id', 'model_pickup_orders.order_id')
    .innerJoin('patients', 'patients.id', 'orders.patient_id')
    .select(['model_pickup_orders.pickup_id', 'orders.id', 'orders.product_line', 'patients.name as patient_name'])
    .where(
      'model_pickup_orders.pickup_id',
      'in',
      pickups.map((pickup) => pickup.id),
    )
    .orderBy('orders.id')
    .execute();
  return pickups.map((pickup) => ({
    id: pickup.id,
    pickupAt: Number(pickup.pickup_at),
    pickupDay: pickup.pickup_day,
    courierRef: pickup.courier_ref,
    address: ZPickupAddress.parse(JSON.parse(pickup.address)),
    note: pickup.note,
    orders: orders
      .filter((order) => order.pickup_id === pickup.id)
      .map((order) => ({ orderId: order.id, orderType: order.product_line, patientName: order.patient_name })),
    createdAt: Number(pickup.created_at),
  }));
}

async function findPickup(db: Kysely<Database>, id: number): Promise<TModelPickup> {
  const [pickup] = await pickupsWhere(db, { id });
  if (!pickup) throw new AppError(ErrorCode.notFound);
  return pickup;
}

/** The clinic's latest bookings (50), newest first. */
export function findPickups(db: Kysely<Database>, clinicId: number): Promise<TModelPickup[]> {
  return pickupsWhere(db, { clinicId });
}

/** The latest bookings (50) a user made in a clinic, newest first (the doctor's overview). */
export function findPickupsBookedBy(db: Kysely<Database>, clinicId: number, userId: number): Promise<TModelPickup[]> {
  return pickupsWhere(db, { clinicId, bookedBy: userId });
}
