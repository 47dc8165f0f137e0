import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TDesignPreferenceView,
  TEditDesignPreferenceRequest,
} from '../../../../domain/clinics/design-preferences';
import { api } from '../../../lib/http/api-client';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { createIdempotencyKeys } from '../../../lib/http/idempotency-key';
import { personalQueries } from './personal-queries';

export { ZDesignPreference } from '../../../../domain/clinics/design-preferences';

/**
 * POST design /preference/edit: stores the chosen ids (with the `base` the form opened on: a group changed elsewhere
 * meanwhile is kept or answered 409, never reverted) and answers what is stored. Silent: the form says what failed.
 */
export async function saveDesignPreference(
  input: TEditDesignPreferenceRequest,
  idempotencyKey?: string,
): Promise<TDesignPreferenceView> {
  const result = await api.post<TDesignPreferenceView>('design', '/preference/edit', input, {
    isSilent: true,
    idempotencyKey,
  });
  if (!result.ok) throw new RequestFailedError(result);
  return result.data;
}

export function useSaveDesignPreference() {
  const queryClient = useQueryClient();
  const [keys] = useState(createIdempotencyKeys);
  return useMutation({
    mutationFn: (input: TEditDesignPreferenceRequest) => saveDesignPreference(input, keys.keyFor(input)),
    onSuccess: (saved) => {
      keys.clear();
      queryClient.setQueryData(personalQueries.designPreference(), saved);
    },
  });
}
