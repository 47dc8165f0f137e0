import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEVICE_PACK_PATIENTS,
  imageListQuery,
  modelListQuery,
  stageListQuery,
} from '../../../lib/images/patient-lists';
import type { UserDatabase } from '../../../lib/offline/db';
import { UserDatabaseTestProvider } from '../../../lib/offline/user-database-context';
import { server } from '../../../testing/msw-server';
import { apiUrl } from '../../../testing/session-generators';
import { usePatientSearch } from './use-patient-search';
import {
  answerRecordReads,
  buildPatient,
  buildStage,
  createWizardDatabase,
  disposeWizardDatabase,
  success,
} from '../testing/wizard-fixtures';

const CLINIC = 11;
let database: UserDatabase | null = null;
afterEach(async () => {
  if (database) await disposeWizardDatabase(database);
  database = null;
});

function wrapperFor(queryClient: QueryClient, db: UserDatabase) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <UserDatabaseTestProvider value={db}>{children}</UserDatabaseTestProvider>
    </QueryClientProvider>
  );
}

describe("the case wizard's device pack", () => {
  it("keeps the stages, photos and scans of the clinic's first patients on the device, for picking them offline", async () => {
    const patients = Array.from({ length: DEVICE_PACK_PATIENTS + 2 }, (_, index) =>
      buildPatient({ id: 100 + index, name: `Patient ${index}`, phone: `1390000${1000 + index}` }),
    );
    answerRecordReads({ patients });
    const askedStagesOf = new Set<string>();
    server.use(
      http.get(apiUrl('emr', '/v1/clinicImage/stage/list/:patientId'), ({ params }) => {
        askedStagesOf.add(String(params.patientId));
        return success([buildStage({ id: Number(params.patientId) * 10, name: `Stage of ${params.patientId}` })]);
      }),
    );
    database = createWizardDatabase();
    const queryClient = new QueryClient();
    const hook = renderHook(() => usePatientSearch(CLINIC, ''), { wrapper: wrapperFor(queryClient, database) });
    await waitFor(() => expect(hook.result.current.isFromDevice).toBe(false), { timeout: 5000 });

    // The picker's first page (no patient picked yet): each of the first patients has its lists in the cache, which
    // is persisted on the device; the wizard's pickers read exactly these queries, online or not.
    const packed = patients.slice(0, DEVICE_PACK_PATIENTS);
    await waitFor(
      () => {
        for (const patient of packed) {
          expect(queryClient.getQueryData(stageListQuery(CLINIC, patient.id).queryKey)).toBeDefined();
          expect(queryClient.getQueryData(imageListQuery(CLINIC, patient.id).queryKey)).toBeDefined();
          expect(queryClient.getQueryData(modelListQuery(CLINIC, patient.id).queryKey)).toBeDefined();
        }
      },
      { timeout: 5000 },
    );
    expect(queryClient.getQueryData(stageListQuery(CLINIC, 103).queryKey)).toMatchObject([
      { id: 1030, name: 'Stage of 103' },
    ]);
    // Bounded: the rest are read when picked.
    expect(askedStagesOf.size).toBe(DEVICE_PACK_PATIENTS);
    expect(queryClient.getQueryData(stageListQuery(CLINIC, 100 + DEVICE_PACK_PATIENTS).queryKey)).toBeUndefined();
  });
});
