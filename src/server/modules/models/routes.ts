import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAddModelRequest,
  ZDeleteModelRequest,
  ZModelListRequest,
  ZPatientModel,
  ZPatientModelPage,
} from '../../../domain/patients/patient-models';
import { patientSuccessMessages } from '../../../domain/patients/patient-messages';
import { requireClinic } from '../../auth/guards';
import { toKeysetPage } from '../../db/keyset-page';
import { envelopeOf } from '../../http/envelope';
import { runMutation } from '../../http/idempotency';
import { guardedBy } from '../../http/access';
import { addModel, deleteModel, findModels, toModel } from './models';

const clinicOnly = guardedBy(requireClinic);

/**
 * Emr service: a patient's 3D scans (STL, OBJ, PLY) in the caller's current clinic. The file is uploaded first
 * (multipart, purpose `model`); add records it against the patient. Another clinic's patient or scan is "not found".
 */
export const modelRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const sign = (key: string) => app.signedLinks.signReadLink(key);

  app.post(
    '/v1/patient/model/add',
    {
      ...clinicOnly,
      schema: {
        summary: 'Attach an uploaded 3D scan to a patient (a repeated client id answers the scan it made)',
        body: ZAddModelRequest,
        response: { 200: envelopeOf(ZPatientModel) },
      },
    },
    async (request, reply) => {
      const actor = requireClinic(request);
      return runMutation(request, reply, async (trx) => {
        const { model } = await addModel(trx, actor, request.body);
        return request.ok(toModel(model, sign), { message: patientSuccessMessages.uploaded });
      });
    },
  );

  app.post(
    '/v1/patient/model/list',
    {
      ...clinicOnly,
      schema: {
        summary: 'A page of a patient’s live 3D scans, newest first, with fresh signed links',
        body: ZModelListRequest,
        response: { 200: envelopeOf(ZPatientModelPage) },
      },
    },
    async (request) => {
      const page = await findModels(db, requireClinic(request).clinicId, request.body);
      return request.ok(toKeysetPage(page, (row) => toModel(row, sign)));
    },
  );

  app.post(
    '/v1/patient/model/delete',
    {
      ...clinicOnly,
      schema: {
        summary: 'Delete a 3D scan (a repeated delete succeeds)',
        body: ZDeleteModelRequest,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request, reply) => {
      const actor = requireClinic(request);
      return runMutation(request, reply, async (trx) => {
        await deleteModel(trx, actor, request.body.id);
        return request.ok(null, { message: patientSuccessMessages.deleted });
      });
    },
  );
};
