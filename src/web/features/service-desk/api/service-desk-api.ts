import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KeysetPage } from '../../../../domain/paging/keyset';
import type { TServiceMessage, TServiceRequest, TServiceThread } from '../../../../domain/service-desk/service-desk';
import { api } from '../../../lib/http/api-client';
import { dataOf } from '../../../lib/http/api-call-error';

export { ZSendServiceMessage } from '../../../../domain/service-desk/service-desk';

const keys = {
  chat: ['service-desk', 'chat'] as const,
  inbox: ['service-desk', 'inbox'] as const,
  thread: (userId: number) => ['service-desk', 'inbox', 'thread', userId] as const,
  requests: ['service-desk', 'requests'] as const,
};

/** The latest page of the caller's conversation (GET /api/platform/v1/service-chat/messages), oldest first on screen. */
export function useServiceChat() {
  return useQuery({
    queryKey: keys.chat,
    queryFn: ({ signal }) => dataOf(api.get<KeysetPage<TServiceMessage>>('platform', '/v1/service-chat/messages', { signal, isSilent: true })),
    retry: false,
    refetchInterval: 15_000,
  });
}

/** POST /api/platform/v1/service-chat/send. Silent: the panel keeps the text and shows the message. */
export function useSendServiceMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.post<TServiceMessage>('platform', '/v1/service-chat/send', { body }, { isSilent: true }),
    onSuccess: (result) => (result.ok ? queryClient.invalidateQueries({ queryKey: keys.chat }) : undefined),
  });
}

export function useServiceInbox() {
  return useQuery({
    queryKey: keys.inbox,
    queryFn: ({ signal }) =>
      dataOf(api.post<{ list: TServiceThread[]; total: number }>('platform', '/v1/service-inbox/list', { pageIndex: 1, pageSize: 50 }, { signal, isSilent: true })),
    retry: false,
    refetchInterval: 15_000,
  });
}

export function useInboxThread(userId: number | null) {
  return useQuery({
    queryKey: keys.thread(userId ?? 0),
    queryFn: ({ signal }) =>
      dataOf(api.get<KeysetPage<TServiceMessage>>('platform', '/v1/service-inbox/messages', { query: { userId }, signal, isSilent: true })),
    retry: false,
    enabled: userId !== null,
  });
}

export function useReplyServiceMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: number; body: string }) => api.post<TServiceMessage>('platform', '/v1/service-inbox/reply', input, { isSilent: true }),
    onSuccess: (result) => (result.ok ? queryClient.invalidateQueries({ queryKey: keys.inbox }) : undefined),
  });
}

export function useServiceRequests() {
  return useQuery({
    queryKey: keys.requests,
    queryFn: ({ signal }) =>
      dataOf(api.post<{ list: TServiceRequest[]; total: number }>('platform', '/v1/service-inbox/requests', { pageIndex: 1, pageSize: 50 }, { signal, isSilent: true })),
    retry: false,
  });
}

export function useHandleServiceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<null>('platform', '/v1/service-inbox/requests/handle', { id }, { isSilent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.requests }),
  });
}
