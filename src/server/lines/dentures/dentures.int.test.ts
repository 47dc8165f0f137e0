import { describe, expect, it } from 'vitest';
import { CaseErrorCode } from '../../../domain/cases/case-messages';
import { dentureMessages } from '../../../domain/lines/dentures/messages';
import { DENTURE_PATHS, type TDentureOrder } from '../../../domain/lines/dentures/requests';
import { bridge, crown, dentureData, implantCrown, pontic, single } from '../../../domain/lines/dentures/test-kit';
import type { TDentureDataInput } from '../../../domain/lines/dentures/wizard';
import { LINE_ORDER_PATHS, type TLineOrder } from '../../../domain/orders/line-orders';
import type { TFactoryQueuePage } from '../../../domain/orders/list';
import { CASE_PATHS, casePath } from '../../../domain/orders/paths';
import { ORDER_STATUS as S } from '../../../domain/order-status';
import { PRODUCT_LINE_CODE } from '../../../domain/product-lines';
import { todayText } from '../../../domain/patients/patient';
import { nextWorkingDayOnServer } from '../../modules/calendar';
import { codeOf, newClientId, ORDER, useCaseWorld } from '../../modules/cases/test-kit';
import { cameraPhoto, uploadThroughRoutes } from '../../modules/images/test-kit';
import { uploadPlanFiles } from '../aligners/testing/factory-kit';
import { createUser, sessionHeaders } from '../../testing/fixtures';
import { DATABASE_KINDS } from '../../testing/test-database';

type Headers = Record<string, string>;
const LINE = PRODUCT_LINE_CODE.dentureTeeth;

/**
 * Issue 11's story on the real server: a three-unit bridge (13, pontic 12, 11 with porcelain and a try-in) and an
 * implant crown on 36 (abutment bought, a substitute analog) go through the core's generic submit and transition and
 * the line's own form calls: abutment feedback then confirmation, design with the risk assessment, the rough design
 * confirmed (the payment order from the costs), the payment, a failed then passed try-in, shipping, receipt, a
 * rework of one tooth, acceptance; with the refusals along the way.
 */
describe.each(DATABASE_KINDS)('fixed dentures on the real server (%s)', (kind) => {
  const { w, api } = useCaseWorld(kind);
  let orderId = 0;
  let status: number = S.toBeReviewed;
  const staff: Record<'designer' | 'production', Headers> = { designer: {}, production: {} };

  const data = (overrides: Partial<TDentureDataInput> = {}): TDentureDataInput =>
    dentureData({
      basic: { patientId: w.patientA, doctorName: 'Dr Ada', doctorMobile: '13800138000' },
      teeth: {
        dentureType: 'both',
        restorations: [
          bridge(crown(13), pontic(12), crown(11, { porcelain: true, tryIn: true })),
          single(implantCrown(36, { implant: { ...implantCrown(36).implant!, substituteAnalog: true } })),
        ],
      },
      model: { kind: 'digital', upperModelId: w.upperA },
      ...overrides,
    });
  const submit = (body: TDentureDataInput, headers = w.doctorA.headers, patientId = w.patientA) =>
    api.post(LINE_ORDER_PATHS.submit, headers, {
      type: LINE,
      clientId: newClientId(),
      patientId,
      doctorName: 'Dr Ada',
      data: body,
    });
  const get = (path: string, headers: Headers) => w.app.inject({ method: 'GET', url: `${ORDER}${path}`, headers });
  const dentureOf = async (headers: Headers) =>
    (await get(casePath(DENTURE_PATHS.order, { orderId }), headers)).json().data as TDentureOrder;
  const customTrayAsked = async () =>
    ((await dentureOf(w.doctorA.headers)).data as { teeth: { customTray: boolean } }).teeth.customTray;
  /** A status move through the core's generic call, based on the status the test last saw. */
  const move = (headers: Headers, to: number, extra: object = {}) =>
    api.post(LINE_ORDER_PATHS.transition, headers, { orderId, expectedStatus: status, to, ...extra });
  /** A move that must go through: the test's status follows it. */
  async function moved(response: Promise<{ statusCode: number; body: string; json: () => { data: unknown } }>) {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(200);
    status = (answer.json().data as TLineOrder).status;
    return answer.json().data as TLineOrder;
  }
  const go = (headers: Headers, ...path: number[]) =>
    path.reduce(async (before, to) => {
      await before;
      await moved(move(headers, to));
    }, Promise.resolve());
  const ship = async () =>
    moved(
      api.post(`${DENTURE_PATHS.ship}`, w.factory.headers, {
        orderId,
        expectedStatus: status,
        carrier: 'SF',
        trackingNo: 'SF0011',
        estimatedDelivery: await nextWorkingDayOnServer(
          w.app.db.kysely,
          todayText(new Date(Date.now() + 2 * 86_400_000)),
        ),
      }),
    );

  it('lets a factory admin set the cost settings, and no one else', async () => {
    for (const role of ['designer', 'production'] as const) {
      const user = await createUser(w.app.db.kysely, { isFactory: true, factoryRole: role });
      staff[role] = await sessionHeaders(w.app, user.id, null);
    }
    const defaults = await get(DENTURE_PATHS.settings, staff.designer);
    expect(defaults.json().data).toEqual({
      grindUnitPrice: 80,
      porcelainUnitPrice: 300,
      subsDeposit: 500,
      longBridgeThreshold: 6,
      longBridgeUnitPrice: 200,
    });
    const settings = {
      grindUnitPrice: 120,
      porcelainUnitPrice: 300.5,
      subsDeposit: 800,
      longBridgeThreshold: 2,
      longBridgeUnitPrice: 150,
    };
    expect((await api.post(DENTURE_PATHS.settings, staff.designer, settings)).statusCode).toBe(403);
    expect((await api.post(DENTURE_PATHS.settings, w.doctorA.headers, settings)).statusCode).toBe(403);
    expect(
      (await api.post(DENTURE_PATHS.settings, w.factory.headers, { ...settings, longBridgeThreshold: 1 })).statusCode,
    ).toBe(400);
    expect(
      (await api.post(DENTURE_PATHS.settings, w.factory.headers, { ...settings, subsDeposit: 0.001 })).statusCode,
    ).toBe(400);
    const saved = await api.post(DENTURE_PATHS.settings, w.factory.headers, settings);
    expect(saved.json().data).toEqual(settings);
    expect((await get(DENTURE_PATHS.settings, staff.production)).json().data).toEqual(settings);
  });

  it('previews the costs with the clinic’s factory’s settings', async () => {
    const preview = await api.post(DENTURE_PATHS.costs, w.doctorA.headers, { teeth: data().teeth });
    // Grinding one implant abutment, porcelain on one unit, one analog, and the bridge's one unit beyond 2.
    expect(preview.json().data).toEqual({
      grindCost: 120,
      porcelainCost: 300.5,
      subsDeposit: 800,
      markUp: 150,
      totalPrice: 1370.5,
    });
    // A nurse does not start orders (case:create), so has no preview either.
    const hidden = await api.post(DENTURE_PATHS.costs, w.hiddenA.headers, { teeth: data().teeth });
    expect(hidden.statusCode).toBe(403);
  });

  it('refuses a submit that breaks the wizard’s rules, and another clinic’s patient', async () => {
    const four = ['A1', 'A2', 'A3', 'A3.5'].map((shade) => ({ guide: 'vitaClassical' as const, shade }));
    const fourth = await submit(
      data({
        shades: { teeth: [13, 12, 11, 36].map((tooth) => ({ tooth, shades: tooth === 11 ? four : four.slice(0, 1) })) },
      }),
    );
    expect(fourth.statusCode).toBe(400);
    const missing = await submit(data({ shades: { teeth: [{ tooth: 13, shades: four.slice(0, 1) }] } }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe(dentureMessages.shadesMissing.message);
    expect(codeOf(await submit(data({ model: { kind: 'digital', upperModelId: 999_999 } })))).toEqual([
      400,
      CaseErrorCode.fileMissing,
    ]);
    expect((await submit(data(), w.adminB.headers)).statusCode).toBe(404);
    const orders = await w.app.db.kysely.selectFrom('denture_orders').select('order_id').execute();
    expect(orders).toEqual([]);
  });

  it('submits a bridge and an implant crown through the core, priced at submit', async () => {
    const order = await moved(submit(data()));
    orderId = order.orderId;
    expect(order).toMatchObject({ productLine: LINE, status: S.toBeReviewed });
    const denture = await dentureOf(w.doctorA.headers);
    expect(denture).toMatchObject({
      dentureType: 'both',
      costs: { grindCost: 120, porcelainCost: 300.5, subsDeposit: 800, markUp: 150, totalPrice: 1370.5 },
      abutmentSelectionId: null,
    });
    // Staff whose prices are hidden read the order without its costs; another clinic does not read it at all.
    const hidden = await dentureOf(w.hiddenA.headers);
    expect(hidden.costs).toEqual({});
    expect(hidden.dentureType).toBe('both');
    expect((await get(casePath(DENTURE_PATHS.order, { orderId }), w.adminB.headers)).statusCode).toBe(404);
    expect(codeOf(await move(w.adminB.headers, S.application, { reason: 'x' }))).toEqual([
      404,
      CaseErrorCode.caseNotFound,
    ]);
  });

  it('lists the order in the factory’s queues the line’s table places its status in', async () => {
    const queue = async (name: string) =>
      (
        await api.post(CASE_PATHS.factoryQueue, w.factory.headers, {
          queue: name,
          keyword: '',
          pageIndex: 1,
          pageSize: 50,
        })
      ).json().data as TFactoryQueuePage;
    const review = await queue('review');
    expect(review.list.find((row) => row.orderId === orderId)).toMatchObject({
      orderType: LINE,
      status: S.toBeReviewed,
    });
    expect((await queue('design')).list.some((row) => row.orderId === orderId)).toBe(false);
    expect(review.queueCounts.review).toBeGreaterThan(0);
  });

  it('reviews, and selects the abutment of the bought implant abutment until the clinic confirms it', async () => {
    expect(codeOf(await move(w.doctorA.headers, S.passed))).toEqual([403, CaseErrorCode.transitionRoleNotAllowed]);
    expect(codeOf(await move(staff.designer, S.passed))).toEqual([403, CaseErrorCode.transitionRoleNotAllowed]);
    await go(w.factory.headers, S.passed);
    // An implant whose abutment is bought takes the abutment steps first.
    expect(codeOf(await move(w.factory.headers, S.pendingAssignment))).toEqual([
      400,
      CaseErrorCode.transitionNotAllowed,
    ]);
    await go(w.factory.headers, S.abutmentSelectionInProgress);
    const select = (
      selectionId: unknown,
      headers = w.factory.headers,
      expectedStatus = status,
      designFiles?: unknown,
    ) => api.post(DENTURE_PATHS.abutment, headers, { orderId, expectedStatus, selectionId, designFiles });
    expect((await select('  ')).statusCode).toBe(400);
    // The design files are the caller's completed plan uploads, at most 6; a photo or someone else's file is refused.
    const design = await uploadPlanFiles(w.app, w.factory.headers, 1);
    const designFiles = [...design.models, design.document];
    const sevenFiles = Array.from({ length: 7 }, (_, index) => `${design.document}-${index}`);
    expect((await select('ABT-1', w.factory.headers, status, sevenFiles)).statusCode).toBe(400);
    const photo = await uploadThroughRoutes(w.app, w.factory.headers, await cameraPhoto());
    expect(codeOf(await select('ABT-1', w.factory.headers, status, [photo]))).toEqual([400, CaseErrorCode.fileMissing]);
    expect((await select('ABT-1', w.factory.headers, status, designFiles)).statusCode, 'nothing moved yet').toBe(200);
    status = S.toConfirm;
    const sent = (await get(casePath(LINE_ORDER_PATHS.order, { orderId }), w.doctorA.headers)).json()
      .data as TLineOrder;
    expect(sent.events.at(-1)?.attachments.map((file) => file.key)).toEqual(designFiles);
    await moved(move(w.doctorA.headers, S.feedback, { reason: 'Check the emergence profile' }));
    expect(codeOf(await select('ABT-1', w.factory.headers, S.passed))).toEqual([409, CaseErrorCode.statusConflict]);
    expect((await select('ABT-1', w.doctorA.headers)).statusCode).toBe(403);
    // The generic call refuses a move that has its own form.
    expect(codeOf(await move(w.factory.headers, S.toConfirm))).toEqual([400, CaseErrorCode.transitionNotAllowed]);
    await moved(select('ABT-1'));
    expect(codeOf(await move(w.doctorA.headers, S.feedback))).toEqual([400, CaseErrorCode.transitionReasonRequired]);
    await moved(move(w.doctorA.headers, S.feedback, { reason: 'Too tall for the bite' }));
    await moved(select('ABT-2'));
    await go(w.doctorA.headers, S.confirmed);
    expect((await dentureOf(w.doctorA.headers)).abutmentSelectionId).toBe('ABT-2');
  });

  it('designs, assesses the risk of the implant case, and has the rough design confirmed into a payment order', async () => {
    await go(w.factory.headers, S.pendingAssignment);
    expect(codeOf(await move(staff.production, S.pendingDesign))).toEqual([
      403,
      CaseErrorCode.transitionRoleNotAllowed,
    ]);
    await go(staff.designer, S.pendingDesign, S.designing, S.designDone);
    // Implants in it: the risk assessment comes before the rough design.
    expect(codeOf(await move(staff.designer, S.roughDesignPlan))).toEqual([400, CaseErrorCode.transitionNotAllowed]);
    await go(staff.designer, S.riskAssessment, S.roughDesignPlan);
    await moved(move(w.doctorA.headers, S.pendingDesign, { reason: 'Open the contact on 13' }));
    await go(staff.designer, S.designing, S.designDone, S.riskAssessment, S.roughDesignPlan);
    await go(w.doctorA.headers, S.pendingPayment);
    const due = await w.app.db.kysely
      .selectFrom('payment_orders')
      .selectAll()
      .where('order_id', '=', orderId)
      .execute();
    expect(due.map((row) => [row.kind, Number(row.amount_cents), row.status])).toEqual([[6, 137_050, 'open']]);
  });

  it('is paid the way aligners are, released, and tried in until the try-in passes', async () => {
    const pay = (headers: Headers) =>
      api.post(DENTURE_PATHS.payment, headers, { orderId, expectedStatus: status, reference: 'Transfer 7' });
    expect(codeOf(await pay(staff.designer))).toEqual([403, CaseErrorCode.transitionRoleNotAllowed]);
    await moved(pay(w.factory.headers));
    const settled = await w.app.db.kysely
      .selectFrom('payment_orders')
      .selectAll()
      .where('order_id', '=', orderId)
      .execute();
    expect(settled.map((row) => [Number(row.amount_cents), row.status, row.reference])).toEqual([
      [137_050, 'paid', 'Transfer 7'],
    ]);
    await go(w.factory.headers, S.productionOrderOut);
    // A try-in was asked for: nothing ships before it passed.
    const early = await api.post(DENTURE_PATHS.ship, w.factory.headers, {
      orderId,
      expectedStatus: status,
      carrier: 'SF',
      trackingNo: 'SF0010',
      estimatedDelivery: await nextWorkingDayOnServer(
        w.app.db.kysely,
        todayText(new Date(Date.now() + 2 * 86_400_000)),
      ),
    });
    expect(codeOf(early)).toEqual([400, CaseErrorCode.transitionNotAllowed]);
    await go(w.factory.headers, S.tryInScheduled);
    // The try-in leaves through its own call, with carrier and tracking number, which the timeline carries.
    expect(codeOf(await move(w.factory.headers, S.tryInShipped))).toEqual([400, CaseErrorCode.transitionNotAllowed]);
    const tryIn = (body: object, headers = w.factory.headers) =>
      api.post(DENTURE_PATHS.tryInShip, headers, { orderId, expectedStatus: status, ...body });
    expect((await tryIn({ carrier: 'SF', trackingNo: ' ' })).statusCode).toBe(400);
    expect((await tryIn({ carrier: '', trackingNo: 'SF0009' })).statusCode).toBe(400);
    expect((await tryIn({ carrier: 'SF', trackingNo: 'SF0009' }, w.doctorA.headers)).statusCode).toBe(403);
    expect((await tryIn({ carrier: 'SF', trackingNo: 'SF0009' }, staff.designer)).statusCode).toBe(403);
    const shipped = await moved(tryIn({ carrier: 'SF', trackingNo: 'SF0009' }));
    expect(shipped.events.at(-1)?.detail).toEqual({ carrier: 'SF', trackingNo: 'SF0009' });
    await go(w.doctorA.headers, S.tryInReceived, S.tryInPendingAcceptance);
    const photo = await uploadThroughRoutes(w.app, w.doctorA.headers, await cameraPhoto());
    await moved(move(w.doctorA.headers, S.tryInFailed, { reason: 'Shade too light', attachments: [photo] }));
    await go(w.factory.headers, S.tryInScheduled);
    await moved(tryIn({ carrier: 'EMS', trackingNo: 'EMS0010' }));
    await go(w.doctorA.headers, S.tryInReceived, S.tryInPendingAcceptance, S.tryInPassed);
    await go(w.factory.headers, S.productionOrderOut);
  });

  it('ships, is signed for, reworked on one tooth, and accepted', async () => {
    await ship();
    await go(w.doctorA.headers, S.signedFor);
    const rework = (teeth: unknown, attachments: string[] = [], expectedStatus = status) =>
      api.post(DENTURE_PATHS.rework, w.doctorA.headers, { orderId, expectedStatus, teeth, attachments });
    expect((await rework([])).statusCode).toBe(400);
    expect((await rework([{ tooth: 11, reason: ' ' }])).statusCode).toBe(400);
    const notOurs = await rework([{ tooth: 21, reason: 'Chipped' }]);
    expect([notOurs.statusCode, notOurs.json().msg]).toEqual([400, dentureMessages.reworkToothNotInOrder.message]);
    const photo = await uploadThroughRoutes(w.app, w.doctorA.headers, await cameraPhoto());
    expect((await rework([{ tooth: 11, reason: 'Chipped' }], Array(7).fill(photo) as string[])).statusCode).toBe(400);
    expect(codeOf(await rework([{ tooth: 11, reason: 'Chipped' }], [], S.inTransit))).toEqual([
      409,
      CaseErrorCode.statusConflict,
    ]);
    const nurse = await api.post(DENTURE_PATHS.rework, w.hiddenA.headers, {
      orderId,
      expectedStatus: status,
      teeth: [{ tooth: 11, reason: 'x' }],
    });
    expect(nurse.statusCode).toBe(403);
    const reworked = await moved(rework([{ tooth: 11, reason: 'Chipped' }], [photo]));
    expect(reworked.events.at(-1)).toMatchObject({
      fromStatus: S.signedFor,
      toStatus: S.acceptanceFailed,
      reason: '11: Chipped',
    });
    expect((await dentureOf(w.doctorA.headers)).reworks.map((entry) => entry.teeth)).toEqual([
      [{ tooth: 11, reason: 'Chipped' }],
    ]);
    await go(w.factory.headers, S.productionOrderOut);
    await ship();
    await go(w.doctorA.headers, S.signedFor, S.acceptancePassed);
    const timeline = (await get(casePath(LINE_ORDER_PATHS.order, { orderId }), w.doctorA.headers)).json()
      .data as TLineOrder;
    expect(timeline.status).toBe(S.acceptancePassed);
    expect(timeline.nextStatuses).toEqual([]);
    // Created, 8 abutment moves, 12 of design, payment and release, 11 of the try-ins, 7 of shipping and acceptance.
    expect(timeline.events).toHaveLength(41);
    expect(timeline.events.filter((event) => event.kind === 'shipment')).toHaveLength(2);
  });

  it('takes a crown-and-bridge order straight to design, without the abutment and risk steps', async () => {
    const plain = await moved(
      submit(
        data({
          teeth: { dentureType: 'crownBridge', restorations: [single(crown(21))] },
          shades: { teeth: [{ tooth: 21, shades: [{ guide: 'chromascop', shade: '120' }] }] },
        }),
      ),
    );
    orderId = plain.orderId;
    await go(w.factory.headers, S.passed);
    expect(codeOf(await move(w.factory.headers, S.abutmentSelectionInProgress))).toEqual([
      400,
      CaseErrorCode.transitionNotAllowed,
    ]);
    await go(w.factory.headers, S.pendingAssignment, S.pendingDesign, S.designing, S.designDone);
    expect(codeOf(await move(w.factory.headers, S.riskAssessment))).toEqual([400, CaseErrorCode.transitionNotAllowed]);
    await go(w.factory.headers, S.roughDesignPlan);
    await go(w.doctorA.headers, S.pendingPayment);
    expect((await dentureOf(w.doctorA.headers)).costs.totalPrice).toBe(0);
  });

  it('sends a custom impression tray when the clinic asked for one, after the abutment and before the design', async () => {
    const trayOrder = await moved(
      submit(
        data({
          teeth: {
            dentureType: 'both',
            customTray: true,
            restorations: data().teeth.restorations,
          },
        }),
      ),
    );
    orderId = trayOrder.orderId;
    expect(await customTrayAsked()).toBe(true);
    await go(w.factory.headers, S.passed);
    // The bought abutment comes first, and the design waits for the tray.
    expect(codeOf(await move(w.factory.headers, S.trayScheduled))).toEqual([400, CaseErrorCode.transitionNotAllowed]);
    await go(w.factory.headers, S.abutmentSelectionInProgress);
    await moved(
      api.post(DENTURE_PATHS.abutment, w.factory.headers, {
        orderId,
        expectedStatus: status,
        selectionId: 'STM-TRAY-1',
      }),
    );
    await go(w.doctorA.headers, S.confirmed);
    expect(codeOf(await move(w.factory.headers, S.pendingAssignment))).toEqual([
      400,
      CaseErrorCode.transitionNotAllowed,
    ]);
    await go(w.factory.headers, S.trayScheduled);
    // The clinic cannot say it has a tray that was not shipped; the factory ships it with a tracking number.
    expect(codeOf(await move(w.doctorA.headers, S.trayReceived))).toEqual([400, CaseErrorCode.transitionNotAllowed]);
    const shipped = await moved(
      api.post(DENTURE_PATHS.tryInShip, w.factory.headers, {
        orderId,
        expectedStatus: status,
        carrier: 'SF',
        trackingNo: 'TRAY-001',
      }),
    );
    expect(shipped.status).toBe(S.trayShipped);
    await go(w.doctorA.headers, S.trayReceived);
    await go(w.factory.headers, S.pendingAssignment);
  });

  it('never offers the tray to an order that did not ask for one', async () => {
    const plain = await moved(
      submit(
        data({
          teeth: { dentureType: 'crownBridge', restorations: [single(crown(22))] },
          shades: { teeth: [{ tooth: 22, shades: [{ guide: 'chromascop', shade: '120' }] }] },
        }),
      ),
    );
    orderId = plain.orderId;
    expect(await customTrayAsked()).toBe(false);
    await go(w.factory.headers, S.passed);
    expect(codeOf(await move(w.factory.headers, S.trayScheduled))).toEqual([400, CaseErrorCode.transitionNotAllowed]);
    await go(w.factory.headers, S.pendingAssignment);
  });
});
