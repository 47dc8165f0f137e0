import type { Kysely, Selectable } from 'kysely';
import { ZDemoCase, type TDemoCase } from '../../../domain/lines/aligners/demo-cases';
import type { Locale } from '../../../domain/locale';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/access';
import type { DemoCaseTable } from '../../modules/demo-cases/tables';

function toDemoCase(row: Selectable<DemoCaseTable>, locale: Locale): TDemoCase {
  const texts = JSON.parse(row.texts) as Record<Locale, TDemoCase['text']>;
  // Parsed against the aligner demo-case schema: a seed that drifted from the case options fails loudly here, not in a screen.
  return ZDemoCase.parse({ id: row.id, code: row.code, productLine: row.product_line, ...JSON.parse(row.data), text: texts[locale] });
}

export async function listDemoCases(db: Kysely<Database>, locale: Locale, productLine: number | undefined): Promise<TDemoCase[]> {
  let query = db.selectFrom('demo_cases').selectAll();
  if (productLine !== undefined) query = query.where('product_line', '=', productLine);
  const rows = await query.orderBy('sort_order').orderBy('id').execute();
  return rows.map((row) => toDemoCase(row, locale));
}

export async function getDemoCase(db: Kysely<Database>, locale: Locale, id: number): Promise<TDemoCase> {
  const row = await db.selectFrom('demo_cases').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toDemoCase(row, locale);
}
