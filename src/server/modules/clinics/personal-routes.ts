import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clinicSuccessMessages } from '../../../domain/clinics/clinic-messages';
import {
  addressFieldLabels,
  ZAddAddressRequest,
  ZAddress,
  ZDeleteAddressRequest,
  ZUpdateAddressRequest,
} from '../../../domain/clinics/addresses';
import {
  designPreferenceFieldLabels,
  ZDesignPreferenceView,
  ZEditDesignPreferenceRequest,
} from '../../../domain/clinics/design-preferences';
import { requireSignIn } from '../../auth/guards';
import { conflictAnswer } from '../../http/edit-conflict';
import { envelopeOf } from '../../http/envelope';
import { runMutation } from '../../http/idempotency';
import { guardedBy } from '../../http/access';
import {
  addAddress,
  deleteAddress,
  findAddresses,
  findDesignPreference,
  saveDesignPreference,
  updateAddress,
} from './personal';

/** Tenant service: the signed-in user's shipping addresses (personal center), scoped to the user. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/address/list',
    {
      ...guardedBy(requireSignIn),
      schema: { summary: 'The caller’s shipping addresses', response: { 200: envelopeOf(z.array(ZAddress)) } },
    },
    async (request) => request.ok(await findAddresses(app.db.kysely, requireSignIn(request).userId)),
  );
  app.post(
    '/v1/address/add',
    {
      ...guardedBy(requireSignIn),
      schema: { summary: 'Add a shipping address', body: ZAddAddressRequest, response: { 200: envelopeOf(ZAddress) } },
    },
    async (request, reply) => {
      const { userId } = requireSignIn(request);
      return runMutation(request, reply, async (trx) => request.ok(await addAddress(trx, userId, request.body)));
    },
  );
  app.post(
    '/v1/address/update',
    {
      ...guardedBy(requireSignIn),
      schema: {
        summary: 'Change a shipping address (the whole form and the base it was edited from; 409 on a conflicting field)',
        body: ZUpdateAddressRequest,
        response: { 200: envelopeOf(ZAddress) },
      },
    },
    async (request, reply) => {
      const { userId } = requireSignIn(request);
      return runMutation(request, reply, async (trx) =>
        request.ok(await updateAddress(trx, userId, request.body).catch(conflictAnswer(request, addressFieldLabels))),
      );
    },
  );
  app.post(
    '/v1/address/delete',
    {
      ...guardedBy(requireSignIn),
      schema: {
        summary: 'Delete a shipping address',
        body: ZDeleteAddressRequest,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request, reply) => {
      const { userId } = requireSignIn(request);
      return runMutation(request, reply, async (trx) => {
        await deleteAddress(trx, userId, request.body.id);
        return request.ok(null, { message: clinicSuccessMessages.deleted });
      });
    },
  );
};

/** Design service: the signed-in user's denture design preferences (spec section 3). */
export const preferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/preference',
    {
      ...guardedBy(requireSignIn),
      schema: {
        summary: 'The caller’s denture design preferences (defaults until saved)',
        response: { 200: envelopeOf(ZDesignPreferenceView) },
      },
    },
    async (request) => request.ok(await findDesignPreference(app.db.kysely, requireSignIn(request).userId)),
  );
  app.post(
    '/preference/edit',
    {
      ...guardedBy(requireSignIn),
      schema: {
        summary: 'Save denture design preferences (with the base they were edited from; 409 on a conflicting group)',
        body: ZEditDesignPreferenceRequest,
        response: { 200: envelopeOf(ZDesignPreferenceView) },
      },
    },
    async (request, reply) => {
      const { userId } = requireSignIn(request);
      return runMutation(request, reply, async (trx) =>
        request.ok(
          await saveDesignPreference(trx, userId, request.body).catch(
            conflictAnswer(request, designPreferenceFieldLabels),
          ),
        ),
      );
    },
  );
};
