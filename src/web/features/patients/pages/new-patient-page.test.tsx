import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserDatabase } from '../../../lib/offline/db';
import { localIdOf, type RequestItem } from '../../../lib/offline/outbox';
import { server } from '../../../testing/msw-server';
import { buildSession } from '../../../testing/session-generators';
import { jpegFile, pngFile } from '../../../lib/upload/testing/object-store';
import { queueNewPatient } from '../api/queue-patient';
import {
  createTestDatabase,
  disposeTestDatabase,
  patientDetailHandler,
  patientListHandler,
  renderPatients,
} from '../testing/patient-api';
import { takePickedPatient } from '../../../lib/cases/picked-patient';
import { NEW_PATIENT_DRAFT_KEY } from './new-patient-page';

let database: UserDatabase;

beforeEach(() => {
  database = createTestDatabase();
  server.use(patientListHandler([]).handler, patientDetailHandler([]));
});

afterEach(async () => {
  await disposeTestDatabase(database);
});

const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
const combobox = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) }) as HTMLSelectElement;
const birthDate = () => screen.getByLabelText(/^Birth date/) as HTMLInputElement;
const errorOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.className.includes('text-red-700'))?.textContent ?? null;

async function openForm(path = '/patientCenter/add') {
  const view = renderPatients(database, { path });
  await screen.findByRole('heading', { name: 'New patient' });
  await waitFor(() => expect(textbox('Name').closest('fieldset')?.disabled).toBe(false));
  return view;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(textbox('Name'), 'Mei Zhang');
  await user.selectOptions(combobox('Sex'), 'Female');
  fireEvent.change(birthDate(), { target: { value: '1988-02-03' } });
  await user.type(textbox('Phone'), '13912345678');
  await user.selectOptions(combobox('Source'), 'Walk-in');
}

const queuedItems = () => database.outbox.toArray() as Promise<RequestItem[]>;

describe('/patientCenter/add, the patient form', () => {
  it('fills in the signed-in dentist and says it saves on this device as the user types', async () => {
    await openForm();
    expect(textbox('Dentist name').value).toBe('Dr. Ada Lin');
    expect(textbox('Dentist phone').value).toBe('13800000000');
    expect(screen.getByText('Saved on this device as you type')).toBeTruthy();
  });

  it('checks the spec rules under each field before queueing anything', async () => {
    const user = userEvent.setup();
    await openForm();
    await user.clear(textbox('Dentist name'));
    await user.click(screen.getByRole('button', { name: 'Save patient' }));
    expect(errorOf(textbox('Name'))).toBe('This field is required.');
    expect(errorOf(combobox('Sex'))).toBe("Choose the patient's sex.");
    expect(errorOf(birthDate())).toBe('This field is required.');
    expect(errorOf(textbox('Phone'))).toBe('This field is required.');
    expect(errorOf(combobox('Source'))).toBe('Choose where the patient came from.');
    expect(errorOf(textbox('Dentist name'))).toBe('This field is required.');
    await waitFor(() => expect(document.activeElement).toBe(textbox('Name')));

    await fillValid(user);
    await user.type(textbox('Dentist name'), 'Clinic Administrator');
    await user.type(textbox('Dentist phone'), '{Control>}a{/Control}{Backspace}12345');
    await user.click(screen.getByRole('button', { name: 'Save patient' }));
    expect(errorOf(textbox('Dentist name'))).toBe('The dentist\'s name must not contain the word "administrator".');
    expect(errorOf(textbox('Dentist phone'))).toBe('Enter an 11-digit mobile number starting with 1.');
    expect(errorOf(textbox('Name'))).toBeNull();
    expect(await queuedItems()).toEqual([]);
  });

  it('restores what was typed after the form is closed and opened again (a reload, a closed tab)', async () => {
    const user = userEvent.setup();
    const first = await openForm();
    await user.type(textbox('Name'), 'Mei');
    await user.type(textbox('Phone'), '139');
    await screen.findByText('Saved on this device', {}, { timeout: 10_000 });
    const saved = await database.drafts.get(NEW_PATIENT_DRAFT_KEY);
    expect(saved?.value).toMatchObject({ values: { name: 'Mei', phone: '139' } });
    first.unmount();

    await openForm();
    await waitFor(() => expect(textbox('Name').value).toBe('Mei'));
    expect(textbox('Phone').value).toBe('139');
    expect(screen.getByText(/Your unsaved changes from .* were restored\./)).toBeTruthy();
    expect(screen.getByText('Saved on this device')).toBeTruthy();
  });

  it('opened from the case wizard, goes back to it with the new patient picked (and nowhere but the wizard)', async () => {
    const user = userEvent.setup();
    const wizard = '/confirmOrder?type=1&draft=d-1';
    const { location } = await openForm(`/patientCenter/add?returnTo=${encodeURIComponent(wizard)}`);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save patient' }));
    await waitFor(() => expect(location.history.at(-1)).toBe(wizard));
    const [item] = await queuedItems();
    expect(takePickedPatient()).toEqual({
      key: localIdOf(item!.id),
      name: 'Mei Zhang',
      phone: '13912345678',
      gender: 2,
      birthDate: '1988-02-03',
    });
    expect(takePickedPatient()).toBeNull();
  });

  it('ignores a return path that is not the case wizard', async () => {
    const user = userEvent.setup();
    const { location } = await openForm(
      `/patientCenter/add?returnTo=${encodeURIComponent('https://evil.example/confirmOrder?')}`,
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save patient' }));
    await screen.findByRole('heading', { name: 'Mei Zhang', level: 1 });
    expect(location.history.at(-1)).toMatch(/^\/patientCenter\?id=local%3A/);
    expect(takePickedPatient()).toBeNull();
  });

  it('queues exactly one create (double submit included), clears the draft and opens the file under its local id', async () => {
    const user = userEvent.setup();
    const { location } = await openForm();
    await fillValid(user);
    await screen.findByText('Saved on this device', {}, { timeout: 10_000 });
    const draftItemId = ((await database.drafts.get(NEW_PATIENT_DRAFT_KEY))?.value as { itemId: string }).itemId;

    await user.dblClick(screen.getByRole('button', { name: 'Save patient' }));
    await screen.findByRole('heading', { name: 'Mei Zhang', level: 1 });

    const items = await queuedItems();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: draftItemId,
      entity: 'patient',
      entityKey: localIdOf(draftItemId),
      patientKey: localIdOf(draftItemId),
      group: `patient:${localIdOf(draftItemId)}`,
      clinicId: 11,
      state: 'waiting',
      label: { subject: 'Mei Zhang', fixPath: `/patientCenter/edit?id=local%3A${draftItemId}&fix=${draftItemId}` },
      request: {
        service: 'emr',
        method: 'POST',
        path: '/v1/patient/add',
        body: {
          name: 'Mei Zhang',
          gender: 2,
          birthDate: '1988-02-03',
          phone: '13912345678',
          source: 1,
          avatar: null,
          doctorName: 'Dr. Ada Lin',
          doctorPhone: '13800000000',
          clientId: draftItemId,
        },
      },
    });
    expect(await database.drafts.get(NEW_PATIENT_DRAFT_KEY)).toBeUndefined();
    expect(location.history.at(-1)).toBe(`/patientCenter?id=local%3A${draftItemId}`);
    // Usable at once, offline or not: the file shows what was typed and that it waits.
    const basicInfo = screen.getByRole('region', { name: 'Basic information' });
    expect(within(basicInfo).getByText('Waiting to sync')).toBeTruthy();
    expect(within(basicInfo).getByText('13912345678')).toBeTruthy();
  });

  it('a second submit of the same draft (another tab, a retry) adds nothing', async () => {
    const body = {
      name: 'Mei Zhang',
      gender: 2 as const,
      birthDate: '1988-02-03',
      phone: '13912345678',
      source: 1 as const,
      avatar: null,
      doctorName: 'Dr. Ada Lin',
      doctorPhone: '',
    };
    const clearDraft = () => database.drafts.delete(NEW_PATIENT_DRAFT_KEY);
    await queueNewPatient(database, { itemId: 'same-item-1', body, clinicId: 11, clearDraft });
    await queueNewPatient(database, { itemId: 'same-item-1', body, clinicId: 11, clearDraft });
    expect((await queuedItems()).map((item) => item.id)).toEqual(['same-item-1']);
  });

  it('keeps the draft when queueing fails (the transaction rolls back) and says nothing was lost', async () => {
    const user = userEvent.setup();
    await openForm();
    await fillValid(user);
    await screen.findByText('Saved on this device', {}, { timeout: 10_000 });
    const add = database.outbox.add.bind(database.outbox);
    database.outbox.add = () => Promise.reject(new DOMException('full', 'QuotaExceededError')) as never;
    await user.click(screen.getByRole('button', { name: 'Save patient' }));
    expect(await screen.findByText(/This device is out of storage, so the patient could not be queued/)).toBeTruthy();
    database.outbox.add = add;
    expect(await database.drafts.get(NEW_PATIENT_DRAFT_KEY)).toBeDefined();
    expect(textbox('Name').value).toBe('Mei Zhang');
    expect(await queuedItems()).toEqual([]);
  });

  it("takes a photo from the camera or files: queued for upload in the patient's group, referred to by the create", async () => {
    const user = userEvent.setup();
    await openForm();
    await fillValid(user);
    const camera = screen.getByLabelText('Take photo') as HTMLInputElement;
    expect(camera.getAttribute('capture')).toBe('environment');
    expect(camera.accept).toBe('image/jpeg,image/png');
    expect((screen.getByLabelText('Choose photo') as HTMLInputElement).hasAttribute('capture')).toBe(false);

    await user.upload(camera, jpegFile('face.jpg'));
    expect(await screen.findByText('Kept on this device; uploaded in the background.')).toBeTruthy();
    await user.upload(screen.getByLabelText('Choose photo'), pngFile('better.png'));
    await waitFor(async () =>
      expect((await database.uploads.toArray()).map((upload) => upload.fileName)).toEqual(['better.png']),
    );

    await user.click(screen.getByRole('button', { name: 'Save patient' }));
    await screen.findByRole('heading', { name: 'Mei Zhang', level: 1 });
    const [upload, create] = await database.outbox.orderBy('seq').toArray();
    // The replaced photo was discarded; the kept one goes first in the patient's group, the create waits for its key.
    expect(upload).toMatchObject({ kind: 'upload', group: create!.group, patientKey: create!.entityKey });
    expect((create as RequestItem).request.body).toMatchObject({ avatar: { $ref: upload!.id, path: 'key' } });
  });

  it('says why a file cannot be the photo, and keeps nothing of it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await openForm();
    await user.upload(
      screen.getByLabelText('Choose photo'),
      new File(['not an image'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(errorOf(screen.getByLabelText('Choose photo'))).toBe(
      'This type of file is not allowed here: choose a JPG or PNG image.',
    );
    expect(await database.outbox.count()).toBe(0);
  });

  it('shows who the dentist is for a session without a phone', async () => {
    renderPatients(database, { path: '/patientCenter/add', session: buildSession({ name: 'Dr. Wu', phone: '' }) });
    await waitFor(() => expect(textbox('Dentist name').value).toBe('Dr. Wu'));
    expect(textbox('Dentist phone').value).toBe('');
  });
});
