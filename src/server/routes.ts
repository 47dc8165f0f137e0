import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Service } from '../domain/services';
import { devInboxRoutes } from './modules/accounts/dev-inbox-routes';
import { qrMobileRoutes, qrTenantRoutes } from './modules/accounts/qr-routes';
import { sessionRoutes } from './modules/accounts/session-routes';
import { platformRoutes } from './modules/platform/routes';

/** Every spec service and the route plugins mounted under its base path, /api/<service> (spec section 7). */
export const serviceRoutes: Record<Service, FastifyPluginAsyncZod[]> = {
  tenant: [sessionRoutes, qrTenantRoutes],
  user: [],
  design: [],
  emr: [],
  platform: [platformRoutes, devInboxRoutes],
  order: [],
  mobile: [qrMobileRoutes],
};
