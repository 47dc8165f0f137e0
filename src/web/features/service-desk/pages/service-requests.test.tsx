import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../../../domain/services';
import { server } from '../../../testing/msw-server';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { apiUrl, buildSession, envelope } from '../../../testing/session-generators';
import { ServiceChatPage } from './service-chat-page';

type Sent = { query: Record<string, string>; body: unknown; key: string | null };

/** An answer the test releases by hand, so it can look at the form while the request is on its way. */
function gate() {
  let release: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { opened, release };
}

const left = envelope({ requestId: 5, createdAt: Date.UTC(2026, 10, 26) }, 200, 'Submitted successfully.');
const tooMany = {
  code: 43103,
  msg: 'Your earlier requests are still open: the service desk will contact you.',
  data: null,
};

/** The page with the chat off (the requests do not depend on it), answering the given request path. */
function renderPage(service: string, path: string, answer: (sent: Sent) => Promise<Response> | Response) {
  const sent: Sent[] = [];
  server.use(
    http.get(apiUrl('platform', '/v1/service-contacts'), () =>
      HttpResponse.json(envelope({ email: 'help@lab.example', phone: '+7 495 000 00 00', chat: 'none' })),
    ),
    // Asked for before the contacts say the chat is off.
    http.get(apiUrl('platform', '/v1/service-chat/messages'), () =>
      HttpResponse.json(envelope({ list: [], earlier: null })),
    ),
    http.post(apiUrl(service, path), async ({ request }) => {
      const text = await request.text();
      const entry: Sent = {
        query: Object.fromEntries(new URL(request.url).searchParams),
        body: text ? JSON.parse(text) : undefined,
        key: request.headers.get(IDEMPOTENCY_HEADER),
      };
      sent.push(entry);
      return answer(entry);
    }),
  );
  renderSignedIn(<ServiceChatPage />, { path: '/serviceChat', session: buildSession({ phone: '13912345678' }) });
  return sent;
}

const callbackForm = () => screen.findByRole('form', { name: 'Ask us to call you back' });
const accountForm = () => screen.findByRole('form', { name: 'Ask for an account for a clinic' });

describe('/serviceChat: ask us to call you back', () => {
  it('sends the session’s phone once and says so only after the server answered', async () => {
    const user = userEvent.setup();
    const answer = gate();
    const sent = renderPage('tenant', '/account/contact-with-mmm', async () => {
      await answer.opened;
      return HttpResponse.json(left);
    });
    const form = within(await callbackForm());
    const phone = form.getByRole('textbox', { name: /Phone to call/ }) as HTMLInputElement;
    expect(phone.value).toBe('13912345678');

    await user.click(form.getByRole('button', { name: 'Call me back' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await user.click(form.getByRole('button', { name: 'Sending…' }));
    expect(form.queryByText(/will call you back/)).toBeNull();

    answer.release();
    expect(await form.findByText('Thank you. The service desk will call you back on 13912345678.')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.query).toEqual({ phone: '13912345678' });
    expect(sent[0]?.key).toMatch(/.+/);
  });

  it('refuses a bad phone without sending, and keeps it', async () => {
    const user = userEvent.setup();
    const sent = renderPage('tenant', '/account/contact-with-mmm', () => HttpResponse.json(left));
    const form = within(await callbackForm());
    const phone = form.getByRole('textbox', { name: /Phone to call/ }) as HTMLInputElement;
    await user.clear(phone);
    await user.type(phone, '1391234');
    await user.click(form.getByRole('button', { name: 'Call me back' }));
    expect(await form.findByText('Enter an 11-digit mobile number starting with 1.')).toBeTruthy();
    expect(phone.value).toBe('1391234');
    expect(sent).toEqual([]);
  });

  it('shows the server’s refusal in the form and keeps the typed phone; sent again unchanged, it reuses its key', async () => {
    const user = userEvent.setup();
    const sent = renderPage('tenant', '/account/contact-with-mmm', () => HttpResponse.json(tooMany, { status: 400 }));
    const form = within(await callbackForm());
    const phone = form.getByRole('textbox', { name: /Phone to call/ }) as HTMLInputElement;
    await user.clear(phone);
    await user.type(phone, '13800001111');
    await user.click(form.getByRole('button', { name: 'Call me back' }));
    expect(await form.findByText(tooMany.msg)).toBeTruthy();
    expect(phone.value).toBe('13800001111');
    expect(form.queryByText(/will call you back/)).toBeNull();

    await user.click(form.getByRole('button', { name: 'Call me back' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((entry) => entry.query)).toEqual([{ phone: '13800001111' }, { phone: '13800001111' }]);
    expect(sent[1]?.key).toBe(sent[0]?.key);
  });
});

describe('/serviceChat: ask for an account for a clinic', () => {
  async function fill(
    form: ReturnType<typeof within>,
    user: ReturnType<typeof userEvent.setup>,
    values: Record<string, string>,
  ) {
    for (const [label, value] of Object.entries(values))
      await user.type(form.getByRole('textbox', { name: new RegExp(label) }), value);
  }

  it('sends the four fields once and says so only after the server answered', async () => {
    const user = userEvent.setup();
    const answer = gate();
    const sent = renderPage('user', '/v1/account/apply', async () => {
      await answer.opened;
      return HttpResponse.json(left);
    });
    const form = within(await accountForm());
    await fill(form, user, {
      'Clinic name': 'Riverside Dental',
      'Contact name': 'Dr Ma',
      'Contact phone': '13912345678',
      Remark: 'Two chairs',
    });
    await user.click(form.getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await user.click(form.getByRole('button', { name: 'Sending…' }));
    expect(form.queryByText(/will contact/)).toBeNull();

    answer.release();
    expect(
      await form.findByText('Thank you. The service desk will contact Dr Ma about an account for Riverside Dental.'),
    ).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      clinicName: 'Riverside Dental',
      contactName: 'Dr Ma',
      phone: '13912345678',
      remark: 'Two chairs',
    });
    expect(sent[0]?.key).toMatch(/.+/);
    expect((form.getByRole('textbox', { name: /Clinic name/ }) as HTMLInputElement).value).toBe('');
  });

  it('refuses missing and bad fields with the contract’s messages without sending', async () => {
    const user = userEvent.setup();
    const sent = renderPage('user', '/v1/account/apply', () => HttpResponse.json(left));
    const form = within(await accountForm());
    await fill(form, user, { 'Contact phone': '12345' });
    await user.click(form.getByRole('button', { name: 'Send the request' }));
    expect(await form.findByText('Enter an 11-digit mobile number starting with 1.')).toBeTruthy();
    expect(form.getAllByText('This field is required.')).toHaveLength(2);
    expect(document.activeElement).toBe(form.getByRole('textbox', { name: /Clinic name/ }));
    expect(sent).toEqual([]);
  });

  it('shows the server’s refusal, on its field or in the form, and keeps everything typed', async () => {
    const user = userEvent.setup();
    let answer: Response = HttpResponse.json(tooMany, { status: 400 });
    const sent = renderPage('user', '/v1/account/apply', () => answer);
    const form = within(await accountForm());
    const typed = {
      'Clinic name': 'Riverside Dental',
      'Contact name': 'Dr Ma',
      'Contact phone': '13912345678',
      Remark: 'Two chairs',
    };
    await fill(form, user, typed);
    await user.click(form.getByRole('button', { name: 'Send the request' }));
    expect(await form.findByText(tooMany.msg)).toBeTruthy();
    for (const [label, value] of Object.entries(typed)) {
      expect((form.getByRole('textbox', { name: new RegExp(label) }) as HTMLInputElement).value).toBe(value);
    }

    answer = HttpResponse.json(
      {
        code: 400,
        msg: 'The request is not valid.',
        data: { fields: [{ path: 'clinicName', message: 'Too long (server).' }] },
      },
      { status: 400 },
    );
    await user.click(form.getByRole('button', { name: 'Send the request' }));
    expect(await form.findByText('Too long (server).')).toBeTruthy();
    expect(form.queryByText(tooMany.msg)).toBeNull();
    expect(sent).toHaveLength(2);
    expect((form.getByRole('textbox', { name: /Clinic name/ }) as HTMLInputElement).value).toBe('Riverside Dental');
  });
});
