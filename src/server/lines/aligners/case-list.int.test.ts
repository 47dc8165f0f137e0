import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CASE_PATHS } from '../../../domain/orders/paths';
import type { TCasePage, TOrderPage } from '../../../domain/orders/list';
import { CASE_TAB_FILTERS, CASE_TABS, caseTabOf, type CaseTab } from '../../../domain/cases/case-tabs';
import { DATABASE_KINDS } from '../../testing/test-database';
import { tabGroupsQuery, tabPageQuery } from './case-list';
import { addClinicWithAdmin, codeOf, useCaseWorld } from '../../modules/cases/test-kit';
import { insertOrders } from './testing/case-kit';

describe.each(DATABASE_KINDS)('case list and orders on %s', (kind) => {
  const { w, api } = useCaseWorld(kind);

  const list = async (body: object, headers = w.doctorA.headers) => {
    const response = await api.post(CASE_PATHS.list, headers, { pageSize: 50, ...body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as TCasePage;
  };
  const seed = (status: number, searchText: string, extra: { stageNo?: number; createdAt?: number; updatedAt?: number; productLine?: number } = {}) => ({
    clinicId: w.clinicA,
    patientId: w.patientA,
    createdBy: w.doctorA.id,
    status,
    searchText,
    ...extra,
  });

  it('puts every case in exactly one tab and counts all six tabs under the search', async () => {
    const cases: [number, number, CaseTab][] = [
      [1, 1, 'toSubmit'],
      [5, 1, 'toSubmit'],
      [1, 2, 'restarted'],
      [5, 3, 'restarted'],
      [2, 1, 'inTreatment'],
      [4, 1, 'inTreatment'],
      [22, 2, 'inTreatment'],
      [10, 1, 'pending'],
      [14, 1, 'pending'],
      [21, 1, 'pending'],
      [24, 2, 'pending'],
      [25, 1, 'pending'],
      [26, 1, 'completed'],
      [3, 1, 'completed'],
      [27, 1, 'completed'],
      [29, 1, 'ignored'],
    ];
    const ids = await insertOrders(w.app, cases.map(([status, stageNo]) => seed(status, 'tabby tester', { stageNo })));
    const expectedCounts = Object.fromEntries(CASE_TABS.map((tab) => [tab, cases.filter(([, , inTab]) => inTab === tab).length]));
    for (const tab of CASE_TABS) {
      const page = await list({ tab, keyword: 'TABBY' });
      expect(page.tabCounts).toEqual(expectedCounts);
      expect(page.total).toBe(expectedCounts[tab]);
      const expectedIds = ids.filter((_, index) => cases[index]![2] === tab);
      expect(page.list.map((row) => row.orderId).sort((a, b) => a - b)).toEqual(expectedIds);
      expect(page.list.every((row) => row.tab === tab)).toBe(true);
    }
  });

  it('pages every tab newest change first across its statuses, ties by id, as it opens and under a search', async () => {
    const statuses = [...new Set(CASE_TABS.flatMap((tab) => CASE_TAB_FILTERS[tab].statuses))];
    const base = Date.UTC(2024, 5, 1);
    // 90 cases over every status, both stages; every third shares its change time with another (ties).
    const rows = Array.from({ length: 90 }, (_, index) => ({
      status: statuses[(index * 7) % statuses.length]!,
      stageNo: index % 4 === 0 ? 2 : 1,
      updatedAt: base + Math.floor(index / 3) * 1000 * ((index * 13) % 5),
    }));
    // A clinic of their own: the opening list (no search) holds these cases and no other.
    const { clinicId, admin, patientId } = await addClinicWithAdmin(w, 'Pager');
    const ids = await insertOrders(
      w.app,
      rows.map((row) => ({ ...seed(row.status, 'pager person', row), clinicId, patientId, createdBy: admin.id })),
    );
    const cases = rows.map((row, index) => ({ ...row, id: ids[index]!, tab: caseTabOf(row.status, row.stageNo) }));
    for (const tab of CASE_TABS) {
      const expected = cases
        .filter((row) => row.tab === tab)
        .sort((a, b) => b.updatedAt - a.updatedAt || b.id - a.id)
        .map((row) => row.id);
      for (const keyword of ['', 'PAGER']) {
        for (const pageSize of [10, 20] as const) {
          const seen: number[] = [];
          for (let pageIndex = 1; pageIndex <= Math.ceil(expected.length / pageSize) + 1; pageIndex++)
            seen.push(
              ...(await list({ tab, keyword, pageIndex, pageSize }, admin.headers)).list.map((row) => row.orderId),
            );
          expect(seen, `${tab} "${keyword}" by ${pageSize}`).toEqual(expected);
        }
      }
    }
  });

  it('searches the patient’s name or phone in any case, with % and _ matching themselves', async () => {
    const [percent, lookalike, phone] = await insertOrders(w.app, [
      seed(2, 'percy 50%_off\n13911112222'),
      seed(2, 'percy 50xxoff\n13911113333'),
      seed(2, 'someone else\n13955554444'),
    ]);
    expect((await list({ tab: 'inTreatment', keyword: '50%_' })).list.map((row) => row.orderId)).toEqual([percent]);
    expect((await list({ tab: 'inTreatment', keyword: 'PERCY' })).list.map((row) => row.orderId).sort()).toEqual([percent, lookalike].sort());
    expect((await list({ tab: 'inTreatment', keyword: '5555' })).list.map((row) => row.orderId)).toEqual([phone]);
  });

  it('filters by creation time, both ends included, and pages newest change first', async () => {
    const base = Date.UTC(2024, 0, 10);
    const ids = await insertOrders(
      w.app,
      [0, 1, 2, 3, 4].map((day) => seed(26, 'dated dora', { createdAt: base + day * 86_400_000, updatedAt: base + (10 - day) * 86_400_000 })),
    );
    const range = await list({ tab: 'completed', keyword: 'dora', createdFrom: base + 86_400_000, createdTo: base + 3 * 86_400_000 });
    expect(range.list.map((row) => row.orderId)).toEqual([ids[1], ids[2], ids[3]]);
    expect(range.tabCounts.completed).toBe(3);
    const second = await list({ tab: 'completed', keyword: 'dora', pageSize: 10, pageIndex: 1 });
    expect(second.list.map((row) => row.orderId)).toEqual(ids);
    const paged = await api.post(CASE_PATHS.list, w.doctorA.headers, { tab: 'completed', keyword: 'dora', pageSize: 10, pageIndex: 2 });
    expect((paged.json().data as TCasePage).list).toEqual([]);
  });

  it('pages a tab of several statuses newest change first, the higher id first on equal times, with its counts by stage', async () => {
    const at = Date.UTC(2024, 5, 1);
    const pending = [10, 25, 21, 14, 24];
    // Twelve pending cases over several statuses, changed in tied pairs (1 and 2, 3 and 4, …): the page boundary after
    // ten falls inside a pair. Two draft cases of a later stage belong to another tab.
    const ids = await insertOrders(w.app, [
      ...Array.from({ length: 12 }, (_, i) => seed(pending[i % pending.length]!, 'paula paged', { updatedAt: at + Math.floor((i + 1) / 2) })),
      seed(1, 'paula paged', { stageNo: 3 }),
      seed(1, 'paula paged', { stageNo: 2 }),
    ]);
    const newestFirst = ids.slice(0, 12).reverse();
    const page = (pageIndex: number) => list({ tab: 'pending', keyword: 'paula', pageSize: 10, pageIndex });
    const first = await page(1);
    expect(first.list.map((row) => row.orderId)).toEqual(newestFirst.slice(0, 10));
    expect(new Set(first.list.map((row) => row.patientName))).toEqual(new Set(['Ada Lovelace']));
    expect(first.total).toBe(12);
    expect(first.tabCounts).toMatchObject({ pending: 12, restarted: 2, toSubmit: 0 });
    expect((await page(2)).list.map((row) => row.orderId)).toEqual(newestFirst.slice(10));
  });

  it('shows only the clinic’s aligner cases, and no case list to factory users', async () => {
    await insertOrders(w.app, [seed(2, 'crown carl', { productLine: 2 }), { ...seed(2, 'crown carl'), clinicId: w.clinicB, patientId: w.patientB }]);
    expect((await list({ tab: 'inTreatment', keyword: 'crown carl' })).total).toBe(0);
    expect(codeOf(await api.post(CASE_PATHS.list, w.factory.headers, {}))).toEqual([403, 403]);
  });

  it('lists every order of the clinic across product lines, with amounts hidden from staff whose prices are hidden', async () => {
    const [aligner, crown] = await insertOrders(w.app, [
      { ...seed(21, 'olga orders'), planPriceCents: 123456, paidCents: 1000 },
      { ...seed(2, 'olga orders', { productLine: 2 }), updatedAt: Date.now() + 1000 },
    ]);
    const response = await api.post(CASE_PATHS.orders, w.doctorA.headers, { keyword: 'OLGA' });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json().data as TOrderPage;
    expect(page.total).toBe(2);
    expect(page.list.map((row) => [row.orderId, row.orderType, row.amount, row.paidAmount])).toEqual([
      [crown, 2, null, 0],
      [aligner, 1, 1234.56, 10],
    ]);
    const aligners = (await api.post(CASE_PATHS.orders, w.doctorA.headers, { keyword: 'olga', productLine: 1 })).json().data as TOrderPage;
    expect(aligners.list.map((row) => row.orderId)).toEqual([aligner]);
    const hidden = (await api.post(CASE_PATHS.orders, w.hiddenA.headers, { keyword: 'olga' })).json().data as { list: object[] };
    expect(hidden.list[0]).not.toHaveProperty('amount');
    expect(hidden.list[0]).not.toHaveProperty('paidAmount');
    expect(hidden.list[0]).toHaveProperty('patientName', 'Ada Lovelace');
    const hiddenCases = (await api.post(CASE_PATHS.list, w.hiddenA.headers, { tab: 'pending', keyword: 'olga' })).json().data as { list: object[] };
    expect(hiddenCases.list[0]).not.toHaveProperty('amount');
    const otherClinic = (await api.post(CASE_PATHS.orders, w.adminB.headers, { keyword: 'olga' })).json().data as TOrderPage;
    expect(otherClinic.total).toBe(0);
  });

  it('answers over 10,000 cases in one clinic, reading through the clinic’s indexes (speed: tests/bench/case-list-server.bench.ts)', async () => {
    const db = w.app.db.kysely;
    const { clinicId, admin, patientId } = await addClinicWithAdmin(w, 'Big');
    const statuses = [1, 2, 4, 5, 6, 8, 10, 14, 15, 16, 20, 21, 22, 23, 24, 25, 26, 3, 27, 29];
    const start = Date.UTC(2023, 0, 1);
    await insertOrders(
      w.app,
      Array.from({ length: 10_000 }, (_, index) => ({
        clinicId,
        patientId,
        createdBy: admin.id,
        status: statuses[index % statuses.length]!,
        stageNo: index % 7 === 0 ? 2 : 1,
        searchText: `patient ${index}\n139${String(index).padStart(8, '0')}`,
        createdAt: start + index * 60_000,
      })),
    );
    const headers = admin.headers;
    await api.post(CASE_PATHS.list, headers, {}); // warm up (route compilation, session cache)
    for (const body of [{ tab: 'pending' }, { tab: 'inTreatment', keyword: '99' }, { tab: 'restarted', createdFrom: start, createdTo: start + 86_400_000 * 3 }]) {
      const response = await api.post(CASE_PATHS.list, headers, { pageSize: 10, ...body });
      expect(response.statusCode, response.body).toBe(200);
      expect(Object.values((response.json().data as TCasePage).tabCounts).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    }
    if (kind === 'sqlite') {
      const input = { tab: 'pending' as const, keyword: '', pageIndex: 1, pageSize: 10 as const };
      // The page reads the clinic's pending statuses through (clinic_id, status, ...), the counts the clinic's rows.
      for (const query of [tabPageQuery(db, clinicId, input), tabGroupsQuery(db, clinicId, input)]) {
        const compiled = query.compile();
        const plan = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]));
        const detail = plan.rows.map((row) => row.detail).join('\n');
        expect(detail).toMatch(/orders USING (COVERING )?INDEX orders_clinic/);
        expect(detail).not.toMatch(/SCAN orders(?! USING)/);
      }
      // The page's ids are picked before any join (a join of the whole tab before the sort read thousands of rows),
      // and the counts are grouped in the index's own order, without a sort.
      const plan = async (query: { compile(): { sql: string; parameters: readonly unknown[] } }) => {
        const compiled = query.compile();
        const rows = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]));
        return rows.rows.map((row) => row.detail).join('\n');
      };
      expect(await plan(tabPageQuery(db, clinicId, input))).toMatch(/LIST SUBQUERY[\s\S]*orders USING COVERING INDEX orders_clinic_line_page/);
      expect(await plan(tabGroupsQuery(db, clinicId, input))).not.toMatch(/TEMP B-TREE/);
    }
  }, 60_000);
});
