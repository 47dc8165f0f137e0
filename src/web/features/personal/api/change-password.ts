import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { TChangePasswordRequest } from '../../../../domain/accounts/sign-in';
import { api } from '../../../lib/http/api-client';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { createIdempotencyKeys } from '../../../lib/http/idempotency-key';

export { ZChangePasswordRequest } from '../../../../domain/accounts/sign-in';
export { ZPasswordWithConfirmation } from '../../../../domain/validation/password';

/**
 * POST tenant /account/change-passwd: the server checks the current password (41011), refuses the same one (41013)
 * and ends every other session of the user; this one stays. Silent: the form shows the message on its field.
 */
export async function changePassword(input: TChangePasswordRequest, idempotencyKey?: string): Promise<void> {
  const result = await api.post<null>('tenant', '/account/change-passwd', input, { isSilent: true, idempotencyKey });
  if (!result.ok) throw new RequestFailedError(result);
}

export function useChangePassword() {
  const [keys] = useState(createIdempotencyKeys);
  return useMutation({
    mutationFn: (input: TChangePasswordRequest) => changePassword(input, keys.keyFor(input)),
    onSuccess: () => keys.clear(),
  });
}
