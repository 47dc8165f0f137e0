import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Being built in this change (issue 5). */
export const caseTalkRoutes: FastifyPluginAsyncZod = async () => {};
