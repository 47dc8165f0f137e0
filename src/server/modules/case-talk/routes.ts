import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAddCommentRequest,
  ZComment,
  ZCommentPage,
  ZCommentPageQuery,
  COMMENT_PATHS,
} from '../../../domain/orders/comments';
import {
  ZAddMemoRequest,
  ZDeleteMemoRequest,
  ZMemo,
  ZMemoPage,
  ZUpdateMemoRequest,
  MEMO_PATHS,
} from '../../../domain/orders/memos';
import { ZOrderIdParams } from '../../../domain/orders/fields';
import { caseSuccessMessages, memoFieldLabels } from '../../../domain/cases/case-messages';
import { requireSignIn } from '../../auth/guards';
import { conflictAnswer } from '../../http/edit-conflict';
import { envelopeOf } from '../../http/envelope';
import { runMutation } from '../../http/idempotency';
import { toKeysetPage } from '../../db/keyset-page';
import { guardedBy } from '../../http/access';
import { caseActorOf } from '../cases';
import { addComment, findComments, toComment } from './comments';
import { addMemo, deleteMemo, findMemos, toMemo, updateMemo } from './memos';

type Request = Parameters<typeof requireSignIn>[0];
/** A factory user, or a clinic user working in a clinic (checked before the body is looked at). */
const actorOf = (request: Request) => caseActorOf(requireSignIn(request));
const signedIn = guardedBy(actorOf);

/**
 * Order service: comments between the clinic and the factory on a case, and memo notes only their author sees. A
 * clinic user reaches its own clinic's cases (another clinic's answer 45001, HTTP 404), a factory user every case.
 */
export const caseTalkRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const signReadLink = (key: string) => app.signedLinks.signReadLink(key);

  app.post(
    COMMENT_PATHS.add,
    {
      ...signedIn,
      schema: {
        summary: 'Comment on a case (text and up to 9 images); a repeated client id answers the comment it made',
        body: ZAddCommentRequest,
        response: { 200: envelopeOf(ZComment) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return runMutation(request, reply, async (trx) => {
        const { comment } = await addComment(trx, actor, request.body, Date.now());
        return request.ok(toComment(comment, signReadLink), { message: caseSuccessMessages.saved });
      });
    },
  );

  app.get(
    COMMENT_PATHS.list,
    {
      ...signedIn,
      schema: {
        summary: 'A page of the comments of a case (the newest, or those before a comment), oldest first',
        params: ZOrderIdParams,
        querystring: ZCommentPageQuery,
        response: { 200: envelopeOf(ZCommentPage) },
      },
    },
    async (request) => {
      const page = await findComments(db, actorOf(request), request.params.orderId, request.query);
      return request.ok(toKeysetPage(page, (row) => toComment(row, signReadLink)));
    },
  );

  app.post(
    MEMO_PATHS.add,
    {
      ...signedIn,
      schema: {
        summary: 'A memo note on a case, visible only to its author',
        body: ZAddMemoRequest,
        response: { 200: envelopeOf(ZMemo) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return runMutation(request, reply, async (trx) =>
        request.ok(toMemo(await addMemo(trx, actor, request.body, Date.now())), { message: caseSuccessMessages.saved }),
      );
    },
  );

  app.post(
    MEMO_PATHS.update,
    {
      ...signedIn,
      schema: {
        summary: 'Change one of the caller’s memos (with the text it was edited from; 409 if it changed meanwhile)',
        body: ZUpdateMemoRequest,
        response: { 200: envelopeOf(ZMemo) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return runMutation(request, reply, async (trx) => {
        const memo = await updateMemo(trx, actor, request.body, Date.now()).catch(
          conflictAnswer(request, memoFieldLabels),
        );
        return request.ok(toMemo(memo), { message: caseSuccessMessages.saved });
      });
    },
  );

  app.post(
    MEMO_PATHS.delete,
    {
      ...signedIn,
      schema: {
        summary: 'Delete one of the caller’s memos',
        body: ZDeleteMemoRequest,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return runMutation(request, reply, async (trx) => {
        await deleteMemo(trx, actor, request.body.id, Date.now());
        return request.ok(null, { message: caseSuccessMessages.deleted });
      });
    },
  );

  app.get(
    MEMO_PATHS.list,
    {
      ...signedIn,
      schema: {
        summary: 'A page of the caller’s memos on a case (the newest, or those before a memo), newest first',
        params: ZOrderIdParams,
        querystring: ZCommentPageQuery,
        response: { 200: envelopeOf(ZMemoPage) },
      },
    },
    async (request) =>
      request.ok(toKeysetPage(await findMemos(db, actorOf(request), request.params.orderId, request.query), toMemo)),
  );
};
