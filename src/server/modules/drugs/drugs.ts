import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Locale } from '../../../domain/locale';
import { ErrorCode } from '../../../domain/response-codes';
import {
  drugMessages,
  ZDrugListRequest,
  type TDrugDetail,
  type TDrugListRequest,
  type TDrugPage,
  type TDrugText,
} from '../../../domain/drugs/drug-reference';
import type { Database } from '../../db/schema';
import { readAscendingKeysetPage } from '../../db/keyset-page';
import { AppError } from '../../http/envelope';
import { likePattern } from '../../db/like-pattern';
import type { DrugTable } from './tables';

export type DrugTexts = Record<Locale, TDrugText>;
type DrugRow = Selectable<DrugTable>;

const textsOf = (row: Pick<DrugRow, 'texts'>): DrugTexts => JSON.parse(row.texts) as DrugTexts;

/** A page of the reference in ascending id order, its names and categories in the caller's language. */
export async function findDrugs(db: Kysely<Database>, locale: Locale, request: TDrugListRequest): Promise<TDrugPage> {
  const { lastId, name, page, size } = ZDrugListRequest.parse(request);
  let query = db.selectFrom('drugs').select(['id', 'texts', 'updated_at']);
  if (name) query = query.where(sql<boolean>`search_text like ${likePattern(name)} escape '\\'`);
  const [read, counted] = await Promise.all([
    readAscendingKeysetPage(query, 'drugs.id', { after: lastId || undefined, limit: size }),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    list: read.rows.map((row) => {
      const text = textsOf(row)[locale];
      return { id: row.id, name: text.name, category: text.category, updatedAt: row.updated_at };
    }),
    lastId: read.next,
    // PostgreSQL answers count(*) as a string.
    total: Number(counted.count),
    page,
    size,
  };
}

export async function getDrug(db: Kysely<Database>, locale: Locale, id: number): Promise<TDrugDetail> {
  const row = await db.selectFrom('drugs').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.notFound, drugMessages.notFound);
  return { id: row.id, code: row.code, updatedAt: row.updated_at, ...textsOf(row)[locale] };
}

/** The lower-cased names of every language: what the name search looks in. */
export function drugSearchText(texts: DrugTexts): string {
  return Object.values(texts)
    .map((text) => text.name.toLowerCase())
    .join('\n');
}

/** Adds a drug, or updates the one with the same code when its texts changed; answers the row's id. */
export async function saveDrug(db: Kysely<Database>, code: string, texts: DrugTexts, now: number): Promise<number> {
  const json = JSON.stringify(texts);
  const existing = await db.selectFrom('drugs').select(['id', 'texts']).where('code', '=', code).executeTakeFirst();
  if (existing) {
    if (existing.texts !== json) {
      await db
        .updateTable('drugs')
        .set({ texts: json, search_text: drugSearchText(texts), updated_at: now })
        .where('id', '=', existing.id)
        .execute();
    }
    return existing.id;
  }
  const inserted = await db
    .insertInto('drugs')
    .values({ code, texts: json, search_text: drugSearchText(texts), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}
