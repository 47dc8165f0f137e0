import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPatientModel } from '../../../../domain/patients/patient-models';
import type { UserDatabase } from '../../../lib/offline/db';
import type { RequestItem, UploadItem } from '../../../lib/offline/outbox';
import { acknowledge } from '../../../lib/offline/outbox/testing';
import { UserDatabaseTestProvider } from '../../../lib/offline/user-database-context';
import { server } from '../../../testing/msw-server';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { keysetPage } from '../../../testing/keyset-pages';
import { apiUrl, buildSession } from '../../../testing/session-generators';
import { MODEL_PATHS, modelActions } from '../api/patient-models';
import { jpegFile, stlFile } from '../testing/image-api';
import { createTestDatabase, queueLocalPatient } from '../testing/render-images-page';
import { PatientScansSection } from './patient-scans-section';

// WebGL is not in the test DOM: the viewer is tested in components/model-viewer; here only which models it is given.
vi.mock('../../../components/model-viewer/lazy', () => ({
  LazyModelViewer: ({ models }: { models: { id: string; jaw: string; source: { url: string } }[] }) => (
    <p data-testid="viewer">{models.map((model) => `${model.jaw} ${model.source.url}`).join(',')}</p>
  ),
}));

afterEach(() => {
  vi.restoreAllMocks();
});

function buildModel(overrides: Partial<TPatientModel> = {}): TPatientModel {
  return {
    id: 5,
    clinicId: 11,
    patientId: 17,
    fileName: 'lower-jaw.stl',
    jaw: 'lower',
    urlName: 'model/u/lower.stl',
    url: 'https://files.test/model/u/lower.stl?sig=1',
    size: 20 * 1024 * 1024,
    sha256: 'a'.repeat(64),
    createdBy: 3,
    clientId: null,
    createdAt: 1_750_000_000_000,
    ...overrides,
  };
}

/** The model list of patient 17 behind msw; `requests` counts the calls. */
function modelList(models: TPatientModel[]) {
  const requests: unknown[] = [];
  server.use(
    http.post(apiUrl('emr', MODEL_PATHS.list), async ({ request }) => {
      const body = (await request.json()) as { before?: number };
      requests.push(body);
      return HttpResponse.json({ code: 200, msg: 'Success', data: keysetPage(models, body), extra: null });
    }),
  );
  return requests;
}

function renderSection(patientKey: string, db: UserDatabase) {
  return renderSignedIn(
    <UserDatabaseTestProvider value={db}>
      <PatientScansSection patientKey={patientKey} />
    </UserDatabaseTestProvider>,
    { path: `/patientCenter/images?id=${encodeURIComponent(patientKey)}`, session: buildSession() },
  );
}

const region = () => screen.getByRole('region', { name: '3D scans' });
/** The list of scans (the jaw select's options say the same words). */
const list = () => within(region()).getByRole('list');

describe('the 3D scans of a patient', () => {
  it('lists the server’s scans with their jaw, size and a download link', async () => {
    const requests = modelList([buildModel()]);
    renderSection('17', createTestDatabase());
    const link = await screen.findByRole('link', { name: 'Download lower-jaw.stl' });
    expect(link.getAttribute('href')).toBe('https://files.test/model/u/lower.stl?sig=1');
    expect(link.getAttribute('download')).toBe('lower-jaw.stl');
    expect(within(list()).getByText('Lower jaw')).toBeTruthy();
    expect(within(list()).getByText('20 MB')).toBeTruthy();
    expect(requests).toEqual([{ patientId: 17 }]);
  });

  it('previews a scan in the 3D viewer from the list, and closes the preview again', async () => {
    const user = userEvent.setup();
    modelList([buildModel(), buildModel({ id: 6, fileName: 'bite.stl', jaw: 'bite', url: 'https://files.test/bite.stl' })]);
    renderSection('17', createTestDatabase());
    await user.click(await screen.findByRole('button', { name: 'Preview lower-jaw.stl in 3D' }));
    expect(screen.getByTestId('viewer').textContent).toBe('lower https://files.test/model/u/lower.stl?sig=1');
    const close = screen.getByRole('button', { name: 'Close the 3D preview of lower-jaw.stl' });
    expect(close.getAttribute('aria-expanded')).toBe('true');
    await user.click(close);
    expect(screen.queryByTestId('viewer')).toBeNull();
    // A bite scan shows in the viewer's upper slot.
    await user.click(screen.getByRole('button', { name: 'Preview bite.stl in 3D' }));
    expect(screen.getByTestId('viewer').textContent).toBe('upper https://files.test/bite.stl');
  });

  it('queues the file as a model upload, then the add naming its key, in the patient’s group; shown as waiting', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    modelList([]);
    const db = createTestDatabase();
    const user = userEvent.setup();
    renderSection('17', db);
    const input = await screen.findByLabelText('Add 3D scan');
    expect(input.getAttribute('accept')).toBe('.stl,.obj,.ply');
    await user.selectOptions(screen.getByLabelText('Jaw'), 'Bite');
    await user.upload(input, stlFile('bite.stl'));

    expect(await within(region()).findByText('bite.stl')).toBeTruthy();
    expect(within(region()).getByText('Waiting to sync')).toBeTruthy();
    expect(within(list()).getByText('Bite')).toBeTruthy();
    expect(await within(list()).findByRole('progressbar', { name: 'Upload of bite.stl' })).toBeTruthy();
    expect(within(list()).getByText('184 bytes')).toBeTruthy();
    const [upload, add] = await db.outbox.orderBy('seq').toArray();
    expect(upload).toMatchObject({ kind: 'upload', group: 'patient:17', patientKey: '17', clinicId: 11 });
    expect(await db.uploads.get((upload as UploadItem).uploadId)).toMatchObject({ purpose: 'model', size: 184 });
    expect(add).toMatchObject({
      kind: 'request',
      group: 'patient:17',
      patientKey: '17',
      entity: 'upload',
      label: { action: modelActions.add.id, subject: 'bite.stl' },
      request: {
        service: 'emr',
        method: 'POST',
        path: MODEL_PATHS.add,
        body: { patientId: 17, fileName: 'bite.stl', jaw: 'bite', url: { $ref: upload!.id, path: 'key' } },
      },
    });
    expect((add as RequestItem).request.body).toMatchObject({ clientId: add!.id });
  });

  it('for a patient recorded on this device, the add names the patient by a ref to its create', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const db = createTestDatabase();
    const patientKey = await queueLocalPatient(db);
    const user = userEvent.setup();
    renderSection(patientKey, db);
    await user.upload(await screen.findByLabelText('Add 3D scan'), stlFile('upper.stl'));
    expect(await within(region()).findByText('upper.stl')).toBeTruthy();
    const add = (await db.outbox.toArray()).find(
      (item) => item.kind === 'request' && item.request.path === MODEL_PATHS.add,
    );
    expect((add as RequestItem).request.body).toMatchObject({ patientId: { $ref: 'patient-local-1', path: 'id' } });
    expect(add?.group).toBe('patient:local:patient-local-1');
  });

  it('refuses a file that is not a model, queuing nothing', async () => {
    modelList([]);
    const db = createTestDatabase();
    const user = userEvent.setup({ applyAccept: false });
    renderSection('17', db);
    await user.upload(await screen.findByLabelText('Add 3D scan'), jpegFile('photo.jpg'));
    expect(await screen.findByText(/^photo\.jpg: /)).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });

  it('shows an acknowledged scan with its link at once, before the list is read again', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    modelList([]);
    const db = createTestDatabase();
    const user = userEvent.setup();
    renderSection('17', db);
    await user.upload(await screen.findByLabelText('Add 3D scan'), stlFile('upper.stl'));
    await within(region()).findByText('Waiting to sync');
    const [upload, add] = await db.outbox.orderBy('seq').toArray();
    await acknowledge(db, upload!, { key: 'model/u/upper.stl' });
    await acknowledge(
      db,
      add!,
      buildModel({ id: 9, fileName: 'upper.stl', jaw: 'upper', url: 'https://files.test/9' }),
    );
    const link = await screen.findByRole('link', { name: 'Download upper.stl' });
    expect(link.getAttribute('href')).toBe('https://files.test/9');
    expect(within(region()).queryByText('Waiting to sync')).toBeNull();
  });
});
