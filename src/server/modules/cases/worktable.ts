import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { TWorktable, ZWorktableRequest } from '../../../domain/orders/list';
import { CLINIC_ACTION_STATUSES, COMPLETED_STATUSES, IGNORED_STATUSES } from '../../../domain/cases/case-tabs';
import { ORDER_STATUS } from '../../../domain/order-status';
import { PRODUCT_LINES } from '../../../domain/product-lines';
import type { Database } from '../../db/schema';
import { orderTypeOf } from './case-rows';

export type WorktableInput = z.output<typeof ZWorktableRequest>;

const DAY_MS = 24 * 60 * 60 * 1000;
const NOON_MS = 12 * 60 * 60 * 1000;
const IN_TRANSIT = ORDER_STATUS.inTransit;
/** The lines of the worktable: every product line but the mall, which has no cases. */
const CASE_LINES = PRODUCT_LINES.filter((line) => line.type !== 'mall').map((line) => line.code);
/** A pickup of a case that is closed or parked is not coming. */
const CLOSED_STATUSES = [...COMPLETED_STATUSES, ...IGNORED_STATUSES];

/** `YYYY-MM-DD` plus whole days. */
function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from one `YYYY-MM-DD` to another. */
function dayDiff(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

async function needsAction(db: Kysely<Database>, clinicId: number): Promise<TWorktable['lines']> {
  const rows = await db
    .selectFrom('orders')
    .select(['product_line', (eb) => eb.fn.countAll<number>().as('count')])
    .where('clinic_id', '=', clinicId)
    .where('status', 'in', [...CLINIC_ACTION_STATUSES])
    .groupBy('product_line')
    .execute();
  const counts = new Map(rows.map((row) => [row.product_line, Number(row.count)]));
  return CASE_LINES.map((productLine) => ({ productLine, needsAction: counts.get(productLine) ?? 0 }));
}

/** Model pickups booked in [from, from + days). */
async function pickups(db: Kysely<Database>, clinicId: number, input: WorktableInput): Promise<TWorktable['upcoming']> {
  const rows = await db
    .selectFrom('orders')
    .innerJoin('patients', 'patients.id', 'orders.patient_id')
    .select(['orders.id', 'orders.product_line', 'orders.pickup_at', 'patients.name as patient_name'])
    .where('orders.clinic_id', '=', clinicId)
    .where('orders.pickup_at', '>=', input.from)
    .where('orders.pickup_at', '<', input.from + input.days * DAY_MS)
    .where('orders.status', 'not in', CLOSED_STATUSES)
    .execute();
  return rows.map((row) => ({
    kind: 'pickup' as const,
    at: Number(row.pickup_at),
    orderId: row.id,
    orderType: orderTypeOf(row.product_line),
    patientName: row.patient_name,
  }));
}

/**
 * Open shipments (in transit) expected on a day of the window, placed at noon of that day on the device: the server
 * knows the device's start of today, not its time zone, and a daylight-saving change moves midnight by an hour but
 * never moves noon into another day.
 */
async function deliveries(db: Kysely<Database>, clinicId: number, input: WorktableInput): Promise<TWorktable['upcoming']> {
  const rows = await db
    .selectFrom('order_shipments')
    .innerJoin('orders', 'orders.id', 'order_shipments.order_id')
    .innerJoin('patients', 'patients.id', 'orders.patient_id')
    .select(['orders.id', 'orders.product_line', 'order_shipments.estimated_delivery', 'patients.name as patient_name'])
    .where('orders.clinic_id', '=', clinicId)
    .where('orders.status', '=', IN_TRANSIT)
    .where('order_shipments.received_at', 'is', null)
    .where('order_shipments.estimated_delivery', '>=', input.today)
    .where('order_shipments.estimated_delivery', '<', addDays(input.today, input.days))
    .execute();
  return rows.map((row) => ({
    kind: 'delivery' as const,
    at: input.from + dayDiff(input.today, row.estimated_delivery) * DAY_MS + NOON_MS,
    orderId: row.id,
    orderType: orderTypeOf(row.product_line),
    patientName: row.patient_name,
  }));
}

/**
 * The worktable: per product line the cases waiting for the clinic, and the model pickups and expected deliveries of
 * the next `days` days from the device's today, soonest first.
 */
export async function buildWorktable(db: Kysely<Database>, clinicId: number, input: WorktableInput): Promise<TWorktable> {
  const upcoming = [...(await pickups(db, clinicId, input)), ...(await deliveries(db, clinicId, input))];
  upcoming.sort((a, b) => a.at - b.at || a.orderId - b.orderId);
  return { lines: await needsAction(db, clinicId), upcoming };
}
