import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ageFrom } from '../../../../domain/validation/age';
import type { UserDatabase } from '../../../lib/offline/db';
import type { RequestItem } from '../../../lib/offline/outbox';
import { acknowledge } from '../../../lib/offline/outbox/testing';
import { server } from '../../../testing/msw-server';
import { queueNewPatient, queuePatientChange } from '../api/queue-patient';
import {
  buildPatient,
  createTestDatabase,
  disposeTestDatabase,
  patientDetailHandler,
  patientListHandler,
  renderPatients,
} from '../testing/patient-api';

let database: UserDatabase;

beforeEach(() => {
  database = createTestDatabase();
});

afterEach(async () => {
  vi.restoreAllMocks();
  await disposeTestDatabase(database);
});

const fields = {
  name: 'Mei Zhang',
  gender: 2 as const,
  birthDate: '1988-02-03',
  phone: '13912345678',
  source: 3 as const,
  avatar: null,
  doctorName: 'Dr. Ada Lin',
  doctorPhone: '13800000000',
};
const noDraft = () => Promise.resolve();
const basicInfo = () => screen.getByRole('region', { name: 'Basic information' });
const labelValue = (term: string) => within(basicInfo()).getByText(term).nextElementSibling?.textContent;
const queuedItems = () => database.outbox.toArray() as Promise<RequestItem[]>;

async function recordOffline(itemId = 'local-mei-1') {
  return queueNewPatient(database, { itemId, body: fields, clinicId: 11, clearDraft: noDraft });
}

describe('/patientCenter?id=…, the patient file', () => {
  it('shows the case labels known before a case, the sync state, the file menu and Edit', async () => {
    const patient = buildPatient({ id: 17, ...fields });
    server.use(patientDetailHandler([patient]));
    renderPatients(database, { path: '/patientCenter?id=17' });
    await screen.findByRole('heading', { name: 'Mei Zhang', level: 1 });
    expect(labelValue('Sex')).toBe('Female');
    expect(labelValue('Age')).toBe(String(ageFrom('1988-02-03')));
    expect(labelValue('Birth date')).toBe('3 Feb 1988');
    expect(labelValue('Phone')).toBe('13912345678');
    expect(labelValue('Source')).toBe('Referral by a dentist');
    expect(labelValue('Doctor')).toBe('Dr. Ada Lin');
    expect(labelValue('Doctor phone')).toBe('13800000000');
    expect(within(basicInfo()).getByText('Synced')).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Patient file' });
    // Only sections whose routes exist: images arrives with its own feature, cases and orders with later issues.
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('aria-current')]),
    ).toEqual([['Basic information', 'page']]);
    expect(within(basicInfo()).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/patientCenter/edit?id=17',
    );
  });

  it('says a patient of another clinic (or none) was not found', async () => {
    server.use(patientDetailHandler([]));
    renderPatients(database, { path: '/patientCenter?id=99' });
    expect(await screen.findByText('This patient was not found in your clinic.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All patients' })).toBeTruthy();
  });

  it('opens a patient recorded on this device at once, offline, saying it is only on this device', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const key = await recordOffline();
    renderPatients(database, { path: `/patientCenter?id=${encodeURIComponent(key)}` });
    await screen.findByRole('heading', { name: 'Mei Zhang', level: 1 });
    expect(within(basicInfo()).getByText('Saved on this device')).toBeTruthy();
    expect(within(basicInfo()).getByText('It is sent to the server when the connection returns.')).toBeTruthy();
    expect(labelValue('Phone')).toBe('13912345678');
  });

  it('replaces the local id in the address with the server id when the patient syncs', async () => {
    const key = await recordOffline('local-mei-2');
    const synced = buildPatient({ id: 17, clientId: 'local-mei-2', ...fields });
    server.use(patientDetailHandler([synced]));
    const { location } = renderPatients(database, { path: `/patientCenter?id=${encodeURIComponent(key)}` });
    await screen.findByRole('heading', { name: 'Mei Zhang', level: 1 });
    expect(within(basicInfo()).getByText('Waiting to sync')).toBeTruthy();
    const historyLength = location.history.length;

    // The drainer (in this tab or another) acknowledges the create with the server's answer.
    const [item] = await queuedItems();
    await act(() => acknowledge(database, item!, synced));

    await waitFor(() => expect(location.history.at(-1)).toBe('/patientCenter?id=17'));
    expect(location.history).toHaveLength(historyLength);
    await waitFor(() => expect(within(basicInfo()).getByText('Synced')).toBeTruthy());
    expect(within(basicInfo()).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/patientCenter/edit?id=17',
    );
  });

  it('stays on screen as the sync lands: no moment of loading in which a tap on its menu would fall on nothing', async () => {
    const key = await recordOffline('local-mei-3');
    const synced = buildPatient({ id: 17, clientId: 'local-mei-3', ...fields });
    let answerDetail = () => {};
    const detailAsked = new Promise<void>((resolve) => (answerDetail = resolve));
    server.use(patientDetailHandler([synced], { before: () => detailAsked }));
    const { location } = renderPatients(database, { path: `/patientCenter?id=${encodeURIComponent(key)}` });
    await screen.findByRole('heading', { name: 'Mei Zhang', level: 1 });

    // Every change of the page from the acknowledgement on: the heading and the file menu must be there each time.
    const missing: string[] = [];
    const observer = new MutationObserver(() => {
      if (!screen.queryByRole('navigation', { name: 'Patient file' })) missing.push(location.history.at(-1) ?? '');
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const [item] = await queuedItems();
    await act(() => acknowledge(database, item!, synced));
    await waitFor(() => expect(location.history.at(-1)).toBe('/patientCenter?id=17'));
    // The sync state follows the outbox's own live read, which may land after the address changed.
    await waitFor(() => expect(within(basicInfo()).getByText('Synced')).toBeTruthy());

    // The server's detail of the new id answers only now; the file was on screen all along.
    answerDetail();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Mei Zhang', level: 1 })).toBeTruthy());
    observer.disconnect();
    expect(missing).toEqual([]);
  });

  it('edit queues one update with the whole form and the server id, shown at once over the server data', async () => {
    const user = userEvent.setup();
    const patient = buildPatient({ id: 17, ...fields });
    server.use(patientDetailHandler([patient]), patientListHandler([patient]).handler);
    const { location } = renderPatients(database, { path: '/patientCenter/edit?id=17' });
    const phone = (await screen.findByRole('textbox', { name: /^Phone/ })) as HTMLInputElement;
    // Typing starts once the draft is restored (the form is disabled until then).
    await waitFor(() => expect(phone.closest('fieldset')?.disabled).toBe(false));
    expect(phone.value).toBe('13912345678');
    await user.clear(phone);
    await user.type(phone, '13700000000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await screen.findByRole('heading', { name: 'Mei Zhang', level: 1 });
    expect(location.history.at(-1)).toBe('/patientCenter?id=17');
    const items = await queuedItems();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      entity: 'patient',
      entityKey: '17',
      group: 'patient:17',
      // With the values the form opened on: the server writes only the phone, and refuses it if changed elsewhere.
      request: { path: '/v1/patient/update', body: { ...fields, phone: '13700000000', id: 17, base: fields } },
    });
    expect(labelValue('Phone')).toBe('13700000000');
    expect(within(basicInfo()).getByText('Waiting to sync')).toBeTruthy();
  });

  it('edit of a patient not yet on the server refers to its create, which supplies the id', async () => {
    const user = userEvent.setup();
    const key = await recordOffline('local-mei-3');
    renderPatients(database, { path: `/patientCenter/edit?id=${encodeURIComponent(key)}` });
    const name = (await screen.findByRole('textbox', { name: /^Name/ })) as HTMLInputElement;
    // Typing starts once the draft is restored (the form is disabled until then).
    await waitFor(() => expect(name.closest('fieldset')?.disabled).toBe(false));
    expect(name.value).toBe('Mei Zhang');
    await user.type(name, ' Li');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('heading', { name: 'Mei Zhang Li', level: 1 });
    const items = await queuedItems();
    expect(items.map((item) => [item.request.path, item.group])).toEqual([
      ['/v1/patient/add', 'patient:local:local-mei-3'],
      ['/v1/patient/update', 'patient:local:local-mei-3'],
    ]);
    expect((items[1]!.request.body as { id: unknown }).id).toEqual({ $ref: 'local-mei-3', path: 'id' });
  });

  it('a change the server refused needs attention; Fix opens the form on the queued body and amends the item', async () => {
    const user = userEvent.setup();
    const patient = buildPatient({ id: 17, ...fields });
    server.use(patientDetailHandler([patient]));
    await queuePatientChange(database, {
      itemId: 'change-17-a',
      patientKey: '17',
      body: { ...fields, name: 'Li Wei' },
      clinicId: 11,
      clearDraft: noDraft,
    });
    const [queued] = await queuedItems();
    await database.outbox.put({
      ...queued!,
      state: 'attention',
      error: { code: 44006, msg: 'A patient with this name and phone number already exists in your clinic.' },
    });

    const { location } = renderPatients(database, { path: '/patientCenter?id=17' });
    await screen.findByRole('heading', { name: 'Li Wei', level: 1 });
    const alert = within(basicInfo()).getByRole('alert');
    expect(within(alert).getByText('Needs attention')).toBeTruthy();
    expect(
      within(alert).getByText('A patient with this name and phone number already exists in your clinic.'),
    ).toBeTruthy();
    await user.click(within(alert).getByRole('link', { name: 'Fix it' }));
    expect(location.history.at(-1)).toBe('/patientCenter/edit?id=17&fix=change-17-a');

    const name = (await screen.findByRole('textbox', { name: /^Name/ })) as HTMLInputElement;
    expect(screen.getByRole('heading', { name: 'Fix patient details' })).toBeTruthy();
    // Typing starts once the draft is restored (the form is disabled until then).
    await waitFor(() => expect(name.closest('fieldset')?.disabled).toBe(false));
    expect(name.value).toBe('Li Wei');
    await user.clear(name);
    await user.type(name, 'Li Wei Jr');
    await user.click(screen.getByRole('button', { name: 'Send again' }));

    await screen.findByRole('heading', { name: 'Li Wei Jr', level: 1 });
    const items = await queuedItems();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: 'change-17-a',
      state: 'waiting',
      request: { body: { ...fields, name: 'Li Wei Jr', id: 17 } },
    });
    expect(items[0]!.error).toBeUndefined();
    expect(await database.drafts.count()).toBe(0);
  });
});
