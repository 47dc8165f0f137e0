import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAddAddressRequest, TAddress } from '../../../../domain/clinics/addresses';
import { api } from '../../../lib/http/api-client';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { createIdempotencyKeys } from '../../../lib/http/idempotency-key';
import { personalQueries } from './personal-queries';

export { ZAddAddressRequest } from '../../../../domain/clinics/addresses';

/** POST tenant /v1/address/add. Silent: the form shows the server's message. */
export async function addAddress(input: TAddAddressRequest, idempotencyKey?: string): Promise<TAddress> {
  const result = await api.post<TAddress>('tenant', '/v1/address/add', input, { isSilent: true, idempotencyKey });
  if (!result.ok) throw new RequestFailedError(result);
  return result.data;
}

export function useAddAddress() {
  const queryClient = useQueryClient();
  const [keys] = useState(createIdempotencyKeys);
  return useMutation({
    mutationFn: (input: TAddAddressRequest) => addAddress(input, keys.keyFor(input)),
    onSuccess: () => {
      keys.clear();
      return queryClient.invalidateQueries({ queryKey: personalQueries.addresses() });
    },
  });
}
