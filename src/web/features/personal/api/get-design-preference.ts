import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDesignPreferenceView } from '../../../../domain/clinics/design-preferences';
import { api } from '../../../lib/http/api-client';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { personalQueries } from './personal-queries';

/** GET design /preference: the user's denture design preferences, or the defaults with `isSaved: false`. */
export async function getDesignPreference(signal?: AbortSignal): Promise<TDesignPreferenceView> {
  const result = await api.get<TDesignPreferenceView>('design', '/preference', { signal });
  if (!result.ok) throw new RequestFailedError(result);
  return result.data;
}

export const designPreferenceQuery = () =>
  queryOptions({
    queryKey: personalQueries.designPreference(),
    queryFn: ({ signal }) => getDesignPreference(signal),
    retry: false,
  });

export function useDesignPreference() {
  return useQuery(designPreferenceQuery());
}
