import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { TReviewItem } from '../../../../domain/clinics/factory-review';
import { getToasts } from '../../../components/ui/toast/toast-store';
import { server } from '../../../testing/msw-server';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { apiUrl, buildSession, envelope } from '../../../testing/session-generators';
import { FactoryReviewPage } from './factory-review-page';

const file = (path: string) => ({ path, prefix: 'https://store.example/', url: `https://store.example/${path}` });

function buildItem(overrides: Partial<TReviewItem> = {}): TReviewItem {
  return {
    id: 7,
    kind: 'company',
    name: 'Smile Group',
    userId: 3,
    applicantPhone: '13800000001',
    clinicId: 31,
    titlePost: null,
    authStatus: 0,
    rejectReason: null,
    submittedAt: Date.UTC(2025, 3, 1, 9, 30),
    reviewedAt: null,
    files: { permitLicense: file('licence/p.png'), businessLicense: file('licence/b.png') },
    validities: {},
    ...overrides,
  };
}

const doctor = buildItem({
  id: 8,
  kind: 'doctor',
  name: 'Ada Lin',
  clinicId: null,
  titlePost: 'attending-physician',
  authStatus: 1,
  files: { idCardPath: file('id-image/card.jpg'), certPath: file('id-image/cert.jpg') },
});

function answerFactory(
  reviewAnswer: (body: unknown) => Response = () => HttpResponse.json(envelope({ authStatus: 1 })),
) {
  const lists: unknown[] = [];
  const reviews: unknown[] = [];
  server.use(
    http.post(apiUrl('tenant', '/factory/auth/list'), async ({ request }) => {
      const body = (await request.json()) as { kind: string };
      lists.push(body);
      const list = body.kind === 'doctor' ? [doctor] : [buildItem()];
      return HttpResponse.json(envelope({ list, total: list.length }));
    }),
    http.post(apiUrl('tenant', '/factory/auth/review'), async ({ request }) => {
      const body = await request.json();
      reviews.push(body);
      return reviewAnswer(body);
    }),
  );
  return { lists, reviews };
}

const factorySession = () => buildSession({ isFactory: true, factoryRole: 'reviewer', clinicId: null, clinicList: [] });

// The HTTP client decides about toasts from the page's own path.
afterEach(() => window.history.replaceState(null, '', '/'));

function renderFactory(session = factorySession()) {
  window.history.replaceState(null, '', '/userFactory');
  return renderSignedIn(<FactoryReviewPage />, { path: '/userFactory/reviews', session });
}

describe('/userFactory, authentication review', () => {
  it('lists pending companies first, and filters by kind and status', async () => {
    const user = userEvent.setup();
    const { lists } = answerFactory();
    renderFactory();
    const table = await screen.findByRole('table', { name: 'Company authentications' });
    expect(await within(table).findByText('Smile Group')).toBeTruthy();
    expect(lists[0]).toEqual({ kind: 'company', status: 'pending', pageIndex: 1, pageSize: 10 });

    await user.click(screen.getByRole('button', { name: 'Doctors' }));
    const doctors = await screen.findByRole('table', { name: 'Doctor authentications' });
    expect(await within(doctors).findByText('attending physician')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    await waitFor(() => expect(lists.at(-1)).toEqual({ kind: 'doctor', pageIndex: 1, pageSize: 10 }));
  });

  it('opens an item with its images through signed links, and approves it', async () => {
    const user = userEvent.setup();
    const { reviews } = answerFactory();
    renderFactory();
    await user.click(await screen.findByRole('button', { name: 'Open Smile Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Company authentication' });
    expect(within(dialog).getByText('13800000001')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['https://store.example/licence/p.png', 'https://store.example/licence/b.png']);

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(reviews).toEqual([{ kind: 'company', id: 7, approve: true }]);
    expect(screen.getByRole('status').textContent).toBe('Smile Group was approved.');
  });

  it('rejecting needs a reason, which is sent with the decision', async () => {
    const user = userEvent.setup();
    const { reviews } = answerFactory(() => HttpResponse.json(envelope({ authStatus: 3 })));
    renderFactory();
    await user.click(screen.getByRole('button', { name: 'Doctors' }));
    await user.click(await screen.findByRole('button', { name: 'Open Ada Lin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Doctor authentication' });
    expect(within(dialog).getByText('attending physician')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Please give a reason for the rejection.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Reason for a rejection').getAttribute('aria-invalid')).toBe('true');
    expect(reviews).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason for a rejection'), 'The certificate photo is blurred.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(reviews).toEqual([{ kind: 'doctor', id: 8, approve: false, reason: 'The certificate photo is blurred.' }]);
    expect(screen.getByRole('status').textContent).toBe('Ada Lin was rejected.');
  });

  it('shows a refusal inline, never as a toast, and keeps the reason typed', async () => {
    const user = userEvent.setup();
    answerFactory(() => HttpResponse.json(envelope(null, 43007, 'This has already been reviewed.'), { status: 400 }));
    renderFactory();
    await user.click(await screen.findByRole('button', { name: 'Open Smile Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Company authentication' });
    await user.type(within(dialog).getByLabelText('Reason for a rejection'), 'Expired licence');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This has already been reviewed.');
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Reason for a rejection').value).toBe('Expired licence');
    expect(getToasts()).toEqual([]);
  });

  it('says inline when the list cannot be loaded', async () => {
    server.use(http.post(apiUrl('tenant', '/factory/auth/list'), () => HttpResponse.error()));
    renderFactory();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/Network error/);
    expect(getToasts()).toEqual([]);
  });

  it("a factory admin grants the company's clinic VIP: the level, the days and why are sent; a reviewer has no such form", async () => {
    const user = userEvent.setup();
    answerFactory();
    const grants: unknown[] = [];
    server.use(
      http.post(apiUrl('tenant', '/factory/vip/list'), () => HttpResponse.json(envelope({ list: [] }))),
      http.post(apiUrl('tenant', '/factory/vip/grant'), async ({ request }) => {
        const body = (await request.json()) as { clinicId: number; levelName: string; days: number; note: string };
        grants.push(body);
        const startsAt = Date.UTC(2026, 0, 1);
        return HttpResponse.json(
          envelope({
            id: 1,
            clinicName: 'Smile Group',
            ...body,
            startsAt,
            endsAt: startsAt + body.days * 86_400_000,
            grantedAt: startsAt,
            grantedByName: 'Admin',
          }),
        );
      }),
    );
    const admin = renderFactory(
      buildSession({ isFactory: true, factoryRole: 'admin', clinicId: null, clinicList: [] }),
    );
    await user.click(await screen.findByRole('button', { name: 'Open Smile Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Company authentication' });
    expect(await within(dialog).findByText('No VIP has been granted to this clinic.')).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Days').value).toBe('99');
    await user.selectOptions(within(dialog).getByLabelText('VIP level'), 'diamond');
    await user.clear(within(dialog).getByLabelText('Days'));
    await user.type(within(dialog).getByLabelText('Days'), '365');
    await user.type(within(dialog).getByLabelText('Reason (contract, promotion)'), 'Annual contract');
    await user.click(within(dialog).getByRole('button', { name: 'Grant VIP' }));
    expect((await within(dialog).findByText(/^Diamond VIP granted until /)).textContent).toMatch(/2027/);
    expect(grants).toEqual([{ clinicId: 31, levelName: 'diamond', days: 365, note: 'Annual contract' }]);
    admin.unmount();

    renderFactory();
    await user.click(await screen.findByRole('button', { name: 'Open Smile Group' }));
    const reviewerDialog = await screen.findByRole('dialog', { name: 'Company authentication' });
    expect(within(reviewerDialog).queryByRole('form', { name: 'Grant VIP' })).toBeNull();
    expect(within(reviewerDialog).getByRole('button', { name: 'Approve' })).toBeTruthy();
  });
});
