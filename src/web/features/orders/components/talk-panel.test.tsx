import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TComment } from '../../../../domain/orders/comments';
import type { TMemo } from '../../../../domain/orders/memos';
import type { UserDatabase } from '../../../lib/offline/db';
import type { DoneItem, RequestItem } from '../../../lib/offline/outbox';
import { server } from '../../../testing/msw-server';
import { KEYSET_PAGE_MAX } from '../../../../domain/paging/keyset';
import { keysetPage, keysetQueryOf } from '../../../testing/keyset-pages';
import { apiUrl } from '../../../testing/session-generators';
import {
  buildDetail,
  createTestDatabase,
  disposeTestDatabase,
  failure,
  postRecorder,
  renderDetail,
  serveDetail,
  stubOutbox,
  success,
  T0,
} from '../testing/detail-api';

vi.mock('../../../components/model-viewer/lazy', () => ({ LazyStagedModelViewer: () => null, LazyModelViewer: () => null }));

let database: UserDatabase;
beforeEach(() => {
  database = createTestDatabase();
});
afterEach(async () => {
  await disposeTestDatabase(database);
});

const memo = (overrides: Partial<TMemo> = {}): TMemo => ({
  id: 1,
  orderId: 42,
  text: 'Check the attachments at the next visit',
  createdAt: T0,
  updatedAt: T0,
  ...overrides,
});

/** The memo list as the server keeps it: only the caller's own; `listed` records which orders were asked for. */
function memoServer(initial: TMemo[]) {
  let memos = [...initial];
  const listed: string[] = [];
  server.use(
    http.get(apiUrl('order', '/v1/case/memo/list/:orderId'), ({ params, request }) => {
      listed.push(String(params.orderId));
      return success(keysetPage(memos, keysetQueryOf(request.url)));
    }),
  );
  return {
    listed,
    set: (next: TMemo[]) => {
      memos = next;
    },
  };
}

const memosTab = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('tab', { name: 'My memos' }));
  return screen.getByRole('tabpanel', { name: 'My memos' });
};

describe('memos: notes only their author sees', () => {
  it('lists the memos the server gives the caller, and adds, edits and deletes them', async () => {
    const user = userEvent.setup();
    serveDetail([buildDetail()]);
    const memos = memoServer([memo()]);
    const add = postRecorder('/v1/case/memo/add', () => success({ id: 2 }));
    const update = postRecorder('/v1/case/memo/update', () => success(null));
    const remove = postRecorder('/v1/case/memo/delete', () => success(null));
    server.use(add.handler, update.handler, remove.handler);
    renderDetail(database);
    const panel = await memosTab(user);
    expect(within(panel).getByText('Only you can see your memos.')).toBeTruthy();
    expect(await within(panel).findByText('Check the attachments at the next visit')).toBeTruthy();
    expect(memos.listed).toContain('42');

    memos.set([memo(), memo({ id: 2, text: 'Call the patient' })]);
    await user.type(within(panel).getByRole('textbox', { name: 'New memo' }), 'Call the patient');
    await user.click(within(panel).getByRole('button', { name: 'Add memo' }));
    expect(await within(panel).findByText('Call the patient')).toBeTruthy();
    expect(add.bodies).toEqual([{ clientId: expect.any(String), orderId: 42, text: 'Call the patient' }]);
    expect((within(panel).getByRole('textbox', { name: 'New memo' }) as HTMLTextAreaElement).value).toBe('');

    const memoWith = (text: string) =>
      within(panel)
        .getAllByTestId('memo')
        .find((entry) => entry.textContent?.includes(text))!;
    // Newest first, as the server answers.
    expect(within(panel).getAllByTestId('memo')[0]!.textContent).toContain('Call the patient');
    const first = memoWith('Check the attachments at the next visit');
    await user.click(within(first).getByRole('button', { name: 'Edit' }));
    const edit = within(first).getByRole('textbox', { name: 'Edit the memo' });
    await user.clear(edit);
    await user.type(edit, 'Check attachments on 13');
    memos.set([memo({ text: 'Check attachments on 13' }), memo({ id: 2, text: 'Call the patient' })]);
    await user.click(within(first).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Check attachments on 13')).toBeTruthy();
    // With the text the editor opened on: one changed meanwhile in another tab is a conflict (issue 17, item 3).
    expect(update.bodies).toEqual([
      { id: 1, text: 'Check attachments on 13', base: { text: 'Check the attachments at the next visit' } },
    ]);

    await user.click(within(memoWith('Call the patient')).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove.bodies).toEqual([{ id: 2 }]));
  });

  it('shows the newest page of memos, and the earlier ones on demand', async () => {
    const user = userEvent.setup();
    serveDetail([buildDetail()]);
    const total = KEYSET_PAGE_MAX + 1;
    memoServer(Array.from({ length: total }, (_, i) => memo({ id: i + 1, text: `Memo ${i + 1}` })));
    renderDetail(database);
    const panel = await memosTab(user);
    expect(await within(panel).findByText(`Memo ${total}`)).toBeTruthy();
    expect(within(panel).getAllByTestId('memo')).toHaveLength(KEYSET_PAGE_MAX);
    expect(within(panel).queryByText('Memo 1')).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Show earlier memos' }));
    expect(await within(panel).findByText('Memo 1')).toBeTruthy();
    expect(within(panel).getAllByTestId('memo')).toHaveLength(total);
    expect(within(panel).queryByRole('button', { name: 'Show earlier memos' })).toBeNull();
  });

  it('a memo changed meanwhile in another tab: the conflict shows, the typed text stays, Save again sends it', async () => {
    const user = userEvent.setup();
    serveDetail([buildDetail()]);
    memoServer([memo()]);
    const conflict = 'Someone else changed memo text while you were editing.';
    const update = postRecorder('/v1/case/memo/update', (body) =>
      'base' in body ? failure(409, conflict, 409, { conflicts: ['text'] }) : success(null),
    );
    server.use(update.handler);
    renderDetail(database);
    const panel = await memosTab(user);
    const entry = within(panel).getAllByTestId('memo')[0]!;
    await user.click(within(entry).getByRole('button', { name: 'Edit' }));
    const edit = within(entry).getByRole('textbox', { name: 'Edit the memo' }) as HTMLTextAreaElement;
    await user.clear(edit);
    await user.type(edit, 'Check the midline');
    await user.click(within(entry).getByRole('button', { name: 'Save' }));
    expect(await within(entry).findByText(conflict)).toBeTruthy();
    expect(edit.value).toBe('Check the midline');

    await user.click(within(entry).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update.bodies).toHaveLength(2));
    expect(update.bodies[1]).toEqual({ id: 1, text: 'Check the midline' });
  });

  it('keeps the typed memo when the server refuses it, with its message', async () => {
    const user = userEvent.setup();
    serveDetail([buildDetail()]);
    memoServer([]);
    server.use(http.post(apiUrl('order', '/v1/case/memo/add'), () => failure(45010, 'This memo was not found.', 404)));
    renderDetail(database);
    const panel = await memosTab(user);
    const field = within(panel).getByRole('textbox', { name: 'New memo' }) as HTMLTextAreaElement;
    await user.type(field, 'Remember the elastics');
    await user.click(within(panel).getByRole('button', { name: 'Add memo' }));
    expect(await within(panel).findByText('This memo was not found.')).toBeTruthy();
    expect(field.value).toBe('Remember the elastics');
  });
});

describe('comments between the clinic and the factory', () => {
  const factoryComment: TComment = {
    id: 5,
    orderId: 42,
    authorName: 'Factory Design',
    authorSide: 'factory',
    text: 'Please confirm the midline.',
    images: [{ key: 'photo/m', name: 'midline.jpg', url: 'https://files.test/midline.jpg' }],
    createdAt: T0,
  };

  it('shows the newest page of a long conversation and loads the earlier ones on demand, in reading order', async () => {
    const user = userEvent.setup();
    serveDetail([buildDetail()]);
    const all = Array.from({ length: 5 }, (_, i) => ({ ...factoryComment, id: i + 1, text: `Comment ${i + 1}` }));
    const asked: (string | null)[] = [];
    // Pages of two, newest first: [4, 5], then [2, 3] before 4, then [1] before 2.
    server.use(
      http.get(apiUrl('order', '/v1/case/comment/list/:orderId'), ({ request }) => {
        const before = new URL(request.url).searchParams.get('before');
        asked.push(before);
        const older = all.filter((c) => before === null || c.id < Number(before));
        const list = older.slice(-2);
        return success({ list, earlier: older.length > 2 ? list[0]!.id : null });
      }),
    );
    renderDetail(database, { outbox: stubOutbox() });
    const list = await screen.findByRole('list', { name: 'Comments' });
    await within(list).findByText('Comment 5');
    const texts = () => within(list).getAllByText(/^Comment \d$/).map((node) => node.textContent);
    expect(texts()).toEqual(['Comment 4', 'Comment 5']);

    await user.click(screen.getByRole('button', { name: 'Show earlier comments' }));
    await within(list).findByText('Comment 2');
    expect(texts()).toEqual(['Comment 2', 'Comment 3', 'Comment 4', 'Comment 5']);
    await user.click(screen.getByRole('button', { name: 'Show earlier comments' }));
    await within(list).findByText('Comment 1');
    expect(texts()).toEqual(['Comment 1', 'Comment 2', 'Comment 3', 'Comment 4', 'Comment 5']);
    expect(screen.queryByRole('button', { name: 'Show earlier comments' })).toBeNull();
    expect(asked).toEqual([null, '4', '2']);
  });

  it('keeps a comment being typed on the device: a reload finds it, sending clears it', async () => {
    const user = userEvent.setup();
    serveDetail([buildDetail()]);
    server.use(http.get(apiUrl('order', '/v1/case/comment/list/:orderId'), () => success({ list: [], earlier: null })));
    const first = renderDetail(database, { outbox: stubOutbox() });
    await user.type(await screen.findByRole('textbox', { name: 'Comment to the factory' }), 'Upper left 3 feels loose');
    await waitFor(
      async () => expect((await database.drafts.get('case-comment:42'))?.value).toBe('Upper left 3 feels loose'),
      {
        timeout: 3000,
      },
    );
    first.unmount();

    renderDetail(database, { outbox: stubOutbox() });
    const field = (await screen.findByRole('textbox', { name: 'Comment to the factory' })) as HTMLTextAreaElement;
    await waitFor(() => expect(field.value).toBe('Upper left 3 feels loose'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(field.value).toBe(''));
    await waitFor(async () => expect(await database.drafts.get('case-comment:42')).toBeUndefined());
  });

  it('shows the comments with author, side and images, and sends a new one through the outbox', async () => {
    const user = userEvent.setup();
    serveDetail([buildDetail()]);
    let comments = [factoryComment];
    server.use(
      http.get(apiUrl('order', '/v1/case/comment/list/:orderId'), () => success({ list: comments, earlier: null })),
    );
    const outbox = stubOutbox();
    renderDetail(database, { outbox });
    const list = await screen.findByRole('list', { name: 'Comments' });
    expect(await within(list).findByText('Please confirm the midline.')).toBeTruthy();
    expect(within(list).getByText('Factory Design (Factory)', { exact: false })).toBeTruthy();
    expect(within(list).getByRole('img', { name: 'midline.jpg' })).toBeTruthy();

    const field = screen.getByRole('textbox', { name: 'Comment to the factory' }) as HTMLTextAreaElement;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Write a comment or add an image.')).toBeTruthy();

    await user.type(field, 'Midline is fine.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(list).findByTestId('queued-comment')).toBeTruthy();
    expect(field.value).toBe('');
    const [item] = (await database.outbox.toArray()) as RequestItem[];
    expect(item).toMatchObject({
      entity: 'case',
      entityKey: '42',
      group: 'case:42',
      request: {
        service: 'order',
        path: '/v1/case/comment/add',
        body: { clientId: item!.id, orderId: 42, text: 'Midline is fine.', images: [] },
      },
    });

    // The drainer delivers it: the list is fetched again and holds it.
    comments = [
      factoryComment,
      {
        ...factoryComment,
        id: 6,
        authorName: 'Dr. Ada Lin',
        authorSide: 'clinic',
        text: 'Midline is fine.',
        images: [],
      },
    ];
    await database.outbox.clear();
    outbox.acknowledge({ ...item, data: { id: 6 } } as unknown as DoneItem);
    await waitFor(() => expect(within(list).queryByTestId('queued-comment')).toBeNull());
    expect(await within(list).findByText('Dr. Ada Lin (Clinic)', { exact: false })).toBeTruthy();
  });
});
