import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TDrugDetail, TDrugListRequest, TDrugPage } from '../../../../domain/drugs/drug-reference';
import type { ApiResult } from '../../../lib/http';
import { ReferenceDatabase } from './reference-database';
import { syncDrugReference, type DrugFetchers } from './sync-drug-reference';

type ServerDrug = { id: number; name: string; updatedAt: number };

const ok = <T>(data: T): ApiResult<T> => ({ ok: true, code: 200, msg: '', data, extra: undefined, isCancelled: false });
const offline: ApiResult<never> = {
  ok: false,
  code: -987654321,
  msg: 'Network',
  data: null,
  errorData: undefined,
  extra: undefined,
  isCancelled: false,
};

/** A fake emr service over a list of drugs, two drugs a page, answering like the real one. */
function serverOf(drugs: ServerDrug[]) {
  const detail = (drug: ServerDrug): TDrugDetail => ({
    id: drug.id,
    code: `code-${drug.id}`,
    updatedAt: drug.updatedAt,
    name: drug.name,
    category: 'Group',
    indications: `Indications of ${drug.name} at ${drug.updatedAt}`,
    adultDose: '-',
    childDose: '-',
    contraindications: '-',
    cautions: '-',
    pregnancy: '-',
  });
  const fetchers = {
    findDrugs: vi.fn(async (request: TDrugListRequest) => {
      const after = drugs.filter((drug) => drug.id > (request.lastId ?? 0));
      const page = after.slice(0, 2);
      return ok<TDrugPage>({
        list: page.map(({ id, name, updatedAt }) => ({ id, name, category: 'Group', updatedAt })),
        lastId: after.length > 2 ? page.at(-1)!.id : null,
        total: drugs.length,
        page: request.page ?? 1,
        size: 2,
      });
    }),
    getDrug: vi.fn(async (id: number) => ok(detail(drugs.find((drug) => drug.id === id)!))),
  } satisfies DrugFetchers;
  return fetchers;
}

describe('syncDrugReference', () => {
  let db: ReferenceDatabase;
  beforeEach(() => {
    db = new ReferenceDatabase();
  });
  afterEach(async () => {
    await db.delete();
  });

  const stored = async () =>
    (await db.drugs.where('locale').equals('en').sortBy('id')).map((drug) => [drug.id, drug.detail?.indications]);

  it('copies every page and every detail, then only what changed, and drops what the server no longer has', async () => {
    const drugs = [1, 2, 3, 4, 5].map((id) => ({ id, name: `Drug ${id}`, updatedAt: 100 }));
    const first = serverOf(drugs);
    expect(await syncDrugReference(db, 'en', first, 1000)).toBe('synced');
    expect(first.findDrugs.mock.calls.map(([request]) => request.lastId)).toEqual([undefined, 2, 4]);
    expect(first.getDrug).toHaveBeenCalledTimes(5);
    expect((await stored()).map(([id]) => id)).toEqual([1, 2, 3, 4, 5]);
    expect(await db.drugSyncs.get('en')).toEqual({ locale: 'en', syncedAt: 1000 });

    const changed = serverOf([
      drugs[0]!,
      { ...drugs[1]!, updatedAt: 200 },
      drugs[2]!,
      drugs[4]!,
      { id: 6, name: 'Drug 6', updatedAt: 300 },
    ]);
    expect(await syncDrugReference(db, 'en', changed, 2000)).toBe('synced');
    expect(changed.getDrug.mock.calls.map(([id]) => id)).toEqual([2, 6]);
    expect(await stored()).toEqual([
      [1, 'Indications of Drug 1 at 100'],
      [2, 'Indications of Drug 2 at 200'],
      [3, 'Indications of Drug 3 at 100'],
      [5, 'Indications of Drug 5 at 100'],
      [6, 'Indications of Drug 6 at 300'],
    ]);
  });

  it('keeps the previous copy whole when the connection drops half-way, and keeps other languages apart', async () => {
    const drugs = [1, 2, 3].map((id) => ({ id, name: `Drug ${id}`, updatedAt: 100 }));
    await syncDrugReference(db, 'en', serverOf(drugs), 1000);
    const before = await stored();

    const dropping = serverOf(drugs.map((drug) => ({ ...drug, updatedAt: 500 })));
    const answerDetail = dropping.getDrug.getMockImplementation()!;
    dropping.getDrug.mockImplementation(async (id: number) => (id === 2 ? offline : answerDetail(id)));
    expect(await syncDrugReference(db, 'en', dropping, 3000)).toBe('unreachable');
    expect(await stored()).toEqual(before);
    expect((await db.drugSyncs.get('en'))?.syncedAt).toBe(1000);

    const unreachable = serverOf(drugs);
    unreachable.findDrugs.mockResolvedValueOnce(offline);
    expect(await syncDrugReference(db, 'zh', unreachable, 4000)).toBe('unreachable');
    expect(await db.drugs.where('locale').equals('zh').count()).toBe(0);
    expect(await stored()).toEqual(before);
  });
});
