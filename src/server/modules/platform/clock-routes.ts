import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CLOCK_PATH, ZServerClock } from '../../../domain/tools/model-pickup';
import { envelopeOf } from '../../http/envelope';

/**
 * Platform service: the server's clock (epoch ms), public and cheap. A device compares its own clock with it before
 * it books anything whose time must be "later than now" (model shipping; spec section 5). Never cached.
 */
export const clockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    CLOCK_PATH,
    { schema: { summary: 'The server’s clock, to check the device’s', response: { 200: envelopeOf(ZServerClock) } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return request.ok({ now: Date.now() });
    },
  );
};
