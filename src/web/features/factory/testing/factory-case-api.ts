import { http, HttpResponse } from 'msw';
import { casePath, CASE_PATHS } from '../../../../domain/orders/paths';
import { LINE_ORDER_PATHS, type TLineOrder } from '../../../../domain/orders/line-orders';
import type { TCaseConflict } from '../../../../domain/orders/events';
import type { TCaseDetail } from '../../../../domain/lines/aligners/detail';
import { type TComment, COMMENT_PATHS } from '../../../../domain/orders/comments';
import { ALIGNER_PATHS } from '../../../../domain/lines/aligners/requests';
import { nextStatuses } from '../../../../domain/cases/status-machine';
import { buildCaseDetail } from '../../../testing/case-detail-fixtures';
import { server } from '../../../testing/msw-server';
import { apiUrl, envelope } from '../../../testing/session-generators';

const DAY = 24 * 60 * 60 * 1000;
export const NOW = Date.UTC(2025, 4, 14, 8, 0);

const link = (key: string) => ({
  key,
  name: key.split('/').at(-1) ?? key,
  url: `https://store.example/${key}?signature=s`,
});

/** A submitted aligner case as the factory sees it; its next statuses follow the machine for the status. */
export function buildDetail(overrides: Partial<TCaseDetail> = {}): TCaseDetail {
  const status = overrides.status ?? 2;
  return buildCaseDetail({
    status,
    events: [
      {
        id: 1,
        kind: 'created',
        fromStatus: null,
        toStatus: 2,
        stageNo: 1,
        actorName: 'Dr Ada',
        actorSide: 'clinic',
        reason: null,
        attachments: [],
        detail: {},
        createdAt: NOW - 2 * DAY,
      },
    ],
    nextStatuses: nextStatuses(1, status, 'factory'),
    ...overrides,
  });
}

export const planOf = (revision: number, overrides: Partial<TCaseDetail['plans'][number]> = {}) => ({
  id: revision,
  revision,
  stageNo: 1,
  totalSteps: { upSteps: 12, downSteps: 10 },
  steps: [{ step: 0, upper: link('plan/u0.stl'), lower: link('plan/l0.stl') }],
  document: link('plan/plan.pdf'),
  price: 12800,
  note: '',
  decision: null,
  decisionReason: null,
  createdAt: NOW - DAY,
  ...overrides,
});

type Answer = (body: Record<string, unknown>) => Response | undefined;

/**
 * The case routes the console calls, over one case held here: the detail, every write (recorded; answered by
 * `answer` when it returns a response, else by moving the case to the request's status), the comments.
 */
/** The core's view of an aligner case (the factory's order page reads the order's line from it first). */
export function lineOrderOf(detail: TCaseDetail): TLineOrder {
  return {
    orderId: detail.orderId,
    productLine: detail.orderType,
    status: detail.status,
    stageNo: detail.stageNo,
    patientName: detail.patientName,
    clinicName: detail.clinicName,
    doctorName: detail.doctorName,
    events: detail.events,
    nextStatuses: detail.nextStatuses,
  };
}

export function answerFactoryCase(initial: TCaseDetail, answer: Answer = () => undefined) {
  const state = {
    detail: initial,
    writes: [] as { path: string; body: Record<string, unknown> }[],
    comments: [] as TComment[],
  };
  const moveTo = (status: number) => {
    state.detail = { ...state.detail, status, nextStatuses: nextStatuses(1, status, 'factory') };
  };
  const write = (path: string, landing: (body: Record<string, unknown>) => number) =>
    http.post(apiUrl('order', path), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      state.writes.push({ path, body });
      const special = answer(body);
      if (special) return special;
      moveTo(landing(body));
      return HttpResponse.json(envelope(state.detail));
    });
  server.use(
    http.get(apiUrl('order', '/v1/case/detail/:orderId'), () => HttpResponse.json(envelope(state.detail))),
    http.get(apiUrl('order', casePath(LINE_ORDER_PATHS.order, { orderId: initial.orderId })), () =>
      HttpResponse.json(envelope(lineOrderOf(state.detail))),
    ),
    write(CASE_PATHS.transition, (body) => Number(body.to)),
    write(ALIGNER_PATHS.factoryPlan, () => 10),
    write(CASE_PATHS.factoryPaymentOrder, () => 21),
    write(CASE_PATHS.factoryPayment, () => 22),
    write(CASE_PATHS.factoryShip, () => 24),
    http.get(apiUrl('order', '/v1/case/comment/list/:orderId'), () =>
      HttpResponse.json(envelope({ list: state.comments, earlier: null })),
    ),
    http.post(apiUrl('order', COMMENT_PATHS.add), async ({ request }) => {
      const body = (await request.json()) as { text: string; images: string[] };
      state.comments = [
        ...state.comments,
        {
          id: state.comments.length + 1,
          orderId: initial.orderId,
          authorName: 'Factory Li',
          authorSide: 'factory',
          text: body.text,
          images: body.images.map((key) => ({
            key,
            name: key.split('/').at(-1) ?? key,
            url: `https://files.test/${key}`,
          })),
          createdAt: NOW,
        },
      ];
      return HttpResponse.json(envelope({ id: state.comments.length }));
    }),
  );
  return { state, moveTo };
}

/** The 45005 answer: the case moved on to `status`, by the clinic, with a reason. */
export function conflictAnswer(status: number, reason: string | null = null): Response {
  const conflict: TCaseConflict = {
    orderId: 41,
    status,
    stageNo: 1,
    lastEvent: {
      id: 9,
      kind: 'status',
      fromStatus: 2,
      toStatus: status,
      stageNo: 1,
      actorName: 'Factory Wang',
      actorSide: 'factory',
      reason,
      attachments: [],
      detail: {},
      createdAt: NOW,
    },
  };
  return HttpResponse.json(envelope(conflict, 45005, 'This case changed in the meantime.'), { status: 409 });
}
