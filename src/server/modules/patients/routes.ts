import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAddPatientRequest,
  ZDeletePatientRequest,
  ZPatient,
  ZPatientIdParams,
  ZPatientListRequest,
  ZPatientPage,
  ZUpdatePatientRequest,
} from '../../../domain/patients/patient';
import { patientSuccessMessages } from '../../../domain/patients/patient-messages';
import { requireClinic } from '../../auth/guards';
import { envelopeOf } from '../../http/envelope';
import { runMutation } from '../../http/idempotency';
import { guardedBy } from '../../http/access';
import { recordClinicAudit } from '../clinics';
import { findPatientInClinic } from './patient-access';
import { toPatient } from './patient-rows';
import { addPatient, deletePatient, findPatients, updatePatient } from './patients';
import { conflictAnswer } from '../../http/edit-conflict';
import { patientFieldLabels } from '../../../domain/patients/patient-messages';

const clinicOnly = guardedBy(requireClinic);

/**
 * Emr service: patients, always in the caller's current clinic (a clinic user; factory accounts are refused). The
 * paths are ours, in the spec's style: the spec names the patient form and its fields, not these calls.
 */
export const patientRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const signReadLink = (key: string) => app.signedLinks.signReadLink(key);

  app.post(
    '/v1/patient/add',
    {
      ...clinicOnly,
      schema: {
        summary: 'Record a patient (a repeated client id answers the patient it made)',
        body: ZAddPatientRequest,
        response: { 200: envelopeOf(ZPatient) },
      },
    },
    async (request, reply) => {
      const actor = requireClinic(request);
      return runMutation(request, reply, async (trx) => {
        const { patient, isReplay } = await addPatient(trx, actor, request.body);
        if (!isReplay) {
          await recordClinicAudit(trx, {
            action: 'patient-added',
            userId: actor.userId,
            clinicId: actor.clinicId,
            detail: { patientId: patient.id },
          });
        }
        return request.ok(toPatient(patient, signReadLink), { message: patientSuccessMessages.submitted });
      });
    },
  );

  app.post(
    '/v1/patient/update',
    {
      ...clinicOnly,
      schema: {
        summary: 'Change a patient (the whole form and the base it was edited from; 409 on a conflicting field)',
        body: ZUpdatePatientRequest,
        response: { 200: envelopeOf(ZPatient) },
      },
    },
    async (request, reply) => {
      const actor = requireClinic(request);
      return runMutation(request, reply, async (trx) => {
        const { patient, isModified } = await updatePatient(trx, actor, request.body).catch(
          conflictAnswer(request, patientFieldLabels),
        );
        if (!isModified)
          return request.ok(toPatient(patient, signReadLink), { message: patientSuccessMessages.notModified });
        await recordClinicAudit(trx, {
          action: 'patient-updated',
          userId: actor.userId,
          clinicId: actor.clinicId,
          detail: { patientId: patient.id },
        });
        return request.ok(toPatient(patient, signReadLink), { message: patientSuccessMessages.submitted });
      });
    },
  );

  app.post(
    '/v1/patient/list',
    {
      ...clinicOnly,
      schema: {
        summary: 'The clinic’s patients, newest change first, searched by name or phone',
        body: ZPatientListRequest,
        response: { 200: envelopeOf(ZPatientPage) },
      },
    },
    async (request) => {
      const { rows, total } = await findPatients(db, requireClinic(request).clinicId, request.body);
      return request.ok({ list: rows.map((row) => toPatient(row, signReadLink)), total });
    },
  );

  app.get(
    '/v1/patient/detail/:id',
    {
      ...clinicOnly,
      schema: {
        summary: 'One patient of the clinic',
        params: ZPatientIdParams,
        response: { 200: envelopeOf(ZPatient) },
      },
    },
    async (request) => {
      const patient = await findPatientInClinic(db, requireClinic(request).clinicId, request.params.id);
      return request.ok(toPatient(patient, signReadLink));
    },
  );

  app.post(
    '/v1/patient/delete',
    {
      ...clinicOnly,
      schema: {
        summary: 'Delete a patient (the clinic admin or whoever recorded them)',
        body: ZDeletePatientRequest,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request, reply) => {
      const actor = requireClinic(request);
      return runMutation(request, reply, async (trx) => {
        const { wasDeleted } = await deletePatient(trx, actor, request.body.id);
        if (wasDeleted) {
          await recordClinicAudit(trx, {
            action: 'patient-deleted',
            userId: actor.userId,
            clinicId: actor.clinicId,
            detail: { patientId: request.body.id },
          });
        }
        return request.ok(null, { message: patientSuccessMessages.deleted });
      });
    },
  );
};
