import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  WEARING_PATHS,
  ZAdvanceAlignerRequest,
  ZDeleteWearingPlanRequest,
  ZSaveWearingPlanRequest,
  ZWearingList,
  ZWearingListRequest,
} from '../../../domain/tools/wearing-plan';
import { requireClinic } from '../../auth/guards';
import { envelopeOf } from '../../http/envelope';
import { runMutation } from '../../http/idempotency';
import { guardedBy } from '../../http/access';
import { advanceAligner, deleteWearingPlan, findWearingList, requireToday, saveWearingPlan } from './wearing-plans';

const clinicUser = guardedBy(requireClinic);

/** Emr service: wearing reminders (issue 14), the clinic's aligner patients' wearing plans. */
export const wearingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.post(
    WEARING_PATHS.list,
    {
      ...clinicUser,
      schema: {
        summary: 'The clinic’s wearing plans where they stand on the device’s today, and aligner patients without one',
        body: ZWearingListRequest,
        response: { 200: envelopeOf(ZWearingList) },
      },
    },
    async (request) => {
      const { clinicId } = requireClinic(request);
      requireToday(request.body.today, Date.now());
      return request.ok(await findWearingList(db, clinicId, request.body.today));
    },
  );

  app.post(
    WEARING_PATHS.save,
    {
      ...clinicUser,
      schema: {
        summary: 'Create or replace an aligner patient’s wearing plan',
        body: ZSaveWearingPlanRequest,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request, reply) => {
      const actor = requireClinic(request);
      return runMutation(request, reply, async (trx) => {
        await saveWearingPlan(trx, actor, request.body, Date.now());
        return request.ok(null);
      });
    },
  );

  app.post(
    WEARING_PATHS.advance,
    {
      ...clinicUser,
      schema: {
        summary: 'Record the change to the next aligner (409 when the device saw another current aligner)',
        body: ZAdvanceAlignerRequest,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request, reply) => {
      const actor = requireClinic(request);
      return runMutation(request, reply, async (trx) => {
        await advanceAligner(trx, actor, request.body, Date.now());
        return request.ok(null);
      });
    },
  );

  app.post(
    WEARING_PATHS.delete,
    {
      ...clinicUser,
      schema: { summary: 'Remove a patient’s wearing plan', body: ZDeleteWearingPlanRequest, response: { 200: envelopeOf(z.null()) } },
    },
    async (request, reply) => {
      const { clinicId } = requireClinic(request);
      return runMutation(request, reply, async (trx) => {
        await deleteWearingPlan(trx, clinicId, request.body.patientId);
        return request.ok(null);
      });
    },
  );
};
