import { useState } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { type TAddCommentRequest, COMMENT_PATHS } from '../../../../domain/orders/comments';
import { commentPagesKey, commentPagesQuery } from '../../../lib/cases/comment-pages';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { api } from '../../../lib/http/api-client';
import { createIdempotencyKeys } from '../../../lib/http/idempotency-key';

/** The case's comments, newest page first; earlier pages on demand (src/web/lib/cases/comment-pages.ts). */
export function useComments(orderId: number) {
  return useInfiniteQuery(commentPagesQuery(orderId));
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
      const result = await api.post('order', COMMENT_PATHS.add, request, {
        isSilent: true,
        idempotencyKey: clientId,
      });
      if (!result.ok) throw new RequestFailedError(result);
    },
    onSuccess: () => {
      keys.clear();
      return queryClient.invalidateQueries({ queryKey: commentPagesKey(orderId) });
    },
  });
}
