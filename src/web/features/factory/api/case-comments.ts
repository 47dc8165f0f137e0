import { useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  CASE_PATHS,
  casePath,
  ZComment,
  type TAddCommentRequest,
  type TComment,
} from '../../../../domain/cases/case-api';
import { caseQueries } from '../../../lib/cases/case-queries';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { api } from '../../../lib/http/api-client';
import { createIdempotencyKeys } from '../../../lib/http/idempotency-key';

const commentsKey = (orderId: number) => [...caseQueries.talk(orderId), 'comments'] as const;
/** The answer: the comments, or a page of them. */
const ZComments = z.union([z.array(ZComment), z.object({ list: z.array(ZComment) }).transform((page) => page.list)]);

/** GET order /v1/case/comment/list/:orderId: what the clinic and the factory wrote about the case, oldest first. */
export async function findComments(orderId: number, signal?: AbortSignal): Promise<TComment[]> {
  const result = await api.get<unknown>('order', casePath(CASE_PATHS.commentList, { orderId }), {
    signal,
    isSilent: true,
  });
  if (!result.ok) throw new RequestFailedError(result);
  return ZComments.parse(result.data);
}

export function useComments(orderId: number) {
  return useQuery(
    queryOptions({
      queryKey: commentsKey(orderId),
      queryFn: ({ signal }) => findComments(orderId, signal),
      retry: false,
    }),
  );
}

/**
 * POST order /v1/case/comment/add from the factory console: text and the keys of photos already uploaded. The client
 * id is the idempotency key, kept while the comment is unchanged: sending again after a lost answer adds it once.
 */
export function useAddComment(orderId: number) {
  const queryClient = useQueryClient();
  const [keys] = useState(createIdempotencyKeys);
  return useMutation({
    mutationFn: async ({ text, images }: { text: string; images: string[] }) => {
      const clientId = keys.keyFor({ orderId, text, images });
      const request: TAddCommentRequest = { clientId, orderId, text, images };
      const result = await api.post('order', CASE_PATHS.commentAdd, request, {
        isSilent: true,
        idempotencyKey: clientId,
      });
      if (!result.ok) throw new RequestFailedError(result);
    },
    onSuccess: () => {
      keys.clear();
      return queryClient.invalidateQueries({ queryKey: commentsKey(orderId) });
    },
  });
}
