import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey, type TWebSession } from '../../../lib/session/session-store';
import { answerObjectStore, pngFile } from '../../../lib/upload/testing/object-store';
import { server } from '../../../testing/msw-server';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { apiUrl, buildClinic, buildSession } from '../../../testing/session-generators';
import { ok, recordPost, refused } from '../testing/clinic-api';
import { CreateChainPage, CreateCompanyPage } from './create-company-page';

const withoutClinic = () => buildSession({ clinicId: null, clinicList: [] });
const chainCreated = {
  companyId: 31,
  isChain: true,
  clinics: [
    { clinicId: 31, name: 'Smile Group', isMain: true },
    { clinicId: 32, name: 'East', isMain: false },
    { clinicId: 33, name: 'West', isMain: false },
  ],
};

/** The create route, recording each body with its idempotency key. */
function answerCreate(answer: () => Response) {
  const calls: { body: unknown; idempotencyKey: string | null }[] = [];
  server.use(
    http.post(apiUrl('tenant', '/v1/company/create'), async ({ request }) => {
      calls.push({ body: await request.json(), idempotencyKey: request.headers.get('idempotency-key') });
      return answer();
    }),
  );
  return calls;
}

const form = () => screen.getByRole('form', { name: 'Create a chain' });
const submit = () => within(form()).getByRole('button', { name: 'Submit for review' });

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

// Each flow types and uploads through the whole form; on a loaded machine that passes the default 5 s ceiling.
const FORM_FLOW_TIMEOUT_MS = 20_000;

describe('/createCompanys, a chain', { timeout: FORM_FLOW_TIMEOUT_MS }, () => {
  it('takes branches (added and removed) and both licences, then submits the keys and moves into the new clinic', async () => {
    const user = userEvent.setup();
    const store = answerObjectStore();
    const calls = answerCreate(() => ok(chainCreated, 'Submitted successfully.'));
    const newSession: TWebSession = buildSession({
      clinicId: 31,
      clinicList: [
        buildClinic({ clinicId: 31, clinicName: 'Smile Group', isCompany: true, isChain: true, isAdmin: true }),
      ],
    });
    recordPost('tenant', '/account/info', () => ok(newSession));
    const { location, queryClient } = renderSignedIn(<CreateChainPage />, {
      path: '/createCompanys',
      session: withoutClinic(),
    });

    await user.type(screen.getByLabelText('Company name'), 'Smile Group');
    await user.type(screen.getByLabelText('Branch 1 name'), 'East');
    await user.click(screen.getByRole('button', { name: 'Add a branch' }));
    await user.type(screen.getByLabelText('Branch 2 name'), 'West');
    await user.click(screen.getByRole('button', { name: 'Add a branch' }));
    await user.type(screen.getByLabelText('Branch 3 name'), 'Old town');
    await user.click(screen.getByRole('button', { name: 'Remove branch 3' }));
    expect(screen.queryByLabelText('Branch 3 name')).toBeNull();

    await user.upload(screen.getByLabelText('Medical institution practising licence'), pngFile('permit.png'));
    await user.upload(screen.getByLabelText('Business licence'), pngFile('business.png'));
    await waitFor(() => expect(store.completed).toHaveLength(2));
    await user.click(submit());

    await waitFor(() => expect(location.history.at(-1)).toBe('/authStatus?type=company'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      companyName: 'Smile Group',
      isChain: true,
      branches: ['East', 'West'],
      permitLicense: 'licence/1-permit.png',
      businessLicense: 'licence/2-business.png',
      permitValidity: null,
      businessValidity: null,
    });
    expect(calls[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(queryClient.getQueryData<TWebSession>(sessionQueryKey)?.clinicId).toBe(31);
    expect(window.sessionStorage.getItem('cuspid.draft.company.chain.7')).toBeNull();
    expect(await screen.findByText('Submitted successfully.')).toBeTruthy();
  });

  it('checks the form with the shared schema before sending anything', async () => {
    const user = userEvent.setup();
    renderSignedIn(<CreateChainPage />, { path: '/createCompanys', session: withoutClinic() });
    await user.click(submit());

    expect(screen.getByLabelText('Company name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Branch 1 name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Medical institution practising licence').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Business licence').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('This field is required.')).toHaveLength(4);
    expect(screen.queryByText('Each clinic of the chain needs its own name.')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Company name')));

    await user.type(screen.getByLabelText('Company name'), 'Smile');
    await user.type(screen.getByLabelText('Branch 1 name'), 'smile');
    await user.click(submit());
    expect(screen.getByText('Each clinic of the chain needs its own name.').getAttribute('role')).toBe('alert');
  });

  it('keeps the draft, uploads included, across a reload; a refusal keeps everything typed', async () => {
    const user = userEvent.setup();
    answerObjectStore();
    const calls = answerCreate(() => refused(43006, 'The uploaded file was not found. Please upload it again.'));
    const first = renderSignedIn(<CreateChainPage />, { path: '/createCompanys', session: withoutClinic() });
    await user.type(screen.getByLabelText('Company name'), 'Smile Group');
    await user.type(screen.getByLabelText('Branch 1 name'), 'East');
    await user.upload(screen.getByLabelText('Medical institution practising licence'), pngFile('permit.png'));
    await screen.findByText('permit.png');
    await waitFor(() => expect(screen.getAllByText('Uploaded')).toHaveLength(1));
    first.unmount();

    renderSignedIn(<CreateChainPage />, { path: '/createCompanys', session: withoutClinic() });
    expect(screen.getByLabelText<HTMLInputElement>('Company name').value).toBe('Smile Group');
    expect(screen.getByLabelText<HTMLInputElement>('Branch 1 name').value).toBe('East');
    expect(screen.getByText('permit.png')).toBeTruthy();

    await user.upload(screen.getByLabelText('Business licence'), pngFile('business.png'));
    await waitFor(() => expect(screen.getAllByText('Uploaded')).toHaveLength(2));
    await user.click(submit());
    expect((await screen.findByText(/The uploaded file was not found/)).closest('[role="alert"]')).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(screen.getByLabelText<HTMLInputElement>('Company name').value).toBe('Smile Group');
    expect(screen.getByLabelText<HTMLInputElement>('Branch 1 name').value).toBe('East');
    expect(screen.getByRole('group', { name: 'Branches' })).toBeTruthy();
  });
});

describe('/createCompany, a single company', { timeout: FORM_FLOW_TIMEOUT_MS }, () => {
  it('has no branches and sends isChain false', async () => {
    const user = userEvent.setup();
    answerObjectStore();
    const calls = answerCreate(() => ok({ companyId: 40, isChain: false, clinics: [] }, 'Submitted successfully.'));
    recordPost('tenant', '/account/info', () => ok(buildSession()));
    const { location } = renderSignedIn(<CreateCompanyPage />, { path: '/createCompany' });
    expect(screen.queryByRole('group', { name: 'Branches' })).toBeNull();
    await user.type(screen.getByLabelText('Company name'), 'Bright Teeth');
    await user.upload(screen.getByLabelText('Medical institution practising licence'), pngFile('permit.png'));
    await user.upload(screen.getByLabelText('Business licence'), pngFile('business.png'));
    await waitFor(() => expect(screen.getAllByText('Uploaded')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/authStatus?type=company'));
    expect(calls[0]?.body).toMatchObject({ companyName: 'Bright Teeth', isChain: false, branches: [] });
  });

  it('sends the validity printed on each licence; a half-filled or reversed period is refused on its field', async () => {
    const user = userEvent.setup();
    answerObjectStore();
    const calls = answerCreate(() => ok({ companyId: 40, isChain: false, clinics: [] }, 'Submitted successfully.'));
    recordPost('tenant', '/account/info', () => ok(buildSession()));
    const { location } = renderSignedIn(<CreateCompanyPage />, { path: '/createCompany' });
    await user.type(screen.getByLabelText('Company name'), 'Bright Teeth');
    await user.upload(screen.getByLabelText('Medical institution practising licence'), pngFile('permit.png'));
    await user.upload(screen.getByLabelText('Business licence'), pngFile('business.png'));
    await waitFor(() => expect(screen.getAllByText('Uploaded')).toHaveLength(2));
    const permit = screen.getByRole('group', { name: 'Validity of the practising licence' });
    const business = screen.getByRole('group', { name: 'Validity of the business licence' });
    await user.type(within(permit).getByLabelText('Valid from'), '2026-01-02');
    await user.type(within(permit).getByLabelText('Valid until'), '2026-01-01');
    await user.type(within(business).getByLabelText('Valid from'), '2020-05-01');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(within(permit).getByLabelText('Valid until').getAttribute('aria-invalid')).toBe('true');
    expect(within(permit).getByText('The start date must not be after the end date.')).toBeTruthy();
    expect(within(business).getByLabelText('Valid until').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);

    await user.clear(within(permit).getByLabelText('Valid until'));
    await user.type(within(permit).getByLabelText('Valid until'), '2030-12-31');
    await user.clear(within(business).getByLabelText('Valid from'));
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/authStatus?type=company'));
    expect(calls[0]?.body).toMatchObject({
      permitValidity: { validFrom: '2026-01-02', validTo: '2030-12-31' },
      businessValidity: null,
    });
  });
});
