import { describe, expect, it } from 'vitest';
import { CaseErrorCode } from '../../../domain/cases/case-messages';
import { DENTURE_PATHS, type TDentureOrder } from '../../../domain/lines/dentures/requests';
import { bridge, crown, dentureData, pontic, single } from '../../../domain/lines/dentures/test-kit';
import type { TDentureDataInput } from '../../../domain/lines/dentures/wizard';
import { LINE_ORDER_PATHS, type TLineOrder } from '../../../domain/orders/line-orders';
import { casePath } from '../../../domain/orders/paths';
import { ORDER_STATUS as S } from '../../../domain/order-status';
import { PRODUCT_LINE_CODE } from '../../../domain/product-lines';
import { codeOf, newClientId, ORDER, useCaseWorld } from '../../modules/cases/test-kit';
import { DATABASE_KINDS } from '../../testing/test-database';

type Headers = Record<string, string>;

/**
 * The clinic's side of a fixed-denture order's page on the real server: the order's data names its scans as signed
 * links, and an order the factory sent back is corrected and submitted again (isEdit, through the core's resubmit):
 * priced again, to be reviewed, on the timeline; with the refusals (stale status, another clinic, broken data, a
 * status that is not to be resubmitted).
 */
describe.each(DATABASE_KINDS)('a fixed-denture order resubmitted (%s)', (kind) => {
  const { w, api } = useCaseWorld(kind);

  const data = (overrides: Partial<TDentureDataInput> = {}): TDentureDataInput =>
    dentureData({
      basic: { patientId: w.patientA, doctorName: 'Dr Ada', doctorMobile: '13800138000' },
      model: { kind: 'digital', upperModelId: w.upperA },
      ...overrides,
    });
  const get = (path: string, headers: Headers) => w.app.inject({ method: 'GET', url: `${ORDER}${path}`, headers });
  const dentureOf = async (orderId: number) =>
    (await get(casePath(DENTURE_PATHS.order, { orderId }), w.doctorA.headers)).json().data as TDentureOrder;
  const resubmit = (orderId: number, expectedStatus: number, body: TDentureDataInput, headers = w.doctorA.headers) =>
    api.post(LINE_ORDER_PATHS.resubmit, headers, { orderId, expectedStatus, doctorName: 'Dr Ada Lin', data: body });

  async function sentBackOrder(): Promise<number> {
    const submitted = await api.post(LINE_ORDER_PATHS.submit, w.doctorA.headers, {
      type: PRODUCT_LINE_CODE.dentureTeeth,
      clientId: newClientId(),
      patientId: w.patientA,
      doctorName: 'Dr Ada',
      data: data(),
    });
    const orderId = (submitted.json().data as TLineOrder).orderId;
    const failed = await api.post(LINE_ORDER_PATHS.transition, w.factory.headers, {
      orderId,
      expectedStatus: S.toBeReviewed,
      to: S.failed,
      reason: 'The shade of 11 does not match the photo',
    });
    expect(failed.statusCode, failed.body).toBe(200);
    return orderId;
  }

  it('names the order’s scan as a signed link', async () => {
    const orderId = await sentBackOrder();
    const denture = await dentureOf(orderId);
    expect(denture.files.upper?.url).toMatch(/signature=/);
    expect(denture.files.upper?.name).toBeTruthy();
    expect(denture.files.lower).toBeNull();
    expect(denture.files.shadePhoto).toBeNull();
  });

  it('takes the corrected order back to review, priced again, and says so on the timeline', async () => {
    const orderId = await sentBackOrder();
    const before = await dentureOf(orderId);
    const corrected = data({
      teeth: { dentureType: 'crownBridge', restorations: [bridge(crown(13), pontic(12), crown(11)), single(crown(21))] },
      shades: {
        teeth: [13, 12, 11, 21].map((tooth) => ({ tooth, shades: [{ guide: 'vitaClassical' as const, shade: 'A3' }] })),
      },
    });
    const answer = await resubmit(orderId, S.failed, corrected);
    expect(answer.statusCode, answer.body).toBe(200);
    const order = answer.json().data as TLineOrder;
    expect(order.status).toBe(S.toBeReviewed);
    expect(order.events.at(-1)).toMatchObject({ fromStatus: S.failed, toStatus: S.toBeReviewed, detail: { isEdit: true } });
    const after = await dentureOf(orderId);
    expect(after.dentureType).toBe('crownBridge');
    expect(after.costs.totalPrice).not.toBe(before.costs.totalPrice);
    expect((after.data as TDentureDataInput).shades.teeth.map((entry) => entry.tooth)).toEqual([13, 12, 11, 21]);
    const row = await w.app.db.kysely.selectFrom('orders').select('doctor_name').where('id', '=', orderId).executeTakeFirst();
    expect(row?.doctor_name).toBe('Dr Ada Lin');
  });

  it('refuses a stale status, another clinic, broken data and a status not to be resubmitted, changing nothing', async () => {
    const orderId = await sentBackOrder();
    expect(codeOf(await resubmit(orderId, S.toBeReviewed, data()))).toEqual([409, CaseErrorCode.statusConflict]);
    expect(codeOf(await resubmit(orderId, S.failed, data(), w.adminB.headers))).toEqual([
      404,
      CaseErrorCode.caseNotFound,
    ]);
    const fourShades = ['A1', 'A2', 'A3', 'A3.5'].map((shade) => ({ guide: 'vitaClassical' as const, shade }));
    const broken = data({
      shades: { teeth: [13, 12, 11, 36].map((tooth) => ({ tooth, shades: tooth === 11 ? fourShades : fourShades.slice(0, 1) })) },
    });
    expect((await resubmit(orderId, S.failed, broken)).statusCode).toBe(400);
    const missingShade = data({ shades: { teeth: [{ tooth: 13, shades: fourShades.slice(0, 1) }] } });
    expect((await resubmit(orderId, S.failed, missingShade)).statusCode).toBe(400);
    expect((await dentureOf(orderId)).dentureType).toBe('both');
    // Once it is to be reviewed again, it is not resubmitted a second time.
    expect((await resubmit(orderId, S.failed, data())).statusCode).toBe(200);
    expect(codeOf(await resubmit(orderId, S.toBeReviewed, data()))).toEqual([400, CaseErrorCode.transitionNotAllowed]);
  });
});
