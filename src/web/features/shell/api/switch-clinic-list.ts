import { useQuery } from '@tanstack/react-query';
import type { TClinicChoice } from '../../../../domain/accounts/sign-in';
import { api } from '../../../lib/http/api-client';
import { dataOf } from '../../../lib/http/api-call-error';
import type { TWebSession } from '../../../lib/session/session-store';

export const switchClinicListKey = (userId: number) => ['switch-clinic', userId] as const;

/**
 * POST tenant /v1/switch-clinic (spec section 7): the clinics the user may switch to now. The clinic switcher and the
 * clinic picker read it when they show, so a clinic joined or left since sign-in (on another device, an admin's
 * approval) is offered or gone without signing in again. The session's list (kept offline with it) stands in until
 * the answer arrives, and offline.
 */
export function useSwitchClinicList(session: Pick<TWebSession, 'userId' | 'clinicList'> | null | undefined): TClinicChoice[] {
  const userId = session?.userId ?? 0;
  const query = useQuery({
    queryKey: switchClinicListKey(userId),
    queryFn: async () => (await dataOf(api.post<{ switchClinicList: TClinicChoice[] }>('tenant', '/v1/switch-clinic', undefined, { isSilent: true }))).switchClinicList,
    enabled: userId > 0,
    // Offline the session's list stands in: no request is tried until the browser is online again.
    networkMode: 'online',
    retry: false,
  });
  return query.data ?? session?.clinicList ?? [];
}
