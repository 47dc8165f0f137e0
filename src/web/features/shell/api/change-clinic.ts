import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http/api-client';
import { applySession, sessionQueryKey, type TWebSession } from '../../../lib/session/session-store';

/** POST tenant /v1/change-clinic?clinicId: the server re-checks membership (41014) and answers the new session. */
export async function changeClinic(clinicId: number): Promise<TWebSession | null> {
  const result = await api.post<TWebSession>('tenant', '/v1/change-clinic', undefined, { query: { clinicId } });
  return result.ok ? result.data : null;
}

/** Stores the new clinic, then reloads everything fetched for the old one (permissions included); the session stays. */
export function applyClinicChange(queryClient: QueryClient, session: TWebSession): Promise<void> {
  applySession(queryClient, session);
  return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
}

/** How a switch before opening another clinic's page ended: switched (or already there), or the server's refusal. */
export type ClinicSwitchOutcome = { ok: true } | { ok: false; message: string };

/**
 * Makes `clinicId` the current clinic before a page of it opens (the doctor's overview): nothing to do when it already
 * is; else `change-clinic`, then everything fetched for the old clinic reloads. Silent: the caller shows a refusal.
 */
export async function switchToClinic(
  queryClient: QueryClient,
  currentClinicId: number | null,
  clinicId: number,
): Promise<ClinicSwitchOutcome> {
  if (currentClinicId === clinicId) return { ok: true };
  const result = await api.post<TWebSession>('tenant', '/v1/change-clinic', undefined, {
    query: { clinicId },
    isSilent: true,
  });
  if (!result.ok) return { ok: false, message: result.msg };
  await applyClinicChange(queryClient, result.data);
  return { ok: true };
}

/**
 * Switches the current clinic; `onSwitched` runs once the session is stored (callers navigate there). A refusal
 * shows the server's message as an error toast (the HTTP client does that) and changes nothing.
 */
export function useChangeClinic({ onSwitched }: { onSwitched: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeClinic,
    onSuccess: async (session) => {
      if (!session) return;
      await applyClinicChange(queryClient, session);
      onSwitched();
    },
  });
}
