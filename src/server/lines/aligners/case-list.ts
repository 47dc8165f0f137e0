import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { z } from 'zod';
import type { TCasePage, ZCaseListRequest } from '../../../domain/orders/list';
import { CASE_TAB_FILTERS, CASE_TABS, type CaseTab, type CaseTabFilter } from '../../../domain/cases/case-tabs';
import { ALIGNER_LINE } from '../../../domain/lines/aligners/line';
import type { Database } from '../../db/schema';
import { compiledOnce } from '../../db/compiled-once';
import { jsonText } from '../../db/json-text';
import { likePattern } from '../../db/like-pattern';
import { selectSummaries, toCaseSummary } from '../../modules/cases';
import type { CaseDoctor, DoctorCases } from '../server-line';

export type CaseListInput = z.output<typeof ZCaseListRequest>;

const ALIGNERS = ALIGNER_LINE.code;

/** The cases of `doctor` among the orders of a query (the aligner row's case data holds the doctor's mobile). */
function ofDoctor(db: Kysely<Database>, doctor: CaseDoctor) {
  const mobile = jsonText(db, 'aligner_orders.case_data', ['basic', 'doctorMobile']);
  return (eb: ExpressionBuilder<Database, 'orders'>) =>
    eb.or([
      eb('orders.created_by', '=', doctor.userId),
      eb.exists(
        eb
          .selectFrom('aligner_orders')
          .select('aligner_orders.order_id')
          .whereRef('aligner_orders.order_id', '=', 'orders.id')
          .where(mobile, '=', doctor.phone),
      ),
    ]);
}

type Filters = Pick<CaseListInput, 'keyword' | 'createdFrom' | 'createdTo'> & { doctor?: CaseDoctor };

/**
 * The filters every tab shares: the clinic's aligner cases, the search by patient, the creation-time range (and, for
 * a doctor's overview, the doctor's own cases).
 */
function filtered<O>(db: Kysely<Database>, query: SelectQueryBuilder<Database, 'orders', O>, clinicId: number, input: Filters) {
  let q = query.where('orders.clinic_id', '=', clinicId).where('orders.product_line', '=', ALIGNERS);
  if (input.doctor !== undefined) q = q.where(ofDoctor(db, input.doctor));
  if (input.keyword !== '') q = q.where(sql<boolean>`orders.search_text like ${likePattern(input.keyword)} escape '\\'`);
  if (input.createdFrom !== undefined) q = q.where('orders.created_at', '>=', input.createdFrom);
  if (input.createdTo !== undefined) q = q.where('orders.created_at', '<=', input.createdTo);
  return q;
}

function inTab(filter: CaseTabFilter, status: number, stageNo: number): boolean {
  if (!(filter.statuses as readonly number[]).includes(status)) return false;
  if (filter.stage === 'first') return stageNo === 1;
  if (filter.stage === 'later') return stageNo > 1;
  return true;
}

/**
 * The page of a tab, most recently changed first (exported for the query-plan test). The page's ids are picked from
 * `orders` alone (the (clinic_id, product_line, status, updated_at) index, sorted with a bounded sorter), and only
 * those few rows are joined to their aligner data, patient and clinic: joining every row of the tab before the sort
 * made a page of 10 read and sort thousands of wide rows in a busy clinic.
 */
export function tabPageQuery(db: Kysely<Database>, clinicId: number, input: CaseListInput) {
  return tabPage(db, clinicId, input.tab, input, input.pageSize, (input.pageIndex - 1) * input.pageSize);
}

function tabPage(db: Kysely<Database>, clinicId: number, tab: CaseTab, filters: Filters, limit: number, offset: number) {
  const filter = CASE_TAB_FILTERS[tab];
  let ids = filtered(db, db.selectFrom('orders').select('orders.id'), clinicId, filters).where('orders.status', 'in', [
    ...filter.statuses,
  ]);
  if (filter.stage === 'first') ids = ids.where('orders.stage_no', '=', 1);
  if (filter.stage === 'later') ids = ids.where('orders.stage_no', '>', 1);
  const pageIds = newestFirst(ids).limit(limit).offset(offset);
  return newestFirst(selectSummaries(db).where('orders.id', 'in', pageIds));
}

/**
 * The list as it opens (no search, no date range), the request nearly every visit sends: its page query and its
 * counts are built and compiled once per tab, then run with the clinic and the page (compiledOnce).
 */
const openTabPage = compiledOnce((db, tab: CaseTab, slots: { clinicId: number; limit: number; offset: number }) =>
  tabPage(db, slots.clinicId, tab, { keyword: '' }, slots.limit, slots.offset),
);
const openTabGroups = compiledOnce((db, _shape: null, slots: { clinicId: number }) => storedTabGroupsQuery(db, slots.clinicId));

function isUnfiltered(input: Filters): boolean {
  return input.keyword === '' && input.createdFrom === undefined && input.createdTo === undefined && input.doctor === undefined;
}

function newestFirst<O>(query: SelectQueryBuilder<Database, 'orders', O>) {
  return query.orderBy('orders.updated_at', 'desc').orderBy('orders.id', 'desc');
}

/**
 * The cases under the search and date filter, counted by status and stage number: grouped on the columns of the
 * (clinic_id, product_line, status, stage_no, created_at) index in its order, so the counts are read from the index
 * without a sort (a computed grouping key needed one). A few dozen groups at most.
 */
export function tabGroupsQuery(db: Kysely<Database>, clinicId: number, input: Filters) {
  return filtered(db, db.selectFrom('orders'), clinicId, input)
    .select(['orders.status', 'orders.stage_no', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(['orders.status', 'orders.stage_no']);
}

/**
 * How many cases each tab holds, by status and stage number shared out to the tabs here (a few dozen groups at most).
 * Unfiltered (the list as it opens), the groups are the clinic's rows of `order_status_counts`, which triggers keep
 * beside the orders (migration 0042): a few rows read, however many cases the clinic has. Under a search, a date range
 * or a doctor's own cases, one grouped query counts the matching orders.
 */
async function countTabs(db: Kysely<Database>, clinicId: number, input: Filters): Promise<Record<CaseTab, number>> {
  const groups = isUnfiltered(input)
    ? (await db.executeQuery(openTabGroups(db, null, { clinicId }))).rows
    : await tabGroupsQuery(db, clinicId, input).execute();
  const counts = Object.fromEntries(CASE_TABS.map((tab) => [tab, 0])) as Record<CaseTab, number>;
  for (const group of groups)
    for (const tab of CASE_TABS)
      if (inTab(CASE_TAB_FILTERS[tab], group.status, group.stage_no)) counts[tab] += Number(group.count);
  return counts;
}

/** The clinic's aligner cases by status and stage number as the triggers keep them (exported for the tests). */
export function storedTabGroupsQuery(db: Kysely<Database>, clinicId: number) {
  return db
    .selectFrom('order_status_counts')
    .select(['status', 'stage_no', 'order_count as count'])
    .where('clinic_id', '=', clinicId)
    .where('product_line', '=', ALIGNERS);
}

/**
 * /caseList: the clinic's aligner cases of a tab, most recently changed first, a page at a time, with every tab's
 * count under the same filter (the tab's count is its total). The keyword matches part of the patient's name or
 * phone (any letter case; % and _ match themselves).
 */
export async function findCases(db: Kysely<Database>, clinicId: number, input: CaseListInput): Promise<TCasePage> {
  const page = isUnfiltered(input)
    ? db
        .executeQuery(openTabPage(db, input.tab, { clinicId, limit: input.pageSize, offset: (input.pageIndex - 1) * input.pageSize }))
        .then((result) => result.rows)
    : tabPageQuery(db, clinicId, input).execute();
  const [rows, tabCounts] = await Promise.all([page, countTabs(db, clinicId, input)]);
  return { list: rows.map(toCaseSummary), total: tabCounts[input.tab], tabCounts };
}

/**
 * A doctor's own cases in a clinic: every tab's count, the `latest` most recently changed, and the patients of all of
 * them (whose aligner changes the doctor follows).
 */
/**
 * A doctor's own aligner cases in a clinic (the /userDoctor overview): the case list's tab counts over them, and the
 * `limit` most recently changed (picked by id first, as the tab page is), and their patients.
 */
export async function findDoctorCases(
  db: Kysely<Database>,
  clinicId: number,
  doctor: CaseDoctor,
  limit: number,
): Promise<DoctorCases> {
  const input: Filters = { keyword: '', doctor };
  const ids = newestFirst(filtered(db, db.selectFrom('orders').select('orders.id'), clinicId, input)).limit(limit);
  const patients = filtered(db, db.selectFrom('orders').select('orders.patient_id').distinct(), clinicId, input);
  const [rows, tabCounts, patientRows] = await Promise.all([
    newestFirst(selectSummaries(db).where('orders.id', 'in', ids)).execute(),
    countTabs(db, clinicId, input),
    patients.execute(),
  ]);
  return { tabCounts, latest: rows.map(toCaseSummary), patientIds: new Set(patientRows.map((row) => row.patient_id)) };
}
