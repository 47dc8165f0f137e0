import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CASE_PATHS } from '../../../../domain/orders/paths';
import { ErrorCode } from '../../../../domain/response-codes';
import { getToasts } from '../../../components/ui/toast/toast-store';
import type { UserDatabase } from '../../../lib/offline/db';
import { groupFor, enqueue, localIdOf, type RequestItem } from '../../../lib/offline/outbox';
import { acknowledge } from '../../../lib/offline/outbox/testing';
import { server } from '../../../testing/msw-server';
import { apiUrl, buildSession } from '../../../testing/session-generators';
import {
  buildCaseDetail,
  buildModel,
  createWizardDatabase,
  disposeWizardDatabase,
  renderWizard,
  saveDraft,
  success,
  answerRecordReads,
  validDraft,
} from '../../../features/cases/testing/wizard-fixtures';
import { caseDraftKey, type CaseWizardDraft } from './aligner-draft';

const toastTexts = () =>
  getToasts().map((toast) => (typeof toast.message === 'string' ? toast.message : toast.message.message));

// WebGL is not in the test DOM: the viewer is H3's and tested there; here only which models it is given.
vi.mock('../../../components/model-viewer/lazy', () => ({
  LazyModelViewer: ({ models }: { models: { id: string }[] }) => (
    <p data-testid="viewer">{models.map((model) => model.id).join(',')}</p>
  ),
}));

let database: UserDatabase;

beforeEach(() => {
  database = createWizardDatabase();
  answerRecordReads();
});

afterEach(async () => {
  await disposeWizardDatabase(database);
});

const storedDraft = async (id: string) =>
  (await database.drafts.get(caseDraftKey(id)))?.value as CaseWizardDraft | undefined;
const queued = () => database.outbox.toArray() as Promise<RequestItem[]>;

describe('/confirmOrder?type=1, the aligner case wizard', () => {
  it('puts a new draft id in the URL, saves as the user types and restores it after a reload', async () => {
    const user = userEvent.setup();
    const view = renderWizard(database, '/confirmOrder?type=1');
    await waitFor(() => expect(view.location.history.at(-1)).toMatch(/^\/confirmOrder\?type=1&draft=[0-9a-f-]{36}$/));
    const path = view.location.history.at(-1) as string;
    const draftId = new URLSearchParams(path.split('?')[1]).get('draft') as string;

    const complaint = await screen.findByRole('textbox', { name: /^Chief complaint/ });
    await waitFor(() => expect(complaint.closest('fieldset')?.disabled).toBe(false));
    expect(screen.getByRole('textbox', { name: /^Doctor name/ })).toHaveProperty('value', 'Dr. Ada Lin');
    await user.type(complaint, 'Crowded front teeth');
    expect(screen.getByText('Saving on this device…')).toBeTruthy();
    await screen.findByText('Saved on this device');
    expect((await storedDraft(draftId))?.basic.chiefComplaint).toBe('Crowded front teeth');

    view.unmount();
    renderWizard(database, path);
    const restored = await screen.findByRole('textbox', { name: /^Chief complaint/ });
    await waitFor(() => expect(restored).toHaveProperty('value', 'Crowded front teeth'));
  });

  it('checks a step as the user leaves it, at the fields, and lets the user go back freely', async () => {
    const user = userEvent.setup();
    renderWizard(database, '/confirmOrder?type=1&draft=draft-check');
    const next = await screen.findByTestId('case-next');
    await waitFor(() => expect(next.closest('fieldset')).toBeNull());
    await user.click(next);
    expect(await screen.findByText('Choose or create the patient.')).toBeTruthy();
    expect(screen.getByText('Choose the brand.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Basic info' })).toBeTruthy();

    // Pick the patient from the search, the brand and series, and fill the texts: the step may be left.
    await user.click(await screen.findByRole('button', { name: /Mei Zhang/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Brand/ }), 'cuspid-clear');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Series/ }), 'comprehensive');
    await user.type(screen.getByRole('textbox', { name: /^Chief complaint/ }), 'Crowding');
    await user.type(screen.getByRole('textbox', { name: /^Treatment goals/ }), 'Align');
    expect(screen.queryByText('Choose the brand.')).toBeNull();
    await user.click(screen.getByTestId('case-next'));
    expect(await screen.findByRole('heading', { name: 'Image data' })).toBeTruthy();

    // The image step: leaving without a stage says so; back is always allowed.
    await user.click(screen.getByTestId('case-next'));
    expect(await screen.findByText("Choose the image stage with the patient's photos.")).toBeTruthy();
    await user.click(screen.getByTestId('case-back'));
    expect(await screen.findByRole('heading', { name: 'Basic info' })).toBeTruthy();
  });

  it('submits once: one outbox item in the patient group, the body of ZSubmitCaseRequest with refs', async () => {
    const user = userEvent.setup();
    // A stage created offline for this patient, still queued: the case names it by a ref.
    const stageItem = await enqueue(database, {
      id: '11111111-1111-4111-8111-111111111111',
      group: await groupFor(database, 'patient', '17'),
      label: { action: 'Add image stage', subject: 'Case photos' },
      entity: 'stage',
      entityKey: 'local:11111111-1111-4111-8111-111111111111',
      patientKey: '17',
      clinicId: 11,
      request: { service: 'emr', method: 'POST', path: '/v1/clinicImage/stage/add', body: { name: 'Case photos' } },
    });
    await saveDraft(
      database,
      validDraft({
        images: {
          stageKey: `local:${stageItem.id}`,
          stageName: 'Case photos',
          stageTime: validDraft().images.stageTime,
        },
      }),
    );
    renderWizard(database, '/confirmOrder?type=1&draft=draft-1');

    const submit = await screen.findByTestId('case-submit');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await user.click(submit);
    // The new stage has no photo yet: the doctor submits knowingly.
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit anyway' }));
    await screen.findByTestId('case-submit-waiting');

    const items = (await queued()).filter((item) => item.entity === 'case');
    expect(items).toHaveLength(1);
    const item = items[0] as RequestItem;
    expect(item.group).toBe(stageItem.group);
    expect(item.patientKey).toBe('17');
    expect(item.request).toMatchObject({ service: 'order', method: 'POST', path: CASE_PATHS.submit });
    expect(item.request.body).toEqual({
      clientId: item.id,
      caseData: {
        basic: {
          patientId: 17,
          doctorName: 'Dr. Ada Lin',
          doctorMobile: '13800000000',
          brand: 'cuspid-clear',
          series: 'comprehensive',
          arches: 'upper',
          chiefComplaint: 'Crowded front teeth',
          treatmentGoals: 'Align both arches',
        },
        images: { imageStageId: { $ref: stageItem.id, path: 'id' } },
        model: { kind: 'digital', upperModelId: 51, lowerModelId: null },
        diagnosis: expect.objectContaining({ angleClassLeft: 'Class1', extractionTeeth: [], unmovableTeeth: [] }),
        scheme: { treatmentMethods: ['IPR'], otherDescription: '' },
      },
    });
    await waitFor(async () => expect((await storedDraft('draft-1'))?.submittedItemId).toBe(item.id));
    // The form is locked while it waits; a second click adds nothing.
    expect(screen.getByTestId('case-submit')).toHaveProperty('disabled', true);
    expect((await queued()).filter((other) => other.entity === 'case')).toHaveLength(1);
  });

  it('opens the order once the server acknowledged the submit, and forgets the draft', async () => {
    await saveDraft(database, validDraft());
    const view = renderWizard(database, '/confirmOrder?type=1&draft=draft-1');
    const submit = await screen.findByTestId('case-submit');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await userEvent.setup().click(submit);
    await screen.findByTestId('case-submit-waiting');
    const [item] = (await queued()).filter((other) => other.entity === 'case');
    // Online, nothing claims it waits for a connection; once acknowledged, the toast says the manufacturer has it.
    expect(toastTexts()).toEqual([]);
    await acknowledge(database, item as RequestItem, { orderId: 88 });
    await waitFor(() => expect(view.location.history.at(-1)).toBe('/invisibleOrthodontic/88?orderType=1'));
    await waitFor(async () => expect(await storedDraft('draft-1')).toBeUndefined());
    await waitFor(() => expect(toastTexts()).toEqual(['Case submitted: the manufacturer has received it.']));
  });

  it('holds the submit, and says why, while the clinic may not order (company certification missing or refused)', async () => {
    await saveDraft(database, validDraft());
    renderWizard(database, '/confirmOrder?type=1&draft=draft-1', buildSession({ orgAuth: -1 }));
    expect(await screen.findByText(/company certification has been submitted and not refused/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Clinic certification' }).getAttribute('href')).toBe('/myCompany');
    expect(screen.getByTestId('case-submit')).toHaveProperty('disabled', true);
  });

  it('keeps a scan added from this device selected once it has synced (the draft still names it by its local id)', async () => {
    const clientId = '33333333-3333-4333-8333-333333333333';
    answerRecordReads({ models: [buildModel({ id: 52, fileName: 'synced-upper.stl', clientId })] });
    const base = validDraft();
    await saveDraft(
      database,
      validDraft({
        step: 'model',
        model: { ...base.model, upper: { key: localIdOf(clientId), fileName: 'synced-upper.stl', uploadId: null } },
      }),
    );
    renderWizard(database, '/confirmOrder?type=1&draft=draft-1');
    const upper = await screen.findByTestId('case-model-jaw-upper');
    const synced = await within(upper).findByRole('radio', { name: 'synced-upper.stl' });
    expect(synced).toHaveProperty('checked', true);
    expect(within(upper).getByRole('radio', { name: 'No model' })).toHaveProperty('checked', false);
    expect(within(upper).queryByText('Not synced yet')).toBeNull();
  });

  it("prints the patient's sex, birth date and age on the preview's prescription sheet", async () => {
    await saveDraft(
      database,
      validDraft({
        patient: { key: '17', name: 'Mei Zhang', phone: '13912345678', gender: 2, birthDate: '1990-05-01' },
      }),
    );
    renderWizard(database, '/confirmOrder?type=1&draft=draft-1');
    const sheet = await screen.findByRole('article', { name: 'Prescription sheet' });
    const valueOf = (term: string) => within(sheet).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(valueOf('Sex')).toBe('Female');
    expect(valueOf('Birth date')).toBe('1 May 1990');
    expect(Number(valueOf('Age'))).toBeGreaterThanOrEqual(35);
  });

  it('questions a both-arches case with one scan and a stage without photos, and submits only when the doctor confirms', async () => {
    answerRecordReads({ photos: [] });
    const base = validDraft();
    await saveDraft(database, validDraft({ basic: { ...base.basic, arches: 'both' } }));
    renderWizard(database, '/confirmOrder?type=1&draft=draft-1');
    const notice = await screen.findByTestId('case-preview-warnings');
    await waitFor(() => expect(within(notice).getAllByRole('listitem')).toHaveLength(2));
    expect(notice.textContent).toContain('Both arches are to be treated, but only the upper scan is attached.');
    expect(notice.textContent).toContain('The chosen image stage has no photos.');
    const user = userEvent.setup();
    const submit = screen.getByTestId('case-submit');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await user.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'Submit the case as it is?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((await queued()).filter((item) => item.entity === 'case')).toHaveLength(0);
    await user.click(submit);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit anyway' }));
    await screen.findByTestId('case-submit-waiting');
    expect((await queued()).filter((item) => item.entity === 'case')).toHaveLength(1);
  });

  it('asks nothing for a one-arch case whose stage has photos', async () => {
    await saveDraft(database, validDraft());
    renderWizard(database, '/confirmOrder?type=1&draft=draft-1');
    const submit = await screen.findByTestId('case-submit');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    expect(screen.queryByTestId('case-preview-warnings')).toBeNull();
  });

  it('offers the order a 60012 refusal names', async () => {
    await saveDraft(database, validDraft({ submittedItemId: '22222222-2222-4222-8222-222222222222' }));
    await database.outbox.add({
      id: '22222222-2222-4222-8222-222222222222',
      kind: 'request',
      group: 'patient:17',
      label: { action: 'Submit aligner case', subject: 'Mei Zhang' },
      entity: 'case',
      entityKey: 'local:22222222-2222-4222-8222-222222222222',
      state: 'attention',
      attempts: 1,
      nextAttemptAt: 0,
      createdAt: 1,
      error: {
        code: ErrorCode.alreadyOrdered,
        msg: 'This case has already become an order.',
        extra: { orderId: 77, orderType: 1 },
      },
      request: { service: 'order', method: 'POST', path: CASE_PATHS.submit, body: {} },
    });
    renderWizard(database, '/confirmOrder?type=1&draft=draft-1');
    const banner = await screen.findByTestId('case-submit-attention');
    expect(within(banner).getByText('This case has already become an order.')).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Open the order' }).getAttribute('href')).toBe(
      '/invisibleOrthodontic/77?orderType=1',
    );
  });

  it('resubmits a failed case with its order id and the status the user saw', async () => {
    const user = userEvent.setup();
    server.use(http.get(apiUrl('order', '/v1/case/detail/42'), () => success(buildCaseDetail({ status: 5 }))));
    renderWizard(database, '/confirmOrder?type=1&orderId=42');
    expect(await screen.findByRole('heading', { name: 'Resubmit case 42' })).toBeTruthy();
    for (const step of ['Image data', 'Model', 'Diagnostic design', 'Scheme design', 'Preview and submit']) {
      await user.click(screen.getByTestId('case-next'));
      expect(await screen.findByRole('heading', { name: step })).toBeTruthy();
    }
    const submit = screen.getByTestId('case-submit');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await user.click(submit);
    await screen.findByTestId('case-submit-waiting');
    const [item] = (await queued()).filter((other) => other.entity === 'case');
    expect(item?.entityKey).toBe('42');
    expect(item?.request.body).toMatchObject({ clientId: item?.id, orderId: 42, expectedStatus: 5 });
    expect((await storedDraft('order-42'))?.submittedItemId).toBe(item?.id);
  });
});
