import { useQuery } from '@tanstack/react-query';
import type { TDemoCase } from '../../../../../domain/lines/aligners/demo-cases';
import { api } from '../../../../lib/http/api-client';
import { dataOf } from '../../../../lib/http/api-call-error';

/** POST /api/order/v1/demo-case/list: every demo case in the interface language (kept by the query cache offline). */
export function useDemoCases(locale: string) {
  return useQuery({
    queryKey: ['demo-cases', locale] as const,
    queryFn: ({ signal }) =>
      dataOf(api.post<TDemoCase[]>('order', '/v1/demo-case/list', {}, { signal, isSilent: true })),
    retry: false,
    staleTime: 60 * 60 * 1000,
  });
}
