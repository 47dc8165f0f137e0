import { useSession } from '../../../lib/session/session-store';

/** The clinic the signed-in user works in now; patients always belong to it. */
export function useClinicId(): number | null {
  return useSession().session?.clinicId ?? null;
}
