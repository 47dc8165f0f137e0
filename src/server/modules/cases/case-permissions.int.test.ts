import { describe, expect, it } from 'vitest';
import { CASE_PATHS } from '../../../domain/orders/paths';
import type { TCaseDetail } from '../../../domain/lines/aligners/detail';
import { ALIGNER_PATHS } from '../../../domain/lines/aligners/requests';
import { ORDER_STATUS } from '../../../domain/order-status';
import { readOrderState } from '../../lines/aligners/testing/order-state';
import { DATABASE_KINDS } from '../../testing/test-database';
import { addPlan, addShipment, codeOf, newClientId, useCaseWorld } from './test-kit';
import { caseData, setOrder, submitNewCase } from '../../lines/aligners/testing/case-kit';

/**
 * The permission matrix on the case routes (docs/permissions.md): a nurse (hiddenA, a member recorded as nurse) sees
 * the clinic's cases and confirms a parcel's receipt, but makes no clinical decision: the server refuses it with the
 * status machine's role refusal (45003, HTTP 403) or, for a submit, 403, and the detail offers her no such move.
 */
describe.each(DATABASE_KINDS)('case permissions per clinic role on %s', (kind) => {
  const { w, api } = useCaseWorld(kind);
  const S = ORDER_STATUS;
  const dataOf = (response: { json: () => { data: unknown } }) => response.json().data as TCaseDetail;

  it('refuses a nurse’s cancel with 45003 and leaves the case as it was; a doctor and the admin may cancel', async () => {
    const orderId = await submitNewCase(w);
    const cancel = { orderId, expectedStatus: S.toBeReviewed, to: S.orderCancelled, reason: 'Patient moved away' };
    expect(codeOf(await api.post(CASE_PATHS.transition, w.hiddenA.headers, cancel))).toEqual([403, 45003]);
    expect((await readOrderState(w.app.db.kysely, orderId)).status).toBe(S.toBeReviewed);
    expect(dataOf(await api.detail(orderId, w.hiddenA.headers)).nextStatuses).not.toContain(S.orderCancelled);
    expect(dataOf(await api.detail(orderId, w.adminA.headers)).nextStatuses).toContain(S.orderCancelled);
    const byDoctor = await api.post(CASE_PATHS.transition, w.doctorA.headers, cancel);
    expect(byDoctor.statusCode, byDoctor.body).toBe(200);
  });

  it('refuses a nurse’s plan decision and stage restart, and offers her neither', async () => {
    const orderId = await submitNewCase(w);
    await setOrder(w.app, orderId, { status: S.planToBeReviewed });
    await addPlan(w, orderId);
    const approve = { orderId, expectedStatus: S.planToBeReviewed, to: S.planPassed };
    expect(codeOf(await api.post(CASE_PATHS.transition, w.hiddenA.headers, approve))).toEqual([403, 45003]);
    expect(dataOf(await api.detail(orderId, w.hiddenA.headers))).toMatchObject({ nextStatuses: [] });
    await setOrder(w.app, orderId, { status: S.received });
    const restart = { orderId, expectedStatus: S.received, reason: 'New goals' };
    expect(codeOf(await api.post(ALIGNER_PATHS.restart, w.hiddenA.headers, restart))).toEqual([403, 45003]);
    expect(dataOf(await api.detail(orderId, w.hiddenA.headers)).canRestart).toBe(false);
    expect(dataOf(await api.detail(orderId, w.doctorA.headers)).canRestart).toBe(true);
  });

  it('lets a nurse confirm a parcel’s receipt', async () => {
    const orderId = await submitNewCase(w);
    await setOrder(w.app, orderId, { status: S.inTransit });
    await addShipment(w, orderId, '2030-01-01');
    expect(dataOf(await api.detail(orderId, w.hiddenA.headers)).nextStatuses).toEqual([S.received]);
    const response = await api.post(CASE_PATHS.transition, w.hiddenA.headers, { orderId, expectedStatus: S.inTransit, to: S.received });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses a nurse’s submit with 403 and records no case', async () => {
    const before = await w.app.db.kysely.selectFrom('orders').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const response = await api.post(CASE_PATHS.submit, w.hiddenA.headers, { clientId: newClientId(), caseData: caseData(w) });
    expect(codeOf(response)).toEqual([403, 403]);
    const after = await w.app.db.kysely.selectFrom('orders').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
