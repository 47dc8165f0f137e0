import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAccountApplyRequest, ZContactQuery, ZServiceRequestLeft } from '../../../domain/accounts/account-extras';
import {
  ServiceDeskErrorCode,
  ZHandleServiceRequest,
  ZInboxMessagesQuery,
  ZReplyServiceMessage,
  ZSendServiceMessage,
  ZServiceContacts,
  ZServiceInboxPage,
  ZServiceInboxRequest,
  ZServiceMessage,
  ZServiceMessagesPage,
  ZServiceMessagesQuery,
  ZServiceRequestsPage,
  ZServiceRequestsRequest,
} from '../../../domain/service-desk/service-desk';
import { serviceDeskErrorMessages, serviceDeskSuccessMessages } from '../../../domain/service-desk/service-desk-messages';
import { requireFactory } from '../../auth/guards';
import { guardedBy, notFound } from '../../http/access';
import { AppError, envelopeOf } from '../../http/envelope';
import { runMutation } from '../../http/idempotency';
import { requireClinicSideUser } from '../clinics';
import { addServiceMessage, hasConversation, listServiceThreads, readServiceMessages } from './conversations';
import { handleServiceRequest, leaveServiceRequest, listServiceRequests, requireAgent } from './service-requests';

const clinicSide = guardedBy(requireClinicSideUser);
const factoryOnly = guardedBy(requireFactory);

/** Platform service: the service desk's contacts (public), the clinic side of the chat and the factory's inbox. */
export const serviceDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const { service } = app.config;
  const requireChat = () => {
    if (service.chat !== 'local') throw new AppError(ServiceDeskErrorCode.chatOff, serviceDeskErrorMessages[ServiceDeskErrorCode.chatOff]);
  };

  app.get(
    '/v1/service-contacts',
    { schema: { summary: 'The service e-mail and phone and the chat provider (server configuration)', response: { 200: envelopeOf(ZServiceContacts) } } },
    async (request) => request.ok({ email: service.email, phone: service.phone, chat: service.chat }),
  );

  app.get(
    '/v1/service-chat/messages',
    { ...clinicSide, schema: { summary: 'The caller’s conversation with customer service, newest first', querystring: ZServiceMessagesQuery, response: { 200: envelopeOf(ZServiceMessagesPage) } } },
    async (request) => {
      const user = requireClinicSideUser(request);
      requireChat();
      return request.ok(await readServiceMessages(db, user.userId, request.query));
    },
  );

  app.post(
    '/v1/service-chat/send',
    { ...clinicSide, schema: { summary: 'Write to customer service', body: ZSendServiceMessage, response: { 200: envelopeOf(ZServiceMessage) } } },
    async (request, reply) => {
      const user = requireClinicSideUser(request);
      requireChat();
      return runMutation(request, reply, async (trx) =>
        request.ok(await addServiceMessage(trx, { userId: user.userId, authorId: user.userId, fromStaff: false, body: request.body.body, clinicId: user.clinicId })),
      );
    },
  );

  app.post(
    '/v1/service-inbox/list',
    { ...factoryOnly, schema: { summary: 'Conversations with clinic users, unanswered first', body: ZServiceInboxRequest, response: { 200: envelopeOf(ZServiceInboxPage) } } },
    async (request) => {
      requireFactory(request);
      return request.ok(await listServiceThreads(db, request.body));
    },
  );

  app.get(
    '/v1/service-inbox/messages',
    { ...factoryOnly, schema: { summary: 'One clinic user’s conversation, newest first', querystring: ZInboxMessagesQuery, response: { 200: envelopeOf(ZServiceMessagesPage) } } },
    async (request) => {
      requireFactory(request);
      const { userId, ...page } = request.query;
      if (!(await hasConversation(db, userId))) throw notFound();
      return request.ok(await readServiceMessages(db, userId, page));
    },
  );

  app.post(
    '/v1/service-inbox/reply',
    { ...factoryOnly, schema: { summary: 'Answer a clinic user', body: ZReplyServiceMessage, response: { 200: envelopeOf(ZServiceMessage) } } },
    async (request, reply) => {
      const agent = requireFactory(request);
      const { userId, body } = request.body;
      return runMutation(request, reply, async (trx) => {
        if (!(await hasConversation(trx, userId))) throw notFound();
        return request.ok(await addServiceMessage(trx, { userId, authorId: agent.userId, fromStaff: true, body, clinicId: null }));
      });
    },
  );

  app.post(
    '/v1/service-inbox/requests',
    { ...factoryOnly, schema: { summary: 'Account applications and call-back requests, oldest first', body: ZServiceRequestsRequest, response: { 200: envelopeOf(ZServiceRequestsPage) } } },
    async (request) => {
      requireFactory(request);
      return request.ok(await listServiceRequests(db, request.body));
    },
  );

  app.post(
    '/v1/service-inbox/requests/handle',
    { ...factoryOnly, schema: { summary: 'Mark a request handled', body: ZHandleServiceRequest, response: { 200: envelopeOf(z.null()) } } },
    async (request, reply) => {
      const agent = requireFactory(request);
      return runMutation(request, reply, async (trx) => {
        await handleServiceRequest(trx, request.body.id, agent.userId);
        return request.ok(null);
      });
    },
  );
};

/** User service: POST /v1/account/apply, an account for a clinic the user cannot find (spec section 7). */
export const accountApplyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/account/apply',
    { ...clinicSide, schema: { summary: 'Ask the manufacturer to open an account for a clinic', body: ZAccountApplyRequest, response: { 200: envelopeOf(ZServiceRequestLeft) } } },
    async (request, reply) => {
      const user = requireClinicSideUser(request);
      const { clinicName, contactName, phone, remark } = request.body;
      return runMutation(request, reply, async (trx) =>
        request.ok(await leaveServiceRequest(trx, { kind: 'account', userId: user.userId, clinicId: user.clinicId, phone, clinicName, contactName, remark }), {
          message: serviceDeskSuccessMessages.requestLeft,
        }),
      );
    },
  );
};

/** Tenant service: POST /account/contact-with-mmm?kUserId&phone, a call back from customer service (spec section 7). */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/account/contact-with-mmm',
    { ...clinicSide, schema: { summary: 'Ask customer service to call back', querystring: ZContactQuery, response: { 200: envelopeOf(ZServiceRequestLeft) } } },
    async (request, reply) => {
      const user = requireClinicSideUser(request);
      const { kUserId, phone } = request.query;
      return runMutation(request, reply, async (trx) => {
        if (kUserId !== undefined) await requireAgent(trx, kUserId);
        return request.ok(await leaveServiceRequest(trx, { kind: 'callback', userId: user.userId, clinicId: user.clinicId, phone, agentUserId: kUserId ?? null }), {
          message: serviceDeskSuccessMessages.requestLeft,
        });
      });
    },
  );
};
