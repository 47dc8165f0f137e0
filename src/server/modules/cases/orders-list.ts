import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { TOrderPage, ZOrderListRequest } from '../../../domain/orders/list';
import type { Database } from '../../db/schema';
import { paidCentsColumn } from '../money';
import { likePattern } from '../../db/like-pattern';
import { amountOf, orderTypeOf, statusReasonColumn } from './case-rows';
import { summaryFigureColumns, withSummaryFigureRows } from './summary-figures';

export type OrderListInput = z.output<typeof ZOrderListRequest>;

/**
 * /stagingBox ("Orders"): every order of the clinic across product lines (or one line), most recently changed first;
 * the keyword matches part of the patient's name or phone. Amounts are yuan (dropped for staff with hidden prices).
 */
export async function findOrders(db: Kysely<Database>, clinicId: number, input: OrderListInput): Promise<TOrderPage> {
  let query = db.selectFrom('orders').where('orders.clinic_id', '=', clinicId);
  if (input.productLine !== undefined) query = query.where('orders.product_line', '=', input.productLine);
  if (input.keyword !== '')
    query = query.where(sql<boolean>`orders.search_text like ${likePattern(input.keyword)} escape '\\'`);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await withSummaryFigureRows(query)
    .innerJoin('patients', 'patients.id', 'orders.patient_id')
    .select([
      'orders.id',
      'orders.product_line',
      'orders.status',
      'orders.doctor_name',
      ...summaryFigureColumns(),
      paidCentsColumn.as('paid_cents'),
      statusReasonColumn.as('status_reason'),
      'orders.created_at',
      'orders.updated_at',
      'patients.name as patient_name',
    ])
    .orderBy('orders.updated_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(input.pageSize)
    .offset((input.pageIndex - 1) * input.pageSize)
    .execute();
  return {
    total: Number(total),
    list: rows.map((row) => ({
      orderId: row.id,
      orderType: orderTypeOf(row.product_line),
      status: row.status,
      patientName: row.patient_name,
      doctorName: row.doctor_name,
      amount: amountOf(row.plan_price_cents),
      paidAmount: amountOf(row.paid_cents) ?? 0,
      statusReason: row.status_reason || null,
      createdAt: Number(row.created_at),
      updatedAt: Number(row.updated_at),
    })),
  };
}
