import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Emr service: clinic image stages, images and rotation (spec section 7). Built in the patients issue. */
export const imageRoutes: FastifyPluginAsyncZod = async () => {};
