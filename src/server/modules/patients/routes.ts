import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Emr service: patients (add, update, list, detail). Built in the patients issue. */
export const patientRoutes: FastifyPluginAsyncZod = async () => {};
