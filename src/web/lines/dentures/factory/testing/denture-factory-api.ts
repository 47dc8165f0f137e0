import { http, HttpResponse } from 'msw';
import { nextStatuses } from '../../../../../domain/cases/status-machine';
import { DENTURE_PATHS, type TDentureOrder } from '../../../../../domain/lines/dentures/requests';
import { dentureData } from '../../../../../domain/lines/dentures/test-kit';
import { ZDentureData } from '../../../../../domain/lines/dentures/wizard';
import { LINE_ORDER_PATHS, type TLineOrder } from '../../../../../domain/orders/line-orders';
import { casePath } from '../../../../../domain/orders/paths';
import { PRODUCT_LINE_CODE } from '../../../../../domain/product-lines';
import { server } from '../../../../testing/msw-server';
import { apiUrl, envelope } from '../../../../testing/session-generators';

const DENTURES = PRODUCT_LINE_CODE.dentureTeeth;
export const DENTURE_ORDER_ID = 52;
const NOW = Date.UTC(2025, 4, 14, 8, 0);

/** A submitted fixed-denture order (a bridge 13-11 and an implant crown on 36) as the factory sees it at `status`. */
export function buildLineOrder(status: number): TLineOrder {
  return {
    orderId: DENTURE_ORDER_ID,
    productLine: DENTURES,
    status,
    stageNo: 1,
    patientName: 'Lin Wei',
    clinicName: 'Bright Smile Clinic',
    doctorName: 'Dr Ada',
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
        createdAt: NOW,
      },
    ],
    nextStatuses: nextStatuses(DENTURES, status, 'factory'),
  };
}

export function buildDentureOrder(overrides: Partial<TDentureOrder> = {}): TDentureOrder {
  return {
    orderId: DENTURE_ORDER_ID,
    dentureType: 'both',
    data: ZDentureData.parse(dentureData()) as Record<string, unknown>,
    costs: { grindCost: 80, porcelainCost: 300, subsDeposit: 500, markUp: 0, totalPrice: 880 },
    abutmentSelectionId: null,
    reworks: [],
    files: { upper: null, lower: null, shadePhoto: null },
    ...overrides,
  };
}

/**
 * The calls the factory's page makes on one denture order held here: the core's view and the line's data; every move
 * (recorded) lands on the request's status (`to`) or its form's target, and answers the core's view.
 */
export function answerDentureOrder(status: number, denture: TDentureOrder = buildDentureOrder()) {
  const state = { order: buildLineOrder(status), writes: [] as { path: string; body: Record<string, unknown> }[] };
  const write = (path: string, landing: (body: Record<string, unknown>) => number) =>
    http.post(apiUrl('order', path), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      state.writes.push({ path, body });
      state.order = { ...buildLineOrder(landing(body)) };
      return HttpResponse.json(envelope(state.order));
    });
  server.use(
    http.get(apiUrl('order', casePath(LINE_ORDER_PATHS.order, { orderId: DENTURE_ORDER_ID })), () =>
      HttpResponse.json(envelope(state.order)),
    ),
    http.get(apiUrl('order', casePath(DENTURE_PATHS.order, { orderId: DENTURE_ORDER_ID })), () =>
      HttpResponse.json(envelope(denture)),
    ),
    write(LINE_ORDER_PATHS.transition, (body) => Number(body.to)),
    write(DENTURE_PATHS.abutment, () => 42),
    write(DENTURE_PATHS.payment, () => 22),
    write(DENTURE_PATHS.ship, () => 24),
    write(DENTURE_PATHS.tryInShip, () => 69),
    http.get(apiUrl('order', '/v1/case/comment/list/:orderId'), () =>
      HttpResponse.json(envelope({ list: [], earlier: null })),
    ),
  );
  return state;
}
