import type { Locale } from '../../../../domain/locale';
import {
  DRUG_PAGE_SIZE_MAX,
  type TDrugDetail,
  type TDrugListRequest,
  type TDrugPage,
  type TDrugSummary,
} from '../../../../domain/drugs/drug-reference';
import type { ApiResult } from '../../../lib/http';
import type { CachedDrug, ReferenceDatabase } from './reference-database';

export type DrugFetchers = {
  findDrugs: (request: TDrugListRequest) => Promise<ApiResult<TDrugPage>>;
  getDrug: (id: number) => Promise<ApiResult<TDrugDetail>>;
};

export type SyncOutcome = 'synced' | 'unreachable';

/**
 * Copies the whole reference in one language onto the device: every page by `lastId`, then the detail of each drug
 * that is new or changed since the copy (by `updatedAt`). The copy is replaced in one transaction once everything
 * has arrived, so a connection lost half-way leaves the previous copy whole.
 */
export async function syncDrugReference(
  db: ReferenceDatabase,
  locale: Locale,
  fetchers: DrugFetchers,
  now: number,
): Promise<SyncOutcome> {
  const summaries: TDrugSummary[] = [];
  let lastId: number | null = null;
  let page = 1;
  do {
    const answer: ApiResult<TDrugPage> = await fetchers.findDrugs({
      size: DRUG_PAGE_SIZE_MAX,
      page,
      ...(lastId ? { lastId } : {}),
    });
    if (!answer.ok) return 'unreachable';
    summaries.push(...answer.data.list);
    lastId = answer.data.lastId;
    page += 1;
  } while (lastId !== null);

  const cached = new Map((await db.drugs.where('locale').equals(locale).toArray()).map((drug) => [drug.id, drug]));
  const rows: CachedDrug[] = [];
  for (const summary of summaries) {
    const known = cached.get(summary.id);
    let detail = known?.detail && known.updatedAt === summary.updatedAt ? known.detail : null;
    if (!detail) {
      const answer = await fetchers.getDrug(summary.id);
      if (!answer.ok) return 'unreachable';
      detail = answer.data;
    }
    rows.push({ ...summary, locale, detail });
  }

  await db.transaction('rw', db.drugs, db.drugSyncs, async () => {
    await db.drugs.where('locale').equals(locale).delete();
    await db.drugs.bulkPut(rows);
    await db.drugSyncs.put({ locale, syncedAt: now });
  });
  return 'synced';
}
