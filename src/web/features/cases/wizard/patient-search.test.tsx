import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserDatabase } from '../../../lib/offline/db';
import { enqueue, localIdOf, newItemId } from '../../../lib/offline/outbox';
import { UserDatabaseTestProvider } from '../../../lib/offline/user-database-context';
import { usePatientSearch } from './use-patient-search';
import { answerRecordReads, buildPatient, createWizardDatabase, disposeWizardDatabase } from '../testing/wizard-fixtures';

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

const ADA = { name: 'Ada Lin', gender: 2, birthDate: '1990-01-01', phone: '13912340000', source: 1 };

/** A new patient queued on this device, as the patient form queues it: the item id is the create's clientId. */
async function queueNewPatient(db: UserDatabase, itemId: string): Promise<string> {
  const key = localIdOf(itemId);
  await enqueue(db, {
    id: itemId,
    group: `patient:${key}`,
    label: { action: 'patient.create', subject: ADA.name },
    entity: 'patient',
    entityKey: key,
    request: { service: 'emr', method: 'POST', path: '/v1/patient/add', body: { ...ADA, clientId: itemId } },
  });
  return key;
}

describe("the wizard's patient search", () => {
  it('shows a patient once when the server has it and this device has not yet heard back from the create', async () => {
    database = createWizardDatabase();
    const itemId = newItemId();
    await queueNewPatient(database, itemId);
    answerRecordReads({ patients: [buildPatient({ id: 501, clientId: itemId, name: ADA.name, phone: ADA.phone })] });

    const hook = renderHook(() => usePatientSearch(CLINIC, 'Ada'), {
      wrapper: wrapperFor(new QueryClient(), database),
    });
    await waitFor(() => expect(hook.result.current.isFromDevice).toBe(false), { timeout: 5000 });
    expect(hook.result.current.choices.map((choice) => [choice.key, choice.isLocal])).toEqual([['501', false]]);
  });

  it('keeps a patient queued on this device that the server does not have yet', async () => {
    database = createWizardDatabase();
    const itemId = newItemId();
    const key = await queueNewPatient(database, itemId);
    answerRecordReads({ patients: [buildPatient({ id: 502, clientId: 'another-device', name: 'Ada Zhou' })] });

    const hook = renderHook(() => usePatientSearch(CLINIC, 'Ada'), {
      wrapper: wrapperFor(new QueryClient(), database),
    });
    await waitFor(() => expect(hook.result.current.choices).toHaveLength(2), { timeout: 5000 });
    expect(hook.result.current.choices.map((choice) => [choice.key, choice.isLocal])).toEqual([
      [key, true],
      ['502', false],
    ]);
  });
});
