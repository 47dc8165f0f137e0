import type { Kysely } from 'kysely';
import type { TCaseSummary, TFileLink } from '../../../domain/cases/case-api';
import { caseTabOf } from '../../../domain/cases/case-tabs';
import { fromCents } from '../../../domain/cases/production';
import { isProductLineCode, type ProductLineCode } from '../../../domain/product-lines';
import type { Database } from '../../db/schema';
import type { SignReadLink } from '../images/image-rows';
import type { OrderRow } from './transition';

/** An order with the names a summary shows. */
export type SummaryRow = OrderRow & { patient_name: string; clinic_name: string };

/** Orders with their patient's and clinic's names (the list, the factory's queues and the detail start here). */
export function selectSummaries(db: Kysely<Database>) {
  return db
    .selectFrom('orders')
    .innerJoin('patients', 'patients.id', 'orders.patient_id')
    .innerJoin('clinics', 'clinics.id', 'orders.clinic_id')
    .selectAll('orders')
    .select(['patients.name as patient_name', 'clinics.name as clinic_name']);
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
