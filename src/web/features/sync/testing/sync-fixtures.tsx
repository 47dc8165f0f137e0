import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { UserDatabase } from '../../../lib/offline/db';
import {
  ref,
  type DrainerState,
  type DoneItem,
  type RequestItem,
  type UploadItem,
  type UploadRow,
} from '../../../lib/offline/outbox';
import { OutboxTestProvider, type PassResult, createStatusStore } from '../../../lib/offline/outbox/testing';
import { UserDatabaseTestProvider } from '../../../lib/offline/user-database-context';
import { renderSignedIn } from '../../../testing/render-signed-in';

/** The tests' "now": 2025-03-10 09:00 UTC. */
export const NOW = Date.UTC(2025, 2, 10, 9, 0, 0);
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export { newTestDatabase as createTestDatabase } from '../../../lib/offline/outbox/testing';

/** "Create patient: <subject>", waiting, queued a minute ago. Labels carry source text: tests load no catalog. */
export function requestItem(id: string, overrides: Partial<RequestItem> = {}): RequestItem {
  return {
    id,
    group: `patient:local:${id}`,
    label: { action: 'Create patient', subject: 'Zhang San' },
    entity: 'patient',
    entityKey: `local:${id}`,
    state: 'waiting',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: NOW - MINUTE,
    kind: 'request',
    request: { service: 'emr', method: 'POST', path: '/v1/patient/add', body: { name: 'Zhang San' } },
    ...overrides,
  };
}

/** A request that needs `dependsOn`'s answer (a photo of a patient created offline). */
export function dependentItem(id: string, dependsOn: string, overrides: Partial<RequestItem> = {}): RequestItem {
  return requestItem(id, {
    group: `patient:local:${dependsOn}`,
    label: { action: 'Add photo', subject: `${id}.jpg` },
    entity: 'image',
    entityKey: `local:${id}`,
    request: { service: 'emr', method: 'POST', path: '/v1/clinicImage/add', body: { patientId: ref(dependsOn) } },
    ...overrides,
  });
}

export function uploadItem(id: string, overrides: Partial<UploadItem> = {}): UploadItem {
  return {
    id,
    group: 'patient:17',
    label: { action: 'Upload model', subject: 'scan.stl' },
    entity: 'upload',
    entityKey: `local:${id}`,
    state: 'waiting',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: NOW - MINUTE,
    kind: 'upload',
    uploadId: id,
    ...overrides,
  };
}

export function uploadRow(id: string, overrides: Partial<UploadRow> = {}): UploadRow {
  return {
    id,
    fileName: 'scan.stl',
    contentType: 'model/stl',
    size: 20 * 1024 * 1024,
    sha256: 'ab'.repeat(32),
    purpose: 'model',
    partSize: 5_242_880,
    partCount: 4,
    serverUploadId: null,
    confirmedParts: [],
    confirmedBytes: 0,
    createdAt: NOW - MINUTE,
    ...overrides,
  };
}

export function doneItem(id: string, completedAt: number, overrides: Partial<DoneItem> = {}): DoneItem {
  return {
    id,
    seq: 1,
    group: 'patient:17',
    label: { action: 'Add stage', subject: id },
    entity: 'stage',
    entityKey: '5',
    data: { id: 5 },
    completedAt,
    ...overrides,
  };
}

const idlePass: PassResult = {
  isLeased: true,
  attempts: 0,
  acknowledged: 0,
  nextDueAt: null,
  isStoppedForSignIn: false,
};

type RenderOptions = { db: UserDatabase; state?: DrainerState; path?: string };

/**
 * Renders signed in, over `db`, with an outbox whose counts are the real live ones (status.ts over `db`) and whose
 * drainer state the test sets; "Sync now" is a spy.
 */
export function renderWithOutbox(ui: ReactElement, { db, state = 'idle', path = '/home' }: RenderOptions) {
  const status = createStatusStore(db);
  status.setState(state);
  const syncNow = vi.fn(async () => idlePass);
  const result = renderSignedIn(
    <UserDatabaseTestProvider value={db}>
      <OutboxTestProvider value={{ status, syncNow, onAcknowledged: () => () => undefined }}>{ui}</OutboxTestProvider>
    </UserDatabaseTestProvider>,
    { path },
  );
  return { ...result, status, syncNow };
}
