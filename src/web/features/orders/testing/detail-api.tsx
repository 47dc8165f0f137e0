import { http, HttpResponse, type JsonBodyType } from 'msw';
import { Route } from 'wouter';
import type { TCaseDetail, TPlan } from '../../../../domain/lines/aligners/detail';
import type { TCaseEvent } from '../../../../domain/orders/events';
import type { TAddress } from '../../../../domain/clinics/addresses';
import type { UserDatabase } from '../../../lib/offline/db';
import { OutboxTestProvider, stubOutbox } from '../../../lib/offline/outbox/testing';
import { UserDatabaseTestProvider } from '../../../lib/offline/user-database-context';
import type { TWebSession } from '../../../lib/session/session-store';
import { buildCaseData, buildCaseDetail, type CaseDataParts } from '../../../testing/case-detail-fixtures';
import { server } from '../../../testing/msw-server';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { apiUrl, buildSession } from '../../../testing/session-generators';
import { OrderDetailPage } from '../pages/order-detail-page';
import { ALIGNER_DETAIL_SECTIONS } from '../../../lines/aligners/detail-sections';
import { AlignerActions } from '../../../lines/aligners/moves/aligner-actions';

export const success = (data: JsonBodyType = null, msg = 'Success') => HttpResponse.json({ code: 200, msg, data });
export const failure = (code: number, msg: string, status = 400, data: JsonBodyType = null) =>
  HttpResponse.json({ code, msg, data }, { status });

const DAY = 24 * 60 * 60 * 1000;
export const T0 = Date.UTC(2025, 4, 14, 2, 42);

export function buildEvent(overrides: Partial<TCaseEvent> = {}): TCaseEvent {
  return {
    id: 1,
    kind: 'status',
    fromStatus: 1,
    toStatus: 2,
    stageNo: 1,
    actorName: 'Dr. Ada Lin',
    actorSide: 'clinic',
    reason: null,
    attachments: [],
    detail: {},
    createdAt: T0,
    ...overrides,
  };
}

export function buildPlan(overrides: Partial<TPlan> = {}): TPlan {
  const link = (name: string) => ({ key: `plan/${name}`, name, url: `https://files.test/${name}` });
  return {
    id: 1,
    revision: 1,
    stageNo: 1,
    totalSteps: { upSteps: 20, downSteps: 18 },
    steps: [0, 10, 20].map((step) => ({ step, upper: link(`u${step}.stl`), lower: link(`l${step}.stl`) })),
    document: link('plan.pdf'),
    price: 12800,
    note: 'Attachments on 13 and 23.',
    decision: null,
    decisionReason: null,
    createdAt: T0 + DAY,
    ...overrides,
  };
}

const caseData = buildCaseData({
  basic: {
    doctorName: 'Dr. Ada Lin',
    doctorMobile: '13800000000',
    brand: 'suya',
    series: 'classic',
    chiefComplaint: 'Crowded lower incisors',
  },
  diagnosis: {
    sagittalRelation: 'normal',
    overjet: 'normal',
    midline: 'centered',
    space: 'crowding',
    miniImplants: 'none',
  },
  scheme: { treatmentMethods: ['IPR'], otherDescription: '' },
} as unknown as CaseDataParts);

/** A case of the signed-in doctor's clinic (11), waiting for the plan review unless told otherwise. */
export function buildDetail(overrides: Partial<TCaseDetail> = {}): TCaseDetail {
  return buildCaseDetail({
    orderId: 42,
    status: 10,
    tab: 'pending',
    patientName: 'Mei Zhang',
    doctorName: 'Dr. Ada Lin',
    brand: 'suya',
    series: 'classic',
    amount: 12800,
    createdAt: T0,
    updatedAt: T0 + DAY,
    patient: { id: 5, name: 'Mei Zhang', gender: 2, birthDate: '1990-05-17', phone: '13900000005' },
    caseData,
    imageStage: { id: 3, name: 'Initial', stageTime: '2025-05-10', images: [] },
    models: {
      upper: { modelId: 8, name: 'upper.stl', url: 'https://files.test/upper.stl', size: 100 },
      lower: { modelId: 9, name: 'lower.stl', url: 'https://files.test/lower.stl', size: 100 },
    },
    plans: [buildPlan()],
    production: {
      finalPaid: false,
      totalSteps: { upSteps: 20, downSteps: 18 },
      alreadySteps: { upSteps: 0, downSteps: 0 },
      pendingSteps: null,
    },
    nextStatuses: [14, 15, 3],
    ...overrides,
  });
}

export function buildAddress(overrides: Partial<TAddress> = {}): TAddress {
  return {
    id: 4,
    province: 'Guangdong',
    city: 'Shenzhen',
    district: 'Nanshan',
    address: '1 Keyuan Road',
    name: 'Front desk',
    phone: '13800000001',
    ...overrides,
  };
}

/** GET detail answers the cases given (404 for others); `requests` counts the calls. */
export function detailHandler(details: TCaseDetail[] | (() => TCaseDetail[])) {
  const requests: number[] = [];
  const handler = http.get(apiUrl('order', '/v1/case/detail/:orderId'), ({ params }) => {
    requests.push(Number(params.orderId));
    const list = typeof details === 'function' ? details() : details;
    const found = list.find((detail) => String(detail.orderId) === params.orderId);
    return found ? success(found) : failure(45001, 'This case was not found.', 404);
  });
  return { handler, requests };
}

/** What a change call received, and what it answers. */
export function postRecorder(path: string, answer: (body: Record<string, unknown>) => Response) {
  const bodies: Record<string, unknown>[] = [];
  const handler = http.post(apiUrl('order', path), async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    bodies.push(body);
    return answer(body);
  });
  return { handler, bodies };
}

/** The talk, reminder-read and address calls every detail page makes, answered empty. */
export function quietHandlers(addresses: TAddress[] = [buildAddress()]) {
  return [
    http.get(apiUrl('order', '/v1/case/comment/list/:orderId'), () => success({ list: [], earlier: null })),
    http.get(apiUrl('order', '/v1/case/memo/list/:orderId'), () => success({ list: [], earlier: null })),
    http.post(apiUrl('order', '/order-notify/read'), () => success(null)),
    http.post(apiUrl('tenant', '/v1/address/list'), () => success(addresses)),
  ];
}

export { newTestDatabase as createTestDatabase, disposeTestDatabase, stubOutbox } from '../../../lib/offline/outbox/testing';

/** The detail page at `/invisibleOrthodontic/:orderId`, signed in, with the user's database and a stub outbox. */
export function renderDetail(
  database: UserDatabase,
  {
    orderId = 42,
    session = buildSession(),
    outbox = stubOutbox(),
  }: { orderId?: number; session?: TWebSession; outbox?: ReturnType<typeof stubOutbox> } = {},
) {
  const result = renderSignedIn(
    <UserDatabaseTestProvider value={database}>
      <OutboxTestProvider value={outbox.value}>
        <Route path="/invisibleOrthodontic/:orderId">
          <OrderDetailPage sections={ALIGNER_DETAIL_SECTIONS} Actions={AlignerActions} />
        </Route>
      </OutboxTestProvider>
    </UserDatabaseTestProvider>,
    { path: `/invisibleOrthodontic/${orderId}?orderType=1`, session },
  );
  return { ...result, outbox };
}

export function serveDetail(details: TCaseDetail[] | (() => TCaseDetail[]), addresses?: TAddress[]) {
  const detail = detailHandler(details);
  server.use(detail.handler, ...quietHandlers(addresses));
  return detail;
}
