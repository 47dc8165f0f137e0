import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDesignPreference, TDesignPreferenceView } from '../../../../domain/clinics/design-preferences';
import { api } from '../../../lib/http/api-client';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { createIdempotencyKeys } from '../../../lib/http/idempotency-key';
import { personalQueries } from './personal-queries';

export { ZDesignPreference } from '../../../../domain/clinics/design-preferences';

/** POST design /preference/edit: stores the chosen ids and answers them back. Silent: the form says what failed. */
export async function saveDesignPreference(
  input: TDesignPreference,
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
    mutationFn: (input: TDesignPreference) => saveDesignPreference(input, keys.keyFor(input)),
    onSuccess: (saved) => {
      keys.clear();
      queryClient.setQueryData(personalQueries.designPreference(), saved);
    },
  });
}
