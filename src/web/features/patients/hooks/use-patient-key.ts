import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { isLocalId } from '../../../lib/offline/outbox';
import { withPatientKey } from '../lib/patient-paths';
import type { PatientView } from './patient-projection';

/** The `id` of the address (`/patientCenter?id=17`, `?id=local:…`), or null. */
export function usePatientKeyParam(): string | null {
  const id = new URLSearchParams(useSearch()).get('id');
  return id === null || id === '' ? null : id;
}

/**
 * Once a patient recorded on this device reaches the server, the address's local id gives way to the server id (a
 * replace, so Back does not return to the local one). Every open tab does it, each seeing the acknowledgement in
 * its own live query.
 */
export function useServerKeySwap(key: string | null, patient: PatientView | undefined): void {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const serverId = patient?.serverId ?? null;
  useEffect(() => {
    if (key !== null && isLocalId(key) && serverId !== null) {
      navigate(withPatientKey(location, search, String(serverId)), { replace: true });
    }
  }, [key, serverId, location, search, navigate]);
}
