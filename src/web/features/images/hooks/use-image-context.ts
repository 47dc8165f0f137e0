import { useMemo } from 'react';
import { useUserDatabase } from '../../../lib/offline/user-database-context';
import { useSession } from '../../../lib/session/session-store';
import type { ImageOutboxContext } from '../api/image-outbox';

/** What queued changes of this patient need; null until the session (and its clinic) is known. */
export function useImageOutboxContext(patientKey: string): ImageOutboxContext | null {
  const db = useUserDatabase();
  const { session } = useSession();
  const clinicId = session?.clinicId ?? null;
  const userId = session?.userId ?? null;
  return useMemo(
    () => (clinicId !== null && userId !== null ? { db, patientKey, clinicId, userId } : null),
    [db, patientKey, clinicId, userId],
  );
}
