import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { TAccountApplyRequest, TContactQuery } from '../../../../domain/accounts/account-extras';
import { api } from '../../../lib/http/api-client';
import { createIdempotencyKeys } from '../../../lib/http/idempotency-key';
import { RequestFailedError } from '../../../lib/forms/request-failure';

export { ZAccountApplyRequest, ZContactQuery } from '../../../../domain/accounts/account-extras';

type RequestLeft = { requestId: number; createdAt: number };

/**
 * A request left with the manufacturer's service desk, sent once: the same payload sent again (after a lost answer)
 * reuses its idempotency key; a success clears it, so the next request is a new one. Silent: the form shows refusals.
 */
function useServiceRequest<Input>(send: (input: Input, idempotencyKey: string) => Promise<unknown>) {
  const [keys] = useState(createIdempotencyKeys);
  return useMutation({
    mutationFn: (input: Input) => send(input, keys.keyFor(input)),
    onSuccess: () => keys.clear(),
  });
}

async function leftOrThrow(answer: ReturnType<typeof api.post<RequestLeft>>): Promise<RequestLeft> {
  const result = await answer;
  if (!result.ok) throw new RequestFailedError(result);
  return result.data;
}

/** POST tenant /account/contact-with-mmm?phone: customer service calls back (no agent named: whoever is free). */
export function useRequestCallback() {
  return useServiceRequest((input: TContactQuery, idempotencyKey) =>
    leftOrThrow(
      api.post<RequestLeft>('tenant', '/account/contact-with-mmm', undefined, {
        query: input,
        isSilent: true,
        idempotencyKey,
      }),
    ),
  );
}

/** POST user /v1/account/apply: the manufacturer opens an account for a clinic the user cannot find. */
export function useApplyForAccount() {
  return useServiceRequest((input: TAccountApplyRequest, idempotencyKey) =>
    leftOrThrow(api.post<RequestLeft>('user', '/v1/account/apply', input, { isSilent: true, idempotencyKey })),
  );
}
