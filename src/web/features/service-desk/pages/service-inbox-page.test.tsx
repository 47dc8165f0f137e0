import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TServiceMessage, TServiceRequest, TServiceThread } from '../../../../domain/service-desk/service-desk';
import { server } from '../../../testing/msw-server';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { apiUrl, buildSession, envelope } from '../../../testing/session-generators';
import { ServiceInboxPage } from './service-inbox-page';

const AT = Date.UTC(2026, 10, 26, 8, 0);
const thread = (userId: number, userName: string, awaitingReply: boolean): TServiceThread => ({
  userId,
  userName,
  userPhone: `1380000000${userId}`,
  clinicName: 'Bright Smile Dental',
  lastMessage: `Last from ${userName}`,
  lastMessageAt: AT,
  awaitingReply,
});
const message = (id: number, body: string, fromStaff: boolean): TServiceMessage => ({
  id,
  body,
  fromStaff,
  authorName: fromStaff ? 'Agent Liu' : 'Dr Zhou',
  createdAt: AT + id * 60_000,
});
const request = (id: number, kind: TServiceRequest['kind']): TServiceRequest => ({
  id,
  kind,
  userId: 5,
  userName: 'Dr Zhou',
  phone: '13800000005',
  clinicName: kind === 'account' ? 'Sunrise Dental' : null,
  contactName: kind === 'account' ? 'Ms Wang' : null,
  remark: kind === 'account' ? 'Two chairs' : '',
  agentUserId: null,
  createdAt: AT,
  handledAt: null,
});

function serveInbox() {
  const messages = [message(1, 'Where is my case?', false)];
  let requests = [request(7, 'account'), request(8, 'callback')];
  const replies: unknown[] = [];
  const handled: unknown[] = [];
  server.use(
    http.post(apiUrl('platform', '/v1/service-inbox/list'), () =>
      HttpResponse.json(envelope({ list: [thread(5, 'Dr Zhou', true), thread(6, 'Nurse Li', false)], total: 2 })),
    ),
    http.get(apiUrl('platform', '/v1/service-inbox/messages'), () =>
      HttpResponse.json(envelope({ list: [...messages].reverse(), earlier: null })),
    ),
    http.post(apiUrl('platform', '/v1/service-inbox/reply'), async ({ request: sent }) => {
      const body = (await sent.json()) as { userId: number; body: string };
      replies.push(body);
      messages.push(message(2, body.body, true));
      return HttpResponse.json(envelope(messages.at(-1)));
    }),
    http.post(apiUrl('platform', '/v1/service-inbox/requests'), () =>
      HttpResponse.json(envelope({ list: requests, total: requests.length })),
    ),
    http.post(apiUrl('platform', '/v1/service-inbox/requests/handle'), async ({ request: sent }) => {
      const body = (await sent.json()) as { id: number };
      handled.push(body);
      requests = requests.filter((open) => open.id !== body.id);
      return HttpResponse.json(envelope(null));
    }),
  );
  return { replies, handled };
}

describe('/userFactory/service, the factory’s service inbox', () => {
  it('answers a conversation waiting for a reply, and marks a request handled', async () => {
    const user = userEvent.setup();
    const { replies, handled } = serveInbox();
    renderSignedIn(<ServiceInboxPage />, {
      path: '/userFactory/service',
      session: buildSession({ isFactory: true, clinicId: null, clinicList: [] }),
    });
    const conversations = await screen.findByRole('region', { name: 'Conversations' });
    const waiting = await within(conversations).findByRole('button', { name: /Dr Zhou/ });
    expect(within(waiting).getByText('Waiting for an answer')).toBeTruthy();
    expect(within(conversations).getByRole('button', { name: /Nurse Li/ }).textContent).not.toContain('Waiting');

    await user.click(waiting);
    const conversation = screen.getByRole('region', { name: 'Conversation' });
    expect(await within(conversation).findByText('Where is my case?')).toBeTruthy();
    await user.type(within(conversation).getByRole('textbox', { name: 'Message' }), 'It ships tomorrow.');
    await user.click(within(conversation).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(replies).toEqual([{ userId: 5, body: 'It ships tomorrow.' }]));
    expect(await within(conversation).findByText('It ships tomorrow.')).toBeTruthy();

    const requests = screen.getByRole('region', { name: 'Account applications and call-back requests' });
    expect(await within(requests).findByText(/Account for a clinic · Dr Zhou/)).toBeTruthy();
    expect(within(requests).getByText('Sunrise Dental · Ms Wang · Two chairs')).toBeTruthy();
    expect(within(requests).getByText(/Call back · Dr Zhou/)).toBeTruthy();
    await user.click(within(requests).getAllByRole('button', { name: 'Mark handled' })[0]!);
    await waitFor(() => expect(handled).toEqual([{ id: 7 }]));
    await waitFor(() => expect(within(requests).queryByText(/Account for a clinic/)).toBeNull());
    expect(within(requests).getByText(/Call back · Dr Zhou/)).toBeTruthy();
  });
});
