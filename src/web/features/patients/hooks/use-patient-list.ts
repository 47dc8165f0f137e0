import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PageSize } from '../../../components/ui/data-table/data-table';
import { patientListQuery } from '../api/find-patients';
import { patientQueries } from '../api/patient-queries';
import { useClinicId } from './use-clinic-id';
import { projectPatientList, type PatientSources } from './patient-projection';
import { usePatientOutbox } from './use-patient-outbox';

/**
 * The patient list as the screen shows it: the server's page for the keyword (each keystroke a new query whose
 * predecessor is aborted), with this device's queued patients and changes laid over it (patient-projection.ts).
 */
export function usePatientList(keyword: string, pageIndex: number, pageSize: PageSize) {
  const clinicId = useClinicId();
  const request = { keyword: keyword.trim(), pageIndex, pageSize };
  const query = useQuery({
    ...patientListQuery(clinicId ?? 0, request),
    enabled: clinicId !== null,
    // While the next keyword or page of the same clinic loads, the rows on screen stay (marked as loading).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === clinicId ? keepPreviousData(previous) : undefined,
  });
  // The rows on screen were fetched at `fetchedAt`: while the previous page stands in, at that page's time.
  const [shownFetchedAt, setShownFetchedAt] = useState(0);
  const fetchedAt = query.isPlaceholderData ? shownFetchedAt : query.dataUpdatedAt;
  if (!query.isPlaceholderData && fetchedAt !== shownFetchedAt) setShownFetchedAt(fetchedAt);
  const sources = usePatientOutbox(fetchedAt);
  useRefetchAfterAcknowledged(sources, fetchedAt);
  const view = projectPatientList(query.data, sources ?? { pending: [], acknowledged: [] }, {
    keyword: request.keyword,
    pageIndex,
  });
  return { view, query };
}

/**
 * Patient work the outbox had acknowledged after this list was fetched shows from the answers meanwhile; the list is
 * fetched again so the server's order and total follow.
 */
function useRefetchAfterAcknowledged(sources: PatientSources | undefined, fetchedAt: number): void {
  const queryClient = useQueryClient();
  const newest = Math.max(0, ...(sources?.acknowledged ?? []).map((done) => done.completedAt));
  useEffect(() => {
    if (fetchedAt > 0 && newest > fetchedAt) void queryClient.invalidateQueries({ queryKey: patientQueries.lists() });
  }, [queryClient, newest, fetchedAt]);
}
