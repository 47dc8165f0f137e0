import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { applySession, sessionQueryKey, type TWebSession } from '../../../lib/session/session-store';
import { changeClinic } from '../api/change-clinic';
import type { PageHold } from './use-page-hold';

/** Past this the new page shows as it is (a slow answer must not keep the old clinic's page up for ever). */
const MAX_HOLD_MS = 10_000;
const CHECK_EVERY_MS = 50;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The new page is ready once nothing is being fetched and nothing in the main area says it is busy. */
async function whenPageReady(queryClient: QueryClient, isPageBusy: () => boolean): Promise<void> {
  const deadline = Date.now() + MAX_HOLD_MS;
  do await pause(CHECK_EVERY_MS);
  while ((queryClient.isFetching() > 0 || isPageBusy()) && Date.now() < deadline);
}

export type ClinicSwitchOptions = {
  /** Where the user lands in the new clinic; null: this page (the shell knows the routes and the menu rules). */
  landingFor: (session: TWebSession) => string | null;
  pageHold?: PageHold;
  isPageBusy?: () => boolean;
};

/**
 * Switches the current clinic from the top bar. The old page stays usable while the server answers, and on screen
 * (held) while the new clinic's page loads; then the held picture goes. A refusal shows the server's message as an
 * error toast (the HTTP client does that) and changes nothing.
 */
export function useClinicSwitch({ landingFor, pageHold, isPageBusy = () => false }: ClinicSwitchOptions) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async (clinicId: number) => {
      const session = await changeClinic(clinicId);
      if (!session) return null;
      pageHold?.hold();
      try {
        applySession(queryClient, session);
        const landing = landingFor(session);
        if (landing !== null) navigate(landing);
        // After the new page has rendered: what it shows is refetched for the new clinic, old keys are left alone.
        await pause(0);
        await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
        await whenPageReady(queryClient, isPageBusy);
      } finally {
        pageHold?.release();
      }
      return session;
    },
  });
}
