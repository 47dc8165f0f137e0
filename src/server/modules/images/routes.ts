import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAddImageRequest,
  ZAddStageRequest,
  ZClinicImage,
  ZDeleteByIdRequest,
  ZImagePage,
  ZImageListRequest,
  ZImageStage,
  ZRotateRequest,
  ZStageList,
  ZStageListParams,
  ZUpdateStageRequest,
} from '../../../domain/images/image-schemas';
import { patientSuccessMessages, stageFieldLabels } from '../../../domain/patients/patient-messages';
import { conflictAnswer } from '../../http/edit-conflict';
import { requireClinic } from '../../auth/guards';
import { toKeysetPage } from '../../db/keyset-page';
import { envelopeOf } from '../../http/envelope';
import { runMutation } from '../../http/idempotency';
import { guardedBy } from '../../http/access';
import { patientNotFound } from '../patients';
import { imageNotFound, toImage, type ImageRow } from './image-rows';
import {
  addImage,
  applyRotation,
  checkImageTarget,
  deleteImage,
  findImageInClinic,
  findImages,
  imageByClientId,
  liveOrNotFound,
} from './images';
import { discardPhoto, preparePhoto, rotateStoredPhoto } from './photo-objects';
import { addStage, deleteStage, findStages, stageWithCount, updateStage } from './stages';

const clinicOnly = guardedBy(requireClinic);

/**
 * Emr service: clinic image stages, images and rotation (spec section 7, exact paths and fields), always in the
 * caller's current clinic: a `clinicId` in a body must be that clinic, and another clinic's patient, stage or image
 * answers "not found". Photo work (thumbnails, rotation) runs before the transaction that records its result.
 */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const store = app.objectStore;
  const sign = (key: string) => app.signedLinks.signReadLink(key);

  // ---- stages ------------------------------------------------------------------------------------------------------

  app.post(
    '/v1/clinicImage/stage/add',
    {
      ...clinicOnly,
      schema: {
        summary: 'Add a treatment stage to a patient (a repeated client id answers the stage it made)',
        body: ZAddStageRequest,
        response: { 200: envelopeOf(ZImageStage) },
      },
    },
    async (request, reply) => {
      const actor = requireClinic(request);
      if (request.body.clinicId !== actor.clinicId) throw patientNotFound();
      return runMutation(request, reply, async (trx) => {
        const { stage } = await addStage(trx, actor, request.body);
        return request.ok(await stageWithCount(trx, stage), { message: patientSuccessMessages.stageAdded });
      });
    },
  );

  app.get(
    '/v1/clinicImage/stage/list/:patientId',
    {
      ...clinicOnly,
      schema: {
        summary: 'A patient’s live stages, newest stage date first, with their image counts',
        params: ZStageListParams,
        response: { 200: envelopeOf(ZStageList) },
      },
    },
    async (request) => request.ok(await findStages(db, requireClinic(request).clinicId, request.params.patientId)),
  );

  app.post(
    '/v1/clinicImage/stage/update',
    {
      ...clinicOnly,
      schema: {
        summary: 'Rename or re-date a stage (with the base it was edited from; 409 on a conflicting field)',
        body: ZUpdateStageRequest,
        response: { 200: envelopeOf(ZImageStage) },
      },
    },
    async (request, reply) => {
      const actor = requireClinic(request);
      return runMutation(request, reply, async (trx) => {
        const { stage, isModified } = await updateStage(trx, actor, request.body).catch(
          conflictAnswer(request, stageFieldLabels),
        );
        const message = isModified ? patientSuccessMessages.stageModified : patientSuccessMessages.notModified;
        return request.ok(await stageWithCount(trx, stage), { message });
      });
    },
  );

  app.post(
    '/v1/clinicImage/stage/delete',
    {
      ...clinicOnly,
      schema: {
        summary: 'Delete a stage and its images (a repeated delete succeeds)',
        body: ZDeleteByIdRequest,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request, reply) => {
      const actor = requireClinic(request);
      return runMutation(request, reply, async (trx) => {
        await deleteStage(trx, actor, request.body.id);
        return request.ok(null, { message: patientSuccessMessages.stageDeleted });
      });
    },
  );

  // ---- images ------------------------------------------------------------------------------------------------------

  app.post(
    '/v1/clinicImage/add',
    {
      ...clinicOnly,
      schema: {
        summary: 'Record an uploaded photo in a stage; the server makes its thumbnail',
        body: ZAddImageRequest,
        response: { 200: envelopeOf(ZClinicImage) },
      },
    },
    async (request, reply) => {
      const actor = requireClinic(request);
      const input = request.body;
      if (input.clinicId !== actor.clinicId) throw patientNotFound();
      const ok = (image: ImageRow) => request.ok(toImage(image, sign), { message: patientSuccessMessages.uploaded });
      // A client id already applied answers its image without reading the photo again.
      const earlier =
        input.clientId === undefined ? undefined : await imageByClientId(db, actor.clinicId, input.clientId);
      if (earlier) return ok(liveOrNotFound(earlier));
      await checkImageTarget(db, actor, input);
      // The thumbnail's key follows from the photo's, so a retry or a concurrent add reuses it: nothing to discard.
      const photo = await preparePhoto(store, input.url);
      return runMutation(request, reply, async (trx) => ok((await addImage(trx, actor, input, photo)).image));
    },
  );

  app.post(
    '/v1/clinicImage/list',
    {
      ...clinicOnly,
      schema: {
        summary: 'A page of a patient’s live images (of a stage, of a type), newest first, with fresh signed links',
        body: ZImageListRequest,
        response: { 200: envelopeOf(ZImagePage) },
      },
    },
    async (request) => {
      const page = await findImages(db, requireClinic(request).clinicId, request.body);
      return request.ok(toKeysetPage(page, (row) => toImage(row, sign)));
    },
  );

  app.post(
    '/v1/clinicImage/delete',
    {
      ...clinicOnly,
      schema: {
        summary: 'Delete an image (a repeated delete succeeds)',
        body: ZDeleteByIdRequest,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request, reply) => {
      const actor = requireClinic(request);
      return runMutation(request, reply, async (trx) => {
        await deleteImage(trx, actor, request.body.id);
        return request.ok(null, { message: patientSuccessMessages.deleted });
      });
    },
  );

  app.post(
    '/oss/rotate',
    {
      ...clinicOnly,
      schema: {
        summary: 'Turn a stored photo clockwise: a new object and thumbnail, the version bumped',
        body: ZRotateRequest,
        response: { 200: envelopeOf(ZClinicImage) },
      },
    },
    async (request, reply) => {
      const actor = requireClinic(request);
      const { angle, urlName, imageId, clinicId } = request.body;
      if (clinicId !== actor.clinicId) throw imageNotFound();
      const current = await findImageInClinic(db, actor.clinicId, imageId);
      // The client saw another key: this turn was applied already (a replay), or a later one came first.
      if (current.object_key !== urlName) return request.ok(toImage(current, sign));
      const rotated = await rotateStoredPhoto(store, urlName, angle);
      const answer = await runMutation(request, reply, async (trx) => {
        const { image } = await applyRotation(trx, actor.clinicId, imageId, urlName, rotated);
        return request.ok(toImage(image, sign));
      }).catch(async (error: unknown) => {
        await discardPhoto(store, rotated);
        throw error;
      });
      // Another rotation of the same version won the race: this one's objects are nobody's.
      if (answer.data.urlName !== rotated.objectKey) await discardPhoto(store, rotated);
      return answer;
    },
  );
};
