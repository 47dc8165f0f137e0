import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { caseSuccessMessages } from '../../../domain/cases/case-messages';
import { costsAnswer, dentureCosts } from '../../../domain/lines/dentures/costs';
import {
  DENTURE_PATHS,
  ZAbutmentSelectionRequest,
  ZCostPreviewRequest,
  ZDentureCosts,
  ZDentureOrder,
  ZDentureSettings,
  ZReworkRequest,
  ZTryInShipRequest,
} from '../../../domain/lines/dentures/requests';
import { ZLineOrder } from '../../../domain/orders/line-orders';
import { ZOrderIdParams } from '../../../domain/orders/fields';
import { ZRecordPaymentRequest, ZShipRequest } from '../../../domain/orders/move-requests';
import { recordPayment } from '../../modules/factory-cases';
import {
  requireClinic,
  requireClinicPermission,
  requireFactory,
  requireFactoryPermission,
  requireSignIn,
} from '../../auth/guards';
import type { Database } from '../../db/schema';
import { guardedBy } from '../../http/access';
import { AppError, envelopeOf } from '../../http/envelope';
import { ErrorCode } from '../../../domain/response-codes';
import { runMutation } from '../../http/idempotency';
import { caseActorOf, factoryForNewOrder, findCase, type CaseActor, type OrderRow } from '../../modules/cases';
import { buildLineOrder } from '../../modules/cases/line-orders';
import { askRework, selectAbutment, shipDenture, shipTryIn } from './denture-moves';
import { dentureOrderOf, settingsAnswer, settingsFromAnswer } from './denture-answers';
import { costSettingsOf, saveCostSettings } from './denture-orders';

const lineOrderAnswer = { 200: envelopeOf(ZLineOrder) };
const settingsEditors = requireFactoryPermission('factory:prices');

/**
 * The fixed dentures' own calls (DENTURE_PATHS; docs/orders.md, "Fixed dentures"): the order's denture data with its
 * costs (either side; the price-fields hook drops the costs for staff whose prices are hidden), the wizard's cost
 * preview, the moves whose form has fields of its own, each answering the core's view of the order like the generic
 * transition, and the factory's cost settings (read by any factory user, changed by a factory admin).
 */
export const dentureRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const sign = (key: string) => app.signedLinks.signReadLink(key);

  /** A move with a form of its own: one transaction (idempotent with a key), answering the order after it. */
  function formMove<Body extends z.ZodType>(
    path: string,
    summary: string,
    guard: (request: FastifyRequest) => unknown,
    body: Body,
    move: (trx: Transaction<Database>, actor: CaseActor, input: z.output<Body>, now: number) => Promise<OrderRow>,
  ) {
    app.post(
      path,
      { ...guardedBy(guard), schema: { summary, body, response: lineOrderAnswer } },
      async (request, reply) => {
        const actor = caseActorOf(requireSignIn(request));
        return runMutation(request, reply, async (trx) => {
          const order = await move(trx, actor, request.body as z.output<Body>, Date.now());
          return request.ok(await buildLineOrder(trx, actor, order, sign), {
            message: caseSuccessMessages.statusChanged,
          });
        });
      },
    );
  }

  formMove(
    DENTURE_PATHS.abutment,
    'Select the abutment of an implant order, or adjust it after the clinic’s feedback (41 or 43 -> 42)',
    requireFactory,
    ZAbutmentSelectionRequest,
    selectAbutment,
  );
  formMove(
    DENTURE_PATHS.rework,
    'Ask for a rework of some teeth, each with its reason, with up to 6 photos (46 -> 48)',
    requireClinicPermission('order:decide'),
    ZReworkRequest,
    askRework,
  );
  // The payment is recorded as the aligners' is (the open payment order, from the rough design's confirmation, is paid).
  formMove(
    DENTURE_PATHS.payment,
    'Record that the payment of the denture’s payment order arrived (21 -> 22)',
    requireFactory,
    ZRecordPaymentRequest,
    recordPayment,
  );
  formMove(
    DENTURE_PATHS.ship,
    'Ship the fixed denture with carrier and tracking number (23 -> 24)',
    requireFactory,
    ZShipRequest,
    shipDenture,
  );

  formMove(
    DENTURE_PATHS.tryInShip,
    'Ship the try-in (68 -> 69) or the custom tray (61 -> 62) with carrier and tracking number',
    requireFactory,
    ZTryInShipRequest,
    shipTryIn,
  );

  app.get(
    DENTURE_PATHS.order,
    {
      ...guardedBy((request) => caseActorOf(requireSignIn(request))),
      schema: {
        summary: 'A fixed-denture order’s own data and costs',
        params: ZOrderIdParams,
        response: { 200: envelopeOf(ZDentureOrder) },
      },
    },
    async (request) => {
      const actor = caseActorOf(requireSignIn(request));
      return request.ok(await dentureOrderOf(db, await findCase(db, actor, request.params.orderId), sign));
    },
  );

  app.post(
    DENTURE_PATHS.costs,
    {
      ...guardedBy(requireClinicPermission('case:create')),
      schema: {
        summary: 'The costs of the teeth step as the clinic’s factory prices them now (the wizard’s preview)',
        body: ZCostPreviewRequest,
        response: { 200: envelopeOf(ZDentureCosts) },
      },
    },
    async (request) => {
      const clinicId = requireClinic(request).clinicId;
      const settings = await costSettingsOf(db, await factoryForNewOrder(db, clinicId));
      return request.ok(costsAnswer(dentureCosts(request.body.teeth.restorations, settings)));
    },
  );

  app.get(
    DENTURE_PATHS.settings,
    {
      ...guardedBy(requireFactory),
      schema: {
        summary: 'The factory’s cost settings of fixed dentures',
        response: { 200: envelopeOf(ZDentureSettings) },
      },
    },
    async (request) => request.ok(settingsAnswer(await costSettingsOf(db, requireFactory(request).factoryId))),
  );

  app.post(
    DENTURE_PATHS.settings,
    {
      ...guardedBy(settingsEditors),
      schema: {
        summary: 'Change the factory’s cost settings of fixed dentures (new orders are priced with them)',
        body: ZDentureSettings,
        response: { 200: envelopeOf(ZDentureSettings) },
      },
    },
    async (request, reply) => {
      const principal = settingsEditors(request);
      return runMutation(request, reply, async (trx) => {
        // A factory admin who left has no factory whose prices to change.
        const factoryId = principal.factoryId;
        if (factoryId === null) throw new AppError(ErrorCode.forbidden);
        await saveCostSettings(trx, factoryId, settingsFromAnswer(request.body), principal.userId, Date.now());
        return request.ok(settingsAnswer(await costSettingsOf(trx, factoryId)));
      });
    },
  );
};
