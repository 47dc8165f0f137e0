import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDrugPage } from '../../../domain/drugs/drug-reference';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DATABASE_KINDS } from '../../testing/test-database';
import { saveDrug, type DrugTexts } from './drugs';
import { REFERENCE_DRUGS, syncReferenceDrugs } from './reference-set';

const LIST = '/api/emr/v1/medical-tools/drug/list';
const DETAIL = '/api/emr/v1/medical-tools/drug/detail';

function textsNamed(name: string): DrugTexts {
  const text = {
    name,
    category: 'Test',
    indications: '-',
    adultDose: '-',
    childDose: '-',
    contraindications: '-',
    cautions: '-',
    pregnancy: '-',
  };
  return { en: text, zh: { ...text, name: `${name} 中文` }, ru: { ...text, name: `${name} рус` } };
}

describe.each(DATABASE_KINDS)('the drug reference on %s', (kind) => {
  let t: TestApp;
  let clock = 1_800_000_000_000;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await syncReferenceDrugs(t.app.db.kysely, clock);
  });
  afterAll(async () => t.close());

  // Nobody signs in: the tools are public.
  const list = (body: object, language = 'EN') =>
    t.app.inject({ method: 'POST', url: LIST, headers: { language }, payload: body });
  const page = async (body: object, language = 'EN'): Promise<TDrugPage> => {
    const response = await list(body, language);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: TDrugPage }).data;
  };
  const allIds = async () =>
    (await t.app.db.kysely.selectFrom('drugs').select('id').orderBy('id').execute()).map((row) => row.id);

  it('pages the seeded reference in ascending id order by lastId, each drug once, and says when it is done', async () => {
    const seen: number[] = [];
    let lastId: number | null | undefined;
    let pageNumber = 1;
    do {
      const answer = await page({ size: 3, page: pageNumber, ...(lastId ? { lastId } : {}) });
      expect(answer.total).toBe(REFERENCE_DRUGS.length);
      expect(answer).toMatchObject({ page: pageNumber, size: 3 });
      seen.push(...answer.list.map((drug) => drug.id));
      lastId = answer.lastId;
      pageNumber += 1;
    } while (lastId !== null);
    expect(seen).toEqual(await allIds());
    expect(seen).toHaveLength(REFERENCE_DRUGS.length);
    // A page that ends exactly at the last row says so (no empty page after it).
    const exact = await page({ size: REFERENCE_DRUGS.length });
    expect(exact.lastId).toBeNull();
    expect((await page({ size: REFERENCE_DRUGS.length - 1 })).lastId).toBe(seen.at(-2));
  });

  it('skips and repeats nothing across pages while drugs are added between them', async () => {
    const seen: number[] = [];
    let lastId: number | null = null;
    let added = 0;
    do {
      const answer: TDrugPage = await page({ size: 2, ...(lastId ? { lastId } : {}) });
      seen.push(...answer.list.map((drug) => drug.id));
      lastId = answer.lastId;
      // Someone adds two drugs while the reader is between pages (until five have come).
      if (added < 5) {
        clock += 1;
        await saveDrug(t.app.db.kysely, `added-${added}`, textsNamed(`Added drug ${added}`), clock);
        await saveDrug(t.app.db.kysely, `added-${added + 1}`, textsNamed(`Added drug ${added + 1}`), clock);
        added += 2;
        // The page just read would now end later: a cursor read before the addition still follows on exactly.
        if (lastId === null) lastId = seen.at(-1)!;
      }
    } while (lastId !== null);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(await allIds());
  });

  it('answers in the language of the request and searches the names of every language', async () => {
    const ibuprofen = REFERENCE_DRUGS.find((drug) => drug.code === 'ibuprofen')!;
    const [inChinese] = (await page({ name: '布洛芬' }, 'ZH')).list;
    expect(inChinese!.name).toBe(ibuprofen.texts.zh.name);
    const byRussianCapitals = await page({ name: 'ИБУПРОФЕН' }, 'RU');
    expect(byRussianCapitals.list.map((drug) => drug.name)).toEqual([ibuprofen.texts.ru.name]);
    expect(byRussianCapitals.total).toBe(1);
    const byEnglish = await page({ name: 'caine' });
    expect(byEnglish.list.map((drug) => drug.name)).toEqual(
      expect.arrayContaining([
        'Lidocaine 2% with epinephrine 1:100,000',
        'Articaine 4% with epinephrine 1:100,000',
        'Benzocaine 20% gel',
      ]),
    );
    // `%` and `_` are letters to search for, not wildcards; a name nobody has gives an empty last page.
    const withPercent = REFERENCE_DRUGS.filter((drug) => drug.texts.en.name.includes('%'));
    const byPercent = await page({ name: '%', size: 50 });
    expect(byPercent.list.map((drug) => drug.name).sort()).toEqual(
      withPercent.map((drug) => drug.texts.en.name).sort(),
    );
    expect((await page({ name: '4%' })).total).toBe(1);
    expect(await page({ name: 'zzz_' })).toMatchObject({ list: [], lastId: null, total: 0 });
  });

  it('gives one drug’s detail in the request’s language, and "not in the reference" for an unknown id', async () => {
    const [first] = (await page({ size: 1 })).list;
    const response = await t.app.inject({ method: 'POST', url: `${DETAIL}/${first!.id}`, headers: { language: 'RU' } });
    expect(response.statusCode).toBe(200);
    const reference = REFERENCE_DRUGS.find((drug) => drug.texts.en.name === first!.name)!;
    expect(response.json().data).toMatchObject({ id: first!.id, code: reference.code, ...reference.texts.ru });
    const missing = await t.app.inject({ method: 'POST', url: `${DETAIL}/999999`, headers: { language: 'ZH' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404, msg: '参考资料中没有这种药物。' });
    expect((await t.app.inject({ method: 'POST', url: `${DETAIL}/abc` })).statusCode).toBe(400);
  });

  it('refuses page sizes outside 1–50, a negative lastId, page 0 and a search over 50 characters, with the reason', async () => {
    for (const body of [
      { size: 0 },
      { size: 51 },
      { size: 2.5 },
      { lastId: -1 },
      { page: 0 },
      { name: 'x'.repeat(51) },
    ]) {
      const response = await list(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await list({ size: 51 })).json().msg).toMatch(/^Ask for 1 to 50 drugs per page\./);
    expect((await list({ size: 50, name: 'x'.repeat(50) })).statusCode).toBe(200);
  });

  it('keeps the reference set as shipped: a second start adds nothing, a changed text is updated and dated', async () => {
    const before = await allIds();
    await syncReferenceDrugs(t.app.db.kysely, clock + 10);
    expect(await allIds()).toEqual(before);
    const [drug] = REFERENCE_DRUGS;
    const changed = { ...drug!.texts, en: { ...drug!.texts.en, cautions: 'Changed.' } };
    const id = await saveDrug(t.app.db.kysely, drug!.code, changed, clock + 20);
    const row = await t.app.db.kysely
      .selectFrom('drugs')
      .select(['updated_at', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.updated_at).toBe(clock + 20);
    expect(row.created_at).toBeLessThan(clock + 20);
  });
});
