import { sql, type Kysely } from 'kysely';
import type { TCaseSummary } from '../../../domain/orders/list';
import type { TFileLink } from '../../../domain/orders/fields';
import { caseTabOf } from '../../../domain/cases/case-tabs';
import { fromCents } from '../../../domain/money';
import { isProductLineCode, type ProductLineCode } from '../../../domain/product-lines';
import type { Database } from '../../db/schema';
import type { SignReadLink } from '../images';
import { summaryFigureColumns, withSummaryFigureRows } from './summary-figures';
import type { OrderRow } from './transition';

/** An order with the names and the line's figures a summary shows (./summary-figures.ts). */
export type SummaryRow = OrderRow & {
  patient_name: string;
  clinic_name: string;
  brand: string;
  series: string;
  plan_price_cents: number | null;
  status_reason: string | null;
};

/** The reason given with the latest move into the order's current status (a failed review's, a rejected plan's). */
export const statusReasonColumn = sql<string | null>`(select e.reason from order_events e
  where e.order_id = orders.id and e.to_status = orders.status order by e.id desc limit 1)`;

/** Orders with their patient's and clinic's names (the list, the factory's queues and the detail start here). */
export function selectSummaries(db: Kysely<Database>) {
  return withSummaryFigureRows(db.selectFrom('orders'))
    .innerJoin('patients', 'patients.id', 'orders.patient_id')
    .innerJoin('clinics', 'clinics.id', 'orders.clinic_id')
    .selectAll('orders')
    .select(['patients.name as patient_name', 'clinics.name as clinic_name', ...summaryFigureColumns()])
    .select(statusReasonColumn.as('status_reason'));
}

export function orderTypeOf(productLine: number): ProductLineCode {
  if (!isProductLineCode(productLine)) throw new Error(`Unknown product line ${productLine}`);
  return productLine;
}

/** Cents (or none) as the yuan the client shows. */
export function amountOf(cents: number | null): number | null {
  return cents === null ? null : fromCents(Number(cents));
}

export function toCaseSummary(row: SummaryRow): TCaseSummary {
  return {
    orderId: row.id,
    orderType: orderTypeOf(row.product_line),
    status: row.status,
    stageNo: row.stage_no,
    tab: caseTabOf(row.status, row.stage_no),
    patientId: row.patient_id,
    patientName: row.patient_name,
    doctorName: row.doctor_name,
    brand: row.brand,
    series: row.series,
    clinicId: row.clinic_id,
    clinicName: row.clinic_name,
    amount: amountOf(row.plan_price_cents),
    statusReason: row.status_reason || null,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/** A stored file as a link: its key, a name (the key's last segment unless given) and a fresh signed read link. */
export function fileLink(key: string, sign: SignReadLink, name?: string): TFileLink {
  return { key, name: name ?? key.slice(key.lastIndexOf('/') + 1), url: sign(key) };
}

/** A JSON column written by this module. */
export function parseJson<T>(text: string | null): T | null {
  return text === null ? null : (JSON.parse(text) as T);
}
