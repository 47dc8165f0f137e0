import { z } from 'zod';
import { ZProductLineCode } from '../product-line-schemas';
import { CASE_TABS } from '../cases/case-tabs';
import { statusesPlaced } from '../lines/registry';
import { FACTORY_QUEUES, type FactoryQueue } from './moves';
import { ZDay, ZKeyword, ZPageIndex, ZPageSize } from './fields';

/** The order lists: the clinic's /caseList and /stagingBox, its worktable, and the factory's queues. */

export const ZCaseTab = z.enum(CASE_TABS);

/** /caseList: a tab, a search by patient (name or phone), and a creation-time range (epoch ms, the device's days). */
export const ZCaseListRequest = z.object({
  tab: ZCaseTab.default('pending'),
  keyword: ZKeyword,
  createdFrom: z.number().int().optional(),
  createdTo: z.number().int().optional(),
  pageIndex: ZPageIndex,
  pageSize: ZPageSize,
});
export type TCaseListRequest = z.input<typeof ZCaseListRequest>;

/** /stagingBox ("Orders"): every order of the clinic across product lines. */
export const ZOrderListRequest = z.object({
  productLine: ZProductLineCode.optional(),
  keyword: ZKeyword,
  pageIndex: ZPageIndex,
  pageSize: ZPageSize,
});
export type TOrderListRequest = z.input<typeof ZOrderListRequest>;

/** The worktable: counts and upcoming items from `from` (the device's start of today, epoch ms) for `days` days. */
export const ZWorktableRequest = z.object({
  from: z.number().int(),
  /** The device's calendar day at `from` (YYYY-MM-DD): expected deliveries are days, placed from it. */
  today: ZDay,
  days: z.number().int().min(1).max(31).default(7),
});
export type TWorktableRequest = z.input<typeof ZWorktableRequest>;

/** The factory's queues (FACTORY_QUEUES: ./moves.ts); each is the set of statuses the product lines' status tables place in it. */
type StatusQueue = Exclude<FactoryQueue, 'all'>;
const placedIn = (queue: StatusQueue): readonly number[] => statusesPlaced((place) => place.queue === queue);
export const FACTORY_QUEUE_STATUSES: Record<StatusQueue, readonly number[]> = {
  review: placedIn('review'),
  design: placedIn('design'),
  revise: placedIn('revise'),
  doctor: placedIn('doctor'),
  payment: placedIn('payment'),
  production: placedIn('production'),
  shipping: placedIn('shipping'),
  closed: placedIn('closed'),
};

export const ZFactoryQueueRequest = z.object({
  queue: z.enum(FACTORY_QUEUES).default('review'),
  keyword: ZKeyword,
  pageIndex: ZPageIndex,
  pageSize: ZPageSize,
});
export type TFactoryQueueRequest = z.input<typeof ZFactoryQueueRequest>;

/** One row of /caseList (and of the factory's queues, with the clinic's name). */
export const ZCaseSummary = z.object({
  orderId: z.number().int(),
  orderType: ZProductLineCode,
  status: z.number().int(),
  stageNo: z.number().int(),
  tab: ZCaseTab,
  patientId: z.number().int(),
  patientName: z.string(),
  doctorName: z.string(),
  brand: z.string(),
  series: z.string(),
  clinicId: z.number().int(),
  clinicName: z.string(),
  /** The plan's price, when there is one (left out for staff whose prices are hidden). */
  amount: z.number().nullable(),
  /** The reason given with the move to the current status (a failed review's, a rejected plan's), if any. */
  statusReason: z.string().nullable().default(null),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type TCaseSummary = z.infer<typeof ZCaseSummary>;

export const ZCasePage = z.object({
  list: z.array(ZCaseSummary),
  total: z.number().int(),
  /** How many cases each tab holds (with the search and date filter applied). */
  tabCounts: z.record(ZCaseTab, z.number().int()),
});
export type TCasePage = z.infer<typeof ZCasePage>;

export const ZFactoryQueuePage = z.object({
  list: z.array(ZCaseSummary),
  total: z.number().int(),
  queueCounts: z.record(z.enum(FACTORY_QUEUES), z.number().int()),
});
export type TFactoryQueuePage = z.infer<typeof ZFactoryQueuePage>;

/** One row of /stagingBox. */
export const ZOrderRow = z.object({
  orderId: z.number().int(),
  orderType: ZProductLineCode,
  status: z.number().int(),
  patientName: z.string(),
  doctorName: z.string(),
  amount: z.number().nullable(),
  paidAmount: z.number(),
  statusReason: z.string().nullable().default(null),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type TOrderRow = z.infer<typeof ZOrderRow>;
export const ZOrderPage = z.object({ list: z.array(ZOrderRow), total: z.number().int() });
export type TOrderPage = z.infer<typeof ZOrderPage>;

export const ZWorktable = z.object({
  /** Per product line, the cases waiting for the clinic (the pending tab). */
  lines: z.array(z.object({ productLine: ZProductLineCode, needsAction: z.number().int() })),
  /** Model pickups and expected deliveries in the window, soonest first. */
  upcoming: z.array(
    z.object({
      kind: z.enum(['pickup', 'delivery']),
      at: z.number().int(),
      orderId: z.number().int(),
      orderType: ZProductLineCode,
      patientName: z.string(),
    }),
  ),
});
export type TWorktable = z.infer<typeof ZWorktable>;
