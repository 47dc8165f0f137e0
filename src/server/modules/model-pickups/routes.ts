import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MODEL_PICKUP_PATHS,
  ZBookPickupRequest,
  ZDefaultAddressRequest,
  ZMailedModelOrders,
  ZModelPickup,
} from '../../../domain/tools/model-pickup';
import { requireClinic } from '../../auth/guards';
import { envelopeOf } from '../../http/envelope';
import { runMutation } from '../../http/idempotency';
import { guardedBy } from '../../http/access';
import type { CourierProvider } from './courier/courier-provider';
import { createCourierProvider } from './courier/create-courier-provider';
import { bookPickup, findMailedModelOrders, findPickups, setDefaultAddress } from './model-pickups';

export type ModelPickupRoutesOptions = { courierProvider?: CourierProvider };
const clinicUser = guardedBy(requireClinic);

/**
 * Order service: model shipping (issue 14). A clinic user books a courier pickup of the clinic's orders' mailed
 * models; the courier is reached through CourierProvider (only the local one exists).
 */
export const modelPickupRoutes: FastifyPluginAsyncZod<ModelPickupRoutesOptions> = async (app, options) => {
  const db = app.db.kysely;
  const courier = options.courierProvider ?? createCourierProvider(app.config, app.log);

  app.post(
    MODEL_PICKUP_PATHS.orders,
    {
      ...clinicUser,
      schema: {
        summary: 'The clinic’s orders whose mailed model waits for a courier, and the caller’s default pickup address',
        response: { 200: envelopeOf(ZMailedModelOrders) },
      },
    },
    async (request) => request.ok(await findMailedModelOrders(db, requireClinic(request))),
  );

  app.post(
    MODEL_PICKUP_PATHS.list,
    {
      ...clinicUser,
      schema: { summary: 'The clinic’s latest courier pickups (50)', response: { 200: envelopeOf(z.array(ZModelPickup)) } },
    },
    async (request) => request.ok(await findPickups(db, requireClinic(request).clinicId)),
  );

  app.post(
    MODEL_PICKUP_PATHS.book,
    {
      ...clinicUser,
      schema: {
        summary: 'Book a courier pickup of one or several orders’ mailed models (send an Idempotency-Key)',
        body: ZBookPickupRequest,
        response: { 200: envelopeOf(ZModelPickup) },
      },
    },
    async (request, reply) => {
      const actor = requireClinic(request);
      const input = request.body as z.output<typeof ZBookPickupRequest>;
      return runMutation(request, reply, async (trx) =>
        request.ok(await bookPickup(trx, actor, input, courier, Date.now())),
      );
    },
  );

  app.post(
    MODEL_PICKUP_PATHS.defaultAddress,
    {
      ...clinicUser,
      schema: {
        summary: 'Make an address of the caller’s the default pickup address in the current clinic',
        body: ZDefaultAddressRequest,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request, reply) => {
      const actor = requireClinic(request);
      return runMutation(request, reply, async (trx) => {
        await setDefaultAddress(trx, actor, request.body.addressId);
        return request.ok(null);
      });
    },
  );
};
