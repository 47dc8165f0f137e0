import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TServiceContacts, TServiceMessage } from '../../../../domain/service-desk/service-desk';
import { server } from '../../../testing/msw-server';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { apiUrl, envelope } from '../../../testing/session-generators';
import { ServiceChatPage } from './service-chat-page';

const message = (id: number, body: string, fromStaff: boolean): TServiceMessage => ({
  id,
  body,
  fromStaff,
  authorName: fromStaff ? 'Agent Liu' : 'Dr Zhou',
  createdAt: Date.UTC(2026, 10, 26, 8, id),
});

function contacts(chat: TServiceContacts['chat']) {
  return http.get(apiUrl('platform', '/v1/service-contacts'), () =>
    HttpResponse.json(envelope({ email: 'help@lab.example', phone: '+7 495 000 00 00', chat })),
  );
}

describe('/serviceChat', () => {

  it('shows the configured contacts and the conversation oldest first, and sends a message', async () => {
    const user = userEvent.setup();
    const messages = [message(2, 'In design, ready tomorrow.', true), message(1, 'Where is my case?', false)];
    const sent: unknown[] = [];
    server.use(
      contacts('local'),
      http.get(apiUrl('platform', '/v1/service-chat/messages'), () => HttpResponse.json(envelope({ list: messages, earlier: null }))),
      http.post(apiUrl('platform', '/v1/service-chat/send'), async ({ request }) => {
        const body = (await request.json()) as { body: string };
        sent.push(body);
        messages.unshift(message(3, body.body, false));
        return HttpResponse.json(envelope(messages[0]));
      }),
    );
    renderSignedIn(<ServiceChatPage />, { path: '/serviceChat' });
    expect(await screen.findByRole('link', { name: 'help@lab.example' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '+7 495 000 00 00' }).getAttribute('href')).toBe('tel:+74950000000');
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Where is my case?'),
      expect.stringContaining('In design, ready tomorrow.'),
    ]);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Thank you');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toEqual([{ body: 'Thank you' }]));
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe(''));
    expect(await screen.findByText('Thank you')).toBeTruthy();
  });

  it('a refused message stays in the box with the server’s reason', async () => {
    const user = userEvent.setup();
    server.use(
      contacts('local'),
      http.get(apiUrl('platform', '/v1/service-chat/messages'), () => HttpResponse.json(envelope({ list: [], earlier: null }))),
      http.post(apiUrl('platform', '/v1/service-chat/send'), () =>
        HttpResponse.json({ code: 43101, msg: 'The online chat is not offered. Please write or call the service desk.', data: null }, { status: 400 }),
      ),
    );
    renderSignedIn(<ServiceChatPage />, { path: '/serviceChat' });
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The online chat is not offered. Please write or call the service desk.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('Hello?');
  });

  it('with the chat off, offers the contacts only', async () => {
    server.use(contacts('none'));
    renderSignedIn(<ServiceChatPage />, { path: '/serviceChat' });
    expect(await screen.findByText('The online chat is not offered. Please write or call the service desk.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });
});
