import type { FastifyInstance } from 'fastify';
import { CASE_PATHS, casePath } from '../../../../domain/orders/paths';
import type { TCaseDetail } from '../../../../domain/lines/aligners/detail';
import { type TReminderPage, REMINDER_PATHS } from '../../../../domain/orders/reminders';
import { binaryStl } from '../../../storage/testing';
import { uploadThroughRoutes } from '../../../modules/images/test-kit';
import { ORDER, type CaseWorld } from '../../../modules/cases/test-kit';

type Headers = Record<string, string>;

/** A small PDF (header, one object, end-of-file marker), as a plan document. */
export function planPdf(): Buffer {
  return Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');
}

/** Uploads `count` staged models (binary STL) and a document as `plan` files of the caller: answers their keys. */
export async function uploadPlanFiles(
  app: FastifyInstance,
  headers: Headers,
  count = 2,
): Promise<{ models: string[]; document: string }> {
  const models: string[] = [];
  for (let index = 0; index < count; index += 1)
    models.push(
      await uploadThroughRoutes(app, headers, binaryStl(20 + index), {
        purpose: 'plan',
        fileName: `step-${index}.stl`,
      }),
    );
  const document = await uploadThroughRoutes(app, headers, planPdf(), { purpose: 'plan', fileName: 'plan.pdf' });
  return { models, document };
}

/** A plan request: step 0 and the last step with an upper and a lower model each (keys from uploadPlanFiles). */
export function planBody(
  orderId: number,
  expectedStatus: number,
  files: { models: string[]; document: string },
  overrides: object = {},
) {
  const [first, second] = files.models;
  return {
    orderId,
    expectedStatus,
    totalSteps: { upSteps: 12, downSteps: 10 },
    steps: [
      { step: 0, upperKey: first, lowerKey: second },
      { step: 12, upperKey: first, lowerKey: null },
    ],
    documentKey: files.document,
    price: 12800.5,
    note: 'Upper expansion first',
    ...overrides,
  };
}

export const detailOf = (response: { json: () => { data: unknown } }) => response.json().data as TCaseDetail;

/** The reminders of a signed-in user: the top bar's count, the list, and marking read. */
export function reminderApi(app: FastifyInstance) {
  const post = (path: string, headers: Headers, payload: object = {}) =>
    app.inject({ method: 'POST', url: `${ORDER}${path}`, headers, payload });
  return {
    count: async (headers: Headers) => (await post('/order-notify/count', headers)).json().data as number,
    list: async (headers: Headers, body: object = {}) =>
      (await post(REMINDER_PATHS.list, headers, body)).json().data as TReminderPage,
    read: (headers: Headers, body: object) => post(REMINDER_PATHS.read, headers, body),
  };
}

/** The events of a case as the timeline shows them, reduced to who moved it from where to where and why. */
export async function timelineOf(w: CaseWorld, orderId: number, headers = w.doctorA.headers) {
  const response = await w.app.inject({
    method: 'GET',
    url: `${ORDER}${casePath(CASE_PATHS.detail, { orderId })}`,
    headers,
  });
  return detailOf(response).events.map((event) => ({
    kind: event.kind,
    from: event.fromStatus,
    to: event.toStatus,
    actor: event.actorName,
    side: event.actorSide,
    reason: event.reason,
  }));
}
