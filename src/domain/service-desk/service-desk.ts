import { z } from 'zod';
import { clinicMessageId } from '../clinics/clinic-messages';
import { ZId, ZPageRequest, pageOf } from '../clinics/fields';
import { ZKeysetQuery, keysetPageOf } from '../paging/keyset';
import { messageId } from '../validation/messages';

/**
 * Online customer service (spec sections 1, 2): the service desk's contacts and its chat. Which chat the portal shows
 * is a provider chosen by server configuration (SERVICE_CHAT): `local`, a conversation with the manufacturer's service
 * staff inside the portal, or `none` (the contacts only). A third-party widget is another provider of the same shape.
 */
export const SERVICE_CHAT_PROVIDERS = ['local', 'none'] as const;
export type ServiceChatProvider = (typeof SERVICE_CHAT_PROVIDERS)[number];

/** GET /api/platform/v1/service-contacts (public): the service e-mail and phone, and the chat provider. */
export const ZServiceContacts = z.object({
  email: z.string(),
  phone: z.string(),
  chat: z.enum(SERVICE_CHAT_PROVIDERS),
});
export type TServiceContacts = z.infer<typeof ZServiceContacts>;

export const SERVICE_MESSAGE_MAX = 1000;

/** POST /api/platform/v1/service-chat/send (clinic side) and /v1/service-inbox/reply (factory side). */
export const ZServiceMessageText = z
  .string({ error: messageId('required') })
  .trim()
  .min(1, { error: messageId('required') })
  .max(SERVICE_MESSAGE_MAX, { error: clinicMessageId('messageTooLong') });
export const ZSendServiceMessage = z.object({ body: ZServiceMessageText });
export const ZReplyServiceMessage = z.object({ userId: ZId, body: ZServiceMessageText });
export type TSendServiceMessage = z.infer<typeof ZSendServiceMessage>;
export type TReplyServiceMessage = z.infer<typeof ZReplyServiceMessage>;

export const ZServiceMessage = z.object({
  id: z.number().int(),
  body: z.string(),
  /** True when the manufacturer's service staff wrote it. */
  fromStaff: z.boolean(),
  authorName: z.string(),
  createdAt: z.number().int(),
});
export type TServiceMessage = z.infer<typeof ZServiceMessage>;

/** One page of a conversation, newest first (keyset: `before`, `limit`; docs/architecture.md). */
export const ZServiceMessagesQuery = ZKeysetQuery;
export const ZServiceMessagesPage = keysetPageOf(ZServiceMessage);
/** The factory reads one user's conversation: the same page, for that user. */
export const ZInboxMessagesQuery = ZKeysetQuery.extend({ userId: z.coerce.number({ error: messageId('required') }).int().positive() });

/** A conversation in the service inbox. `awaitingReply`: the last message is the clinic user's. */
export const ZServiceThread = z.object({
  userId: z.number().int(),
  userName: z.string(),
  userPhone: z.string(),
  clinicName: z.string().nullable(),
  lastMessage: z.string(),
  lastMessageAt: z.number().int(),
  awaitingReply: z.boolean(),
});
export type TServiceThread = z.infer<typeof ZServiceThread>;
export const ZServiceInboxRequest = ZPageRequest.extend({ awaitingOnly: z.boolean().default(false) });
export const ZServiceInboxPage = pageOf(ZServiceThread);

/** Requests left with the service desk: an account for a clinic (account/apply) or a call back (contact-with-mmm). */
export const SERVICE_REQUEST_KINDS = ['account', 'callback'] as const;
export const ZServiceRequest = z.object({
  id: z.number().int(),
  kind: z.enum(SERVICE_REQUEST_KINDS),
  userId: z.number().int(),
  userName: z.string(),
  phone: z.string(),
  clinicName: z.string().nullable(),
  contactName: z.string().nullable(),
  remark: z.string(),
  agentUserId: z.number().int().nullable(),
  createdAt: z.number().int(),
  handledAt: z.number().int().nullable(),
});
export type TServiceRequest = z.infer<typeof ZServiceRequest>;
export const ZServiceRequestsRequest = ZPageRequest.extend({ openOnly: z.boolean().default(true) });
export const ZServiceRequestsPage = pageOf(ZServiceRequest);
export const ZHandleServiceRequest = z.object({ id: ZId });

/** Body codes of the service desk (43101-43199, HTTP 400). */
export const ServiceDeskErrorCode = {
  chatOff: 43101,
  requestAlreadyHandled: 43102,
  tooManyOpenRequests: 43103,
} as const;
/** At most this many open requests of one kind per user: a repeated tap does not flood the desk. */
export const OPEN_REQUESTS_PER_KIND = 3;
