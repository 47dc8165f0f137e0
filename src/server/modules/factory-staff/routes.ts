import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import type { MessageDescriptor } from '@lingui/core';
import type { z } from 'zod';
import {
  FACTORY_STAFF_PATHS,
  ZAddFactoryUserRequest,
  ZFactoryStaffListing,
  ZRemoveFactoryUserRequest,
  ZSetFactoryRoleRequest,
} from '../../../domain/accounts/factory-staff-api';
import type { Principal } from '../../auth/auth-plugin';
import { requireFactoryPermission } from '../../auth/guards';
import type { Database } from '../../db/schema';
import { envelopeOf } from '../../http/envelope';
import { runMutation } from '../../http/idempotency';
import { guardedBy } from '../../http/access';
import { addFactoryUser, listFactoryStaff, removeFactoryUser, setFactoryRole, type Actor } from './factory-staff';
import { factoryStaffSuccessMessages } from './factory-staff-messages';

/** The factory staff are the factory admin's (permission matrix: factory:staff). */
const requireFactoryAdmin = requireFactoryPermission('factory:staff');
const adminOnly = guardedBy(requireFactoryAdmin);
const listingAnswer = { 200: envelopeOf(ZFactoryStaffListing) };

/** The admin as the audit log names them: their phone, and their user id. */
async function actorOf(trx: Transaction<Database>, principal: Principal): Promise<Actor> {
  const user = await trx
    .selectFrom('users')
    .select('phone')
    .where('id', '=', principal.userId)
    .executeTakeFirstOrThrow();
  return { by: user.phone, byUserId: principal.userId };
}

/**
 * Tenant service, factory admins only: the factory console's staff page (issue 18, item 10). The rules are the staff
 * service's (factory-staff.ts: the password rule, one admin at least...), the same the operator's command line keeps;
 * every write is audited with the admin who made it, idempotent with a key, and answers the staff after it.
 */
export const factoryStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    FACTORY_STAFF_PATHS.list,
    {
      ...adminOnly,
      schema: { summary: 'The manufacturer, each factory and its current staff', response: listingAnswer },
    },
    async (request) => {
      requireFactoryAdmin(request);
      return request.ok(await listFactoryStaff(app.db.kysely));
    },
  );

  function staffChange<Body extends z.ZodType>(
    path: string,
    summary: string,
    body: Body,
    change: (trx: Transaction<Database>, input: z.output<Body>, actor: Actor) => Promise<unknown>,
    message: MessageDescriptor,
  ) {
    app.post(path, { ...adminOnly, schema: { summary, body, response: listingAnswer } }, async (request, reply) => {
      const principal = requireFactoryAdmin(request);
      return runMutation(request, reply, async (trx) => {
        await change(trx, request.body as z.output<Body>, await actorOf(trx, principal));
        return request.ok(await listFactoryStaff(trx), { message });
      });
    });
  }

  staffChange(
    FACTORY_STAFF_PATHS.add,
    'Add a factory user (a sign-in at one factory, in one role)',
    ZAddFactoryUserRequest,
    (trx, input, actor) => addFactoryUser(trx, input, actor),
    factoryStaffSuccessMessages.added,
  );
  staffChange(
    FACTORY_STAFF_PATHS.role,
    'Change a factory user’s role (the last admin stays admin)',
    ZSetFactoryRoleRequest,
    (trx, input, actor) => setFactoryRole(trx, input.phone, input.role, actor),
    factoryStaffSuccessMessages.roleChanged,
  );
  staffChange(
    FACTORY_STAFF_PATHS.remove,
    'Remove a factory user: signed out at once, no factory access (the last admin stays)',
    ZRemoveFactoryUserRequest,
    (trx, input, actor) => removeFactoryUser(trx, input.phone, actor),
    factoryStaffSuccessMessages.removed,
  );
};
