import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPatientListRequest } from '../../../../domain/patients/patient';
import type { UserDatabase } from '../../../lib/offline/db';
import { server } from '../../../testing/msw-server';
import { apiUrl } from '../../../testing/session-generators';
import { queueNewPatient, queuePatientChange } from '../api/queue-patient';
import { patientQueries } from '../api/patient-queries';
import {
  buildPatient,
  createTestDatabase,
  disposeTestDatabase,
  patientDetailHandler,
  patientListHandler,
  renderPatients,
  success,
} from '../testing/patient-api';

let database: UserDatabase;

beforeEach(() => {
  database = createTestDatabase();
});

afterEach(async () => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
  await disposeTestDatabase(database);
});

const fields = {
  name: 'Mei Zhang',
  gender: 2 as const,
  birthDate: '1988-02-03',
  phone: '13912345678',
  source: 1 as const,
  avatar: null,
  doctorName: 'Dr. Ada Lin',
  doctorPhone: '',
};
const noDraft = () => Promise.resolve();

const table = () => screen.getByRole('table', { name: 'Patients' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const rowTexts = () =>
  bodyRows().map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  );

describe('/patientCenter, the patient list', () => {
  it("pages through the clinic's patients with the shared table (total, page sizes) and opens a file from a row", async () => {
    const user = userEvent.setup();
    const patients = Array.from({ length: 12 }, (_, index) => buildPatient({ id: 12 - index }));
    const list = patientListHandler(patients);
    server.use(list.handler, patientDetailHandler(patients));
    const { location } = renderPatients(database);
    await screen.findByText('Patient 12');
    expect(list.requests[0]).toEqual({ keyword: '', pageIndex: 1, pageSize: 10 });
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Sex', 'Age', 'Phone', 'Doctor', 'Sync']);
    expect(rowTexts()[0]).toEqual([
      'PPatient 12',
      'Female',
      expect.stringMatching(/^\d+$/),
      '13900000012',
      'Dr. Ada Lin',
      '',
    ]);
    expect(screen.getByText('Total 12')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Patient 2');
    expect(list.requests.at(-1)).toEqual({ keyword: '', pageIndex: 2, pageSize: 10 });

    await user.click(screen.getByRole('link', { name: /Patient 2/ }));
    expect(location.history.at(-1)).toBe('/patientCenter?id=2');
    expect(await screen.findByRole('heading', { name: 'Patient 2', level: 1 })).toBeTruthy();
  });

  it('says so when the clinic has no patients yet, and offers New patient', async () => {
    server.use(patientListHandler([]).handler);
    renderPatients(database);
    expect(await screen.findByText('No patients yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New patient' }).getAttribute('href')).toBe('/patientCenter/add');
  });

  it('lists patients recorded on this device first, marked "Waiting to sync", and pending changes over server rows', async () => {
    server.use(patientListHandler([buildPatient({ id: 2 }), buildPatient({ id: 1 })]).handler);
    await queueNewPatient(database, { itemId: 'local-mei-1', body: fields, clinicId: 11, clearDraft: noDraft });
    await queuePatientChange(database, {
      itemId: 'change-1-1',
      patientKey: '1',
      body: { ...fields, name: 'Renamed offline', phone: '13900000001' },
      clinicId: 11,
      clearDraft: noDraft,
    });
    renderPatients(database);
    await screen.findByText('Patient 2');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(rowTexts().map((cells) => [cells[0], cells[5]])).toEqual([
      ['MMei Zhang', 'Waiting to sync'],
      ['PPatient 2', ''],
      ['RRenamed offline', 'Waiting to sync'],
    ]);
    expect(screen.getByText('Total 3')).toBeTruthy();
    expect(within(bodyRows()[0]!).getByRole('link').getAttribute('href')).toBe('/patientCenter?id=local%3Alocal-mei-1');
  });

  it('cancels the previous search request at each keystroke (spec: patient searches can be cancelled)', async () => {
    const user = userEvent.setup();
    const seen: { keyword: string; signal: AbortSignal }[] = [];
    server.use(
      http.post(apiUrl('emr', '/v1/patient/list'), async ({ request }) => {
        const body = (await request.json()) as Required<TPatientListRequest>;
        seen.push({ keyword: body.keyword, signal: request.signal });
        // Only the last keystroke's search answers; the earlier ones hang until they are aborted.
        if (body.keyword !== 'Mei') await new Promise((resolve) => request.signal.addEventListener('abort', resolve));
        return success({ list: [buildPatient({ id: 5, name: 'Mei Zhang' })], total: 1 });
      }),
    );
    renderPatients(database);
    const search = await screen.findByRole('searchbox', { name: 'Search patients' });
    await user.type(search, 'Mei');
    await screen.findByText('Mei Zhang');
    expect(seen.map((entry) => entry.keyword)).toEqual(['', 'M', 'Me', 'Mei']);
    await waitFor(() => expect(seen.slice(0, 3).map((entry) => entry.signal.aborted)).toEqual([true, true, true]));
    expect(seen[3]!.signal.aborted).toBe(false);
  });

  it('offline, shows the last synced list from the cache and says how old it is', async () => {
    const list = patientListHandler([buildPatient({ id: 1 })]);
    server.use(list.handler);
    onlineManager.setOnline(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const twoHoursAgo = Date.now() - 2 * 60 * 60 * 1000 - 5000;
    const { queryClient } = renderPatients(database);
    // What the persisted query cache restores at start.
    act(() => {
      queryClient.setQueryData(
        patientQueries.list(11, { keyword: '', pageIndex: 1, pageSize: 10 }),
        { list: [buildPatient({ id: 9, name: 'Cached patient' })], total: 1 },
        { updatedAt: twoHoursAgo },
      );
    });
    expect(await screen.findByText('Cached patient')).toBeTruthy();
    expect(screen.getByText('You are offline. Showing the list as last synced, 2 hours ago.')).toBeTruthy();
    expect(list.requests).toEqual([]);
  });
});
