import { z } from 'zod';
import { ZObjectKey, ZPageRequest } from '../clinics/fields';
import { ZEditBase } from '../edits/field-merge';
import { messageId } from '../validation/messages';
import { ZClientId } from '../patients/patient';
import { ZClinicImage } from '../images/image-schemas';
import { ZProductLineCode } from '../product-line-schemas';
import { ZCaseData, ZRowId } from './case-data';
import { caseMessageId } from './case-messages';
import { CASE_TABS } from './case-tabs';
import { ZFactory } from './factory-assignment-api';
import { KEYSET_PAGE_MAX, keysetPageOf, ZKeysetQuery, type TKeysetQuery } from '../paging/keyset';
import { statusesPlaced } from '../lines/registry';
import { FACTORY_QUEUES, MOVE_PHOTOS_MAX, type FactoryQueue } from '../orders/moves';
import { MAX_PLAN_STEPS, ZAmount, ZArchSteps, ZCompletionFields, ZProductionFields } from './production';

/**
 * The case and order calls of the order service (`/api/order`), shared by the server's routes and the web's
 * fetchers. The spec names the screens and fields, not these paths; they follow the spec's style.
 *
 * Optimistic concurrency: every call that changes a case's status carries `expectedStatus`, the status the user saw.
 * If the case has moved on, the server answers 409 with code 45005 and the case as it is now in `data`, and changes
 * nothing; the client shows what changed instead of overwriting it.
 */
export const CASE_PATHS = {
  submit: '/v1/case/submit',
  list: '/v1/case/list',
  detail: '/v1/case/detail/:orderId',
  transition: '/v1/case/transition',
  production: '/v1/case/production',
  complete: '/v1/case/complete',
  restart: '/v1/case/restart',
  worktable: '/v1/case/worktable',
  orders: '/v1/order/list',
  commentAdd: '/v1/case/comment/add',
  commentList: '/v1/case/comment/list/:orderId',
  memoAdd: '/v1/case/memo/add',
  memoUpdate: '/v1/case/memo/update',
  memoDelete: '/v1/case/memo/delete',
  memoList: '/v1/case/memo/list/:orderId',
  reminderList: '/order-notify/list',
  reminderRead: '/order-notify/read',
  factoryQueue: '/v1/factory/case/queue',
  factoryPlan: '/v1/factory/case/plan',
  factoryPaymentOrder: '/v1/factory/case/payment-order',
  factoryPayment: '/v1/factory/case/payment',
  factoryShip: '/v1/factory/case/ship',
} as const;

/** A path with its `:param` filled in. */
export function casePath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

const required = { error: messageId('required') };
const ZStatus = z.number(required).int(required);
export const ZOrderIdParams = z.object({ orderId: z.coerce.number(required).pipe(ZRowId) });
/** The spec's table paging (section 9: sizes 10, 20, 30, 50), one rule with the clinic lists': a size beyond is a 400. */
const { pageIndex: ZPageIndex, pageSize: ZPageSize } = ZPageRequest.shape;
const ZKeyword = z.string().trim().max(50).default('');
const ZReason = z
  .string()
  .trim()
  .max(500, { error: caseMessageId('reasonTooLong') });
const ZDay = z.string(required).regex(/^\d{4}-\d{2}-\d{2}$/, { error: messageId('dateInvalid') });

/* ----------------------------------------------------------------------------------------------- requests */

/**
 * Submit a case: a new one (no orderId; `clientId` is the outbox item id, so a submit delivered twice makes one
 * case), or the clinic's resubmission of a case in 1 or 5 (orderId + expectedStatus). A case that has already
 * moved past submission answers 60012 with extra {orderId, orderType}: the client goes to that order.
 */
export const ZSubmitCaseRequest = z.object({
  clientId: ZClientId,
  orderId: ZRowId.optional(),
  expectedStatus: ZStatus.optional(),
  caseData: ZCaseData,
});
export type TSubmitCaseRequest = z.input<typeof ZSubmitCaseRequest>;

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

/** A status change with nothing but a reason (and attachments): cancel, ignore, restore, plan decision, receipt, and
 * the factory's review, design queue, release and termination. */
export const ZTransitionRequest = z.object({
  orderId: ZRowId,
  expectedStatus: ZStatus,
  to: ZStatus,
  reason: ZReason.optional(),
  /** Object keys of completed uploads of the caller (purpose `photo` or `plan`), at most 9. */
  attachments: z
    .array(ZObjectKey)
    .max(MOVE_PHOTOS_MAX, { error: caseMessageId('tooManyImages') })
    .default([]),
});
export type TTransitionRequest = z.input<typeof ZTransitionRequest>;

const ZStatusBase = z.object({ orderId: ZRowId, expectedStatus: ZStatus });

export const ZProductionRequest = ZStatusBase.extend(ZProductionFields.shape);
export type TProductionRequest = z.input<typeof ZProductionRequest>;

export const ZCompleteRequest = z.intersection(ZStatusBase, ZCompletionFields);
export type TCompleteRequest = z.input<typeof ZCompleteRequest>;

/** Stage restart (25 -> 1 with the next stage number): abandons the current stage; new case data is needed. */
export const ZRestartRequest = ZStatusBase.extend({
  reason: ZReason.min(1, { error: caseMessageId('reasonRequired') }),
});
export type TRestartRequest = z.input<typeof ZRestartRequest>;

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

export const ZAddCommentRequest = z
  .object({
    clientId: ZClientId,
    orderId: ZRowId,
    text: z
      .string()
      .trim()
      .max(1000, { error: caseMessageId('commentTooLong') })
      .default(''),
    images: z
      .array(ZObjectKey)
      .max(9, { error: caseMessageId('tooManyImages') })
      .default([]),
  })
  .refine((comment) => comment.text.length > 0 || comment.images.length > 0, {
    error: caseMessageId('commentEmpty'),
    path: ['text'],
  });
export type TAddCommentRequest = z.input<typeof ZAddCommentRequest>;

const ZMemoText = z
  .string(required)
  .trim()
  .min(1, required)
  .max(1000, { error: caseMessageId('commentTooLong') });
export const ZAddMemoRequest = z.object({ clientId: ZClientId, orderId: ZRowId, text: ZMemoText });
export type TAddMemoRequest = z.input<typeof ZAddMemoRequest>;
/**
 * `base`: the memo's text as the editor opened on it; a text changed meanwhile in another tab is a conflict (409), not
 * silently replaced (domain/edits/field-merge.ts).
 */
export const ZUpdateMemoRequest = z.object({ id: ZRowId, text: ZMemoText, base: ZEditBase.optional() });
/** The fields a memo edit may change. */
export const MEMO_FIELDS = ['text'] as const;
export type TUpdateMemoRequest = z.input<typeof ZUpdateMemoRequest>;
export const ZDeleteMemoRequest = z.object({ id: ZRowId });

export const ZReminderListRequest = z.object({
  unreadOnly: z.boolean().default(false),
  pageIndex: ZPageIndex,
  pageSize: ZPageSize,
});
/** Mark read: some reminders, every reminder of an order (opening its detail), or all. */
export const ZReminderReadRequest = z.object({
  ids: z.array(ZRowId).max(100).optional(),
  orderId: ZRowId.optional(),
  all: z.boolean().optional(),
});
export type TReminderReadRequest = z.input<typeof ZReminderReadRequest>;

/** The factory's queues; each is the set of statuses the product lines' status tables place in it. */
export { FACTORY_QUEUES, type FactoryQueue } from '../orders/moves';
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

export const ZPlanStepFiles = z.object({
  step: z.number(required).int(required).min(0).max(MAX_PLAN_STEPS),
  upperKey: ZObjectKey.nullable().default(null),
  lowerKey: ZObjectKey.nullable().default(null),
});

/** The factory uploads a plan (6 -> 8 -> 10) or a revision (16 -> 8 -> 10): staged models, a document, a price. */
export const ZUploadPlanRequest = ZStatusBase.extend({
  totalSteps: ZArchSteps.refine((steps) => steps.upSteps + steps.downSteps > 0, {
    error: caseMessageId('planStepsInvalid'),
  }),
  /** One pair per step, or a subset (the key steps); at least one model. */
  steps: z
    .array(ZPlanStepFiles)
    .min(1, { error: caseMessageId('planModelsRequired') })
    .max(MAX_PLAN_STEPS + 1)
    .refine((steps) => steps.some((step) => step.upperKey !== null || step.lowerKey !== null), {
      error: caseMessageId('planModelsRequired'),
    }),
  documentKey: ZObjectKey.nullable().default(null),
  /** The document's own file name, shown to the doctor and the factory instead of the stored key's random one. */
  documentName: z.string().trim().max(255).nullable().default(null),
  price: ZAmount,
  note: z
    .string()
    .trim()
    .max(500, { error: caseMessageId('reasonTooLong') })
    .default(''),
});
export type TUploadPlanRequest = z.input<typeof ZUploadPlanRequest>;

/**
 * 20 -> 21: the factory issues the payment order of the requested batch; `finalPayment` settles the whole plan. Once
 * the plan is paid in full a batch costs nothing more: the amount may then be 0 (the server checks).
 */
export const ZIssuePaymentRequest = ZStatusBase.extend({
  amount: z.union([z.literal(0), ZAmount], { error: caseMessageId('amountInvalid') }),
  finalPayment: z.boolean().default(false),
});
export type TIssuePaymentRequest = z.input<typeof ZIssuePaymentRequest>;

/** 21 -> 22: the factory records that the payment arrived (until the payments issue brings real payment). */
export const ZRecordPaymentRequest = ZStatusBase.extend({ reference: z.string().trim().max(100).default('') });
export type TRecordPaymentRequest = z.input<typeof ZRecordPaymentRequest>;

/** 23 -> 24: shipped. */
export const ZShipRequest = ZStatusBase.extend({
  carrier: z
    .string(required)
    .trim()
    .min(1, { error: caseMessageId('carrierRequired') })
    .max(50),
  trackingNo: z
    .string(required)
    .trim()
    .min(1, { error: caseMessageId('trackingRequired') })
    .max(50),
  estimatedDelivery: ZDay,
});
export type TShipRequest = z.input<typeof ZShipRequest>;

/* ---------------------------------------------------------------------------------------------- answers */

export const ZCaseSide = z.enum(['clinic', 'factory']);

export const ZFileLink = z.object({ key: z.string(), name: z.string(), url: z.string() });
export type TFileLink = z.infer<typeof ZFileLink>;

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

export const ZCaseEventKind = z.enum([
  'created',
  'status',
  'restart',
  'plan',
  'production',
  'payment',
  'shipment',
  'completion',
  'reassign',
]);

/** One entry of the timeline: every status change and what came with it, kept forever. */
export const ZCaseEvent = z.object({
  id: z.number().int(),
  kind: ZCaseEventKind,
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int(),
  stageNo: z.number().int(),
  actorName: z.string(),
  actorSide: ZCaseSide,
  reason: z.string().nullable(),
  attachments: z.array(ZFileLink),
  /** What the change carried (steps, carrier and tracking number, amount...), by kind. */
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.number().int(),
});
export type TCaseEvent = z.infer<typeof ZCaseEvent>;

export const ZPlanStep = z.object({ step: z.number().int(), upper: ZFileLink.nullable(), lower: ZFileLink.nullable() });
export type TPlanStep = z.infer<typeof ZPlanStep>;

export const ZPlan = z.object({
  id: z.number().int(),
  revision: z.number().int(),
  stageNo: z.number().int(),
  totalSteps: ZArchSteps,
  steps: z.array(ZPlanStep),
  document: ZFileLink.nullable(),
  price: z.number(),
  note: z.string(),
  decision: z.enum(['approved', 'rejected']).nullable(),
  decisionReason: z.string().nullable(),
  createdAt: z.number().int(),
});
export type TPlan = z.infer<typeof ZPlan>;

export const ZShipment = z.object({
  carrier: z.string(),
  trackingNo: z.string(),
  estimatedDelivery: z.string(),
  shippedAt: z.number().int(),
  receivedAt: z.number().int().nullable(),
});
export type TShipment = z.infer<typeof ZShipment>;

export const ZCaseModelFile = z.object({
  modelId: z.number().int(),
  name: z.string(),
  url: z.string(),
  size: z.number().int(),
});

/** Everything the order detail, the plan review and the factory console show about one case. */
export const ZCaseDetail = ZCaseSummary.extend({
  patient: z.object({
    id: z.number().int(),
    name: z.string(),
    gender: z.number().int(),
    birthDate: z.string(),
    phone: z.string(),
  }),
  caseData: ZCaseData,
  /** The image stage the case names, with its photos (signed links, one hour) for the clinic and the factory alike. */
  imageStage: z
    .object({ id: z.number().int(), name: z.string(), stageTime: z.string(), images: z.array(ZClinicImage) })
    .nullable(),
  models: z.object({ upper: ZCaseModelFile.nullable(), lower: ZCaseModelFile.nullable() }),
  events: z.array(ZCaseEvent),
  /** The factory the order is assigned to (docs/orders.md); null while none exists. */
  factory: ZFactory.nullable().optional(),
  /** Newest first; the first is the current plan of the current stage. */
  plans: z.array(ZPlan),
  production: z.object({
    finalPaid: z.boolean(),
    totalSteps: ZArchSteps,
    alreadySteps: ZArchSteps,
    /** The batch asked for and not yet shipped, if any. */
    pendingSteps: ZArchSteps.nullable(),
  }),
  shipments: z.array(ZShipment),
  paidAmount: z.number(),
  /** The payment order waiting to be paid (status 21), if any. */
  dueAmount: z.number().nullable(),
  completion: ZCompletionFields.nullable(),
  /** The statuses the caller may move the case to now (buttons), from the status machine. */
  nextStatuses: z.array(z.number().int()),
  canRestart: z.boolean(),
});
export type TCaseDetail = z.infer<typeof ZCaseDetail>;

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

export const ZComment = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  authorName: z.string(),
  authorSide: ZCaseSide,
  text: z.string(),
  images: z.array(ZFileLink),
  createdAt: z.number().int(),
});
export type TComment = z.infer<typeof ZComment>;

/** A page of a case's comments (or memos) holds at most this many; the page size a client may ask for is 1 to this. */
export const COMMENT_PAGE_MAX = KEYSET_PAGE_MAX;
/**
 * GET /v1/case/comment/list/:orderId?before=&limit=: the newest `limit` comments older than comment `before` (all
 * when absent). Keyset paging on the comment id (domain/paging/keyset.ts), so a page never shifts when comments arrive.
 * GET /v1/case/memo/list/:orderId takes the same.
 */
export const ZCommentPageQuery = ZKeysetQuery;
export type TCommentPageQuery = TKeysetQuery;
/** The page, oldest first (a conversation reads top to bottom); `earlier` is the `before` of the page above, if any. */
export const ZCommentPage = keysetPageOf(ZComment);
export type TCommentPage = z.infer<typeof ZCommentPage>;

export const ZMemo = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  text: z.string(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type TMemo = z.infer<typeof ZMemo>;
/** A page of the caller's memos on a case, newest first; `earlier` is the `before` of the next (older) page. */
export const ZMemoPage = keysetPageOf(ZMemo);
export type TMemoPage = z.infer<typeof ZMemoPage>;

export const ZReminder = z.object({
  id: z.number().int(),
  kind: z.string(),
  orderId: z.number().int().nullable(),
  orderType: ZProductLineCode.nullable(),
  /** The reminder's text in the request's language. */
  text: z.string(),
  createdAt: z.number().int(),
  readAt: z.number().int().nullable(),
});
export type TReminder = z.infer<typeof ZReminder>;
export const ZReminderPage = z.object({ list: z.array(ZReminder), total: z.number().int(), unread: z.number().int() });
export type TReminderPage = z.infer<typeof ZReminderPage>;

/** `data` of a 45005 conflict: the case as it is now and the change that moved it. */
export const ZCaseConflict = z.object({
  orderId: z.number().int(),
  status: z.number().int(),
  stageNo: z.number().int(),
  lastEvent: ZCaseEvent.nullable(),
});
export type TCaseConflict = z.infer<typeof ZCaseConflict>;
