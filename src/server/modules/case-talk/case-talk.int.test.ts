import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casePath } from '../../../domain/orders/paths';
import { COMMENT_PAGE_MAX, type TCommentPage, COMMENT_PATHS } from '../../../domain/orders/comments';
import { type TMemo, type TMemoPage, MEMO_PATHS } from '../../../domain/orders/memos';
import { binaryStl } from '../../storage/testing';
import { expectKeysetEdges } from '../../testing/keyset-edges';
import { addMember, createUser, sessionHeaders } from '../../testing/fixtures';
import { DATABASE_KINDS } from '../../testing/test-database';
import { cameraPhoto, fetchSigned, uploadThroughRoutes } from '../images/test-kit';
import { codeOf, createCaseWorld, newClientId, ORDER, orderApi, type CaseWorld } from '../cases/test-kit';
import { submitNewCase } from '../../lines/aligners/testing/case-kit';
import { reminderApi } from '../../lines/aligners/testing/factory-kit';

type Headers = Record<string, string>;

describe.each(DATABASE_KINDS)('comments and memos on %s', (kind) => {
  let w: CaseWorld;
  let api: ReturnType<typeof orderApi>;
  let orderId: number;
  beforeAll(async () => {
    w = await createCaseWorld(kind);
    api = orderApi(w.app);
    orderId = await submitNewCase(w);
  });
  afterAll(async () => w.t.close());

  const get = (path: string, headers: Headers) => w.app.inject({ method: 'GET', url: `${ORDER}${path}`, headers });
  const comment = (body: object, headers = w.doctorA.headers) =>
    api.post(COMMENT_PATHS.add, headers, { clientId: newClientId(), orderId, ...body });
  const comments = async (headers = w.doctorA.headers, id = orderId) => {
    const response = await get(casePath(COMMENT_PATHS.list, { orderId: id }), headers);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as TCommentPage).list;
  };
  const page = async (id: number, query: string) => {
    const response = await get(`${casePath(COMMENT_PATHS.list, { orderId: id })}${query}`, w.doctorA.headers);
    return { status: response.statusCode, body: response.json() as { code: number; data: TCommentPage } };
  };
  const memo = (body: object, headers = w.doctorA.headers) =>
    api.post(MEMO_PATHS.add, headers, { clientId: newClientId(), orderId, ...body });
  const memos = async (headers = w.doctorA.headers) => {
    const response = await get(casePath(MEMO_PATHS.list, { orderId }), headers);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as TMemoPage).list;
  };

  describe('comments', () => {
    it('pages a long conversation by id: the newest page first, then each page above it, none lost or repeated', async () => {
      const longCase = await submitNewCase(w);
      const total = COMMENT_PAGE_MAX * 2 + 1;
      for (let i = 1; i <= total; i++) {
        const sent = await api.post(COMMENT_PATHS.add, w.doctorA.headers, {
          clientId: newClientId(),
          orderId: longCase,
          text: `#${i}`,
          images: [],
        });
        expect(sent.statusCode).toBe(200);
      }
      const seen: string[] = [];
      const ids: number[] = [];
      let query = '';
      const sizes: number[] = [];
      for (;;) {
        const { status, body } = await page(longCase, query);
        expect(status).toBe(200);
        sizes.push(body.data.list.length);
        seen.unshift(...body.data.list.map((c) => c.text));
        ids.unshift(...body.data.list.map((c) => c.id));
        if (body.data.earlier === null) break;
        expect(body.data.earlier).toBe(body.data.list[0]!.id);
        query = `?before=${body.data.earlier}`;
      }
      expect(sizes).toEqual([COMMENT_PAGE_MAX, COMMENT_PAGE_MAX, 1]);
      expect(seen).toEqual(Array.from({ length: total }, (_, i) => `#${i + 1}`));

      // Exactly one page: no page above. A small limit; the edges of the limit.
      const firstTwo = await page(longCase, `?limit=2`);
      expect(firstTwo.body.data.list.map((c) => c.text)).toEqual([`#${total - 1}`, `#${total}`]);
      const oldest = (await page(longCase, `?before=${ids[2]}&limit=2`)).body.data;
      expect(oldest.list.map((c) => c.text)).toEqual(['#1', '#2']);
      expect(oldest.earlier).toBeNull();
      for (const bad of ['?limit=0', `?limit=${COMMENT_PAGE_MAX + 1}`, '?before=0', '?before=x'])
        expect((await page(longCase, bad)).status, bad).toBe(400);
      const empty = await submitNewCase(w);
      expect((await page(empty, '')).body.data).toEqual({ list: [], earlier: null });
    });

    it('keeps a conversation between the clinic and the factory, oldest first, with names, sides and signed images', async () => {
      const photo = await uploadThroughRoutes(w.app, w.doctorA.headers, await cameraPhoto());
      const doctorSays = await comment({ text: ' Please keep the midline. ', images: [photo] });
      expect(doctorSays.statusCode, doctorSays.body).toBe(200);
      const planFile = await uploadThroughRoutes(w.app, w.factory.headers, binaryStl(10), {
        purpose: 'plan',
        fileName: 'step-3.stl',
      });
      const factoryPhoto = await uploadThroughRoutes(w.app, w.factory.headers, await cameraPhoto());
      expect(
        (await comment({ text: 'Noted, see step 3.', images: [planFile, factoryPhoto] }, w.factory.headers)).statusCode,
      ).toBe(200);

      const list = await comments();
      expect(list.slice(-2).map((c) => [c.authorSide, c.text, c.images.length])).toEqual([
        ['clinic', 'Please keep the midline.', 1],
        ['factory', 'Noted, see step 3.', 2],
      ]);
      const doctorName = (
        await w.app.db.kysely
          .selectFrom('users')
          .select('name')
          .where('id', '=', w.doctorA.id)
          .executeTakeFirstOrThrow()
      ).name;
      expect(list.at(-2)!.authorName).toBe(doctorName);
      expect(list.at(-1)!.images[0]!.key).toBe(planFile);
      expect((await fetchSigned(w.app, list.at(-1)!.images[0]!.url)).length).toBe(84 + 50 * 10);
      // Both sides read the same conversation.
      expect((await comments(w.factory.headers)).map((c) => c.id)).toEqual(list.map((c) => c.id));
    });

    it('leaves the doctor a reminder when the factory comments, not when the clinic does', async () => {
      const reminders = reminderApi(w.app);
      const before = await reminders.count(w.doctorA.headers);
      await comment({ text: 'From the clinic' }, w.adminA.headers);
      expect(await reminders.count(w.doctorA.headers)).toBe(before);
      await comment({ text: 'From the factory' }, w.factory.headers);
      expect(await reminders.count(w.doctorA.headers)).toBe(before + 1);
      const page = await reminders.list(w.doctorA.headers, { unreadOnly: true });
      expect(page.list[0]).toMatchObject({
        kind: 'case-comment',
        orderId,
        orderType: 1,
        text: 'Ada Lovelace: the factory left a comment',
      });
    });

    it('makes one comment of a client id sent twice, per author', async () => {
      const clientId = newClientId();
      const first = await comment({ clientId, text: 'Once' });
      const again = await comment({ clientId, text: 'Once' });
      expect(again.json().data).toEqual(first.json().data);
      const byFactory = await comment({ clientId, text: 'Same id, other author' }, w.factory.headers);
      expect(byFactory.json().data.id).not.toBe(first.json().data.id);
      expect((await comments()).filter((c) => c.text === 'Once')).toHaveLength(1);
    });

    it('takes only the caller’s photos (the factory’s plan files too), at most 9, and not an empty comment', async () => {
      const mine = await uploadThroughRoutes(w.app, w.doctorA.headers, await cameraPhoto());
      const colleagues = await uploadThroughRoutes(w.app, w.adminA.headers, await cameraPhoto());
      const myPlanFile = await uploadThroughRoutes(w.app, w.doctorA.headers, binaryStl(5), {
        purpose: 'plan',
        fileName: 'a.stl',
      });
      expect(codeOf(await comment({ text: 'x', images: [colleagues] }))).toEqual([400, 45006]);
      expect(codeOf(await comment({ text: 'x', images: [myPlanFile] }))).toEqual([400, 45006]);
      expect(codeOf(await comment({ text: 'x', images: ['photo/none.jpg'] }))).toEqual([400, 45006]);
      expect(codeOf(await comment({ text: 'x', images: Array.from({ length: 10 }, () => mine) }))).toEqual([400, 400]);
      const empty = await comment({ text: '  ' });
      expect(codeOf(empty)).toEqual([400, 400]);
      expect(empty.json().msg).toContain('Write a comment or add an image.');
      expect(codeOf(await comment({ images: [mine] }))).toEqual([200, 200]);
    });

    it('hides another clinic’s case (404) and refuses a clinic user without a clinic (403)', async () => {
      expect(codeOf(await comment({ text: 'x' }, w.adminB.headers))).toEqual([404, 45001]);
      expect(codeOf(await get(casePath(COMMENT_PATHS.list, { orderId }), w.adminB.headers))).toEqual([404, 45001]);
      const loner = await createUser(w.app.db.kysely);
      const headers = await sessionHeaders(w.app, loner.id, null);
      expect(codeOf(await comment({ text: 'x' }, headers))).toEqual([403, 403]);
    });
  });

  describe('memos', () => {
    it('pages the author’s memos newest first, at the edges of a page', async () => {
      const memoCase = await submitNewCase(w);
      await expectKeysetEdges({
        add: async () => {
          const added = await api.post(MEMO_PATHS.add, w.doctorA.headers, {
            clientId: newClientId(),
            orderId: memoCase,
            text: 'note',
          });
          return (added.json().data as TMemo).id;
        },
        remove: async (id) => {
          expect((await api.post(MEMO_PATHS.delete, w.doctorA.headers, { id })).statusCode).toBe(200);
        },
        page: (query) =>
          get(`${casePath(MEMO_PATHS.list, { orderId: memoCase })}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, w.doctorA.headers),
      });
    });

    it('keeps each author’s memos to that author: add, list (newest first), change, delete', async () => {
      const first = await memo({ text: 'Call the patient on Monday' });
      expect(first.statusCode, first.body).toBe(200);
      const second = (await memo({ text: 'Ask about retainers' })).json().data as TMemo;
      expect((await memo({ text: 'Factory note' }, w.factory.headers)).statusCode).toBe(200);
      expect((await memos()).map((m) => m.text)).toEqual(['Ask about retainers', 'Call the patient on Monday']);
      expect((await memos(w.factory.headers)).map((m) => m.text)).toEqual(['Factory note']);
      expect(await memos(w.adminA.headers)).toEqual([]);

      const changed = await api.post(MEMO_PATHS.update, w.doctorA.headers, {
        id: second.id,
        text: 'Ask about night retainers',
      });
      expect(changed.json().data).toMatchObject({ id: second.id, text: 'Ask about night retainers' });
      expect(changed.json().data.updatedAt).toBeGreaterThanOrEqual(second.updatedAt);
      expect(codeOf(await api.post(MEMO_PATHS.delete, w.doctorA.headers, { id: second.id }))).toEqual([200, 200]);
      // A delete delivered again changes nothing and succeeds.
      expect(codeOf(await api.post(MEMO_PATHS.delete, w.doctorA.headers, { id: second.id }))).toEqual([200, 200]);
      expect((await memos()).map((m) => m.text)).toEqual(['Call the patient on Monday']);
      expect(
        codeOf(await api.post(MEMO_PATHS.update, w.doctorA.headers, { id: second.id, text: 'Back?' })),
      ).toEqual([404, 45010]);
      const row = await w.app.db.kysely
        .selectFrom('order_memos')
        .select('deleted_at')
        .where('id', '=', second.id)
        .executeTakeFirstOrThrow();
      expect(row.deleted_at).not.toBeNull();
    });

    it('a memo edited in two tabs: the later text does not silently replace the other (issue 17, item 3)', async () => {
      const note = (await memo({ text: 'Check the bite' })).json().data as TMemo;
      const base = { text: 'Check the bite' };
      const update = (text: string, headers: Headers = w.doctorA.headers) =>
        api.post(MEMO_PATHS.update, headers, { id: note.id, text, base });
      expect(codeOf(await update('Check the bite on Friday'))).toEqual([200, 200]);
      const refused = await update('Check the bite and the midline', { ...w.doctorA.headers, language: 'ru' });
      expect([refused.statusCode, refused.json().code, refused.json().data]).toEqual([409, 409, { conflicts: ['text'] }]);
      expect(refused.json().msg).toContain('Текст заметки');
      expect((await memos()).find((m) => m.id === note.id)?.text).toBe('Check the bite on Friday');
      // The same text from both tabs is no conflict; without a base (saved again after the conflict) the text wins.
      expect(codeOf(await update('Check the bite on Friday'))).toEqual([200, 200]);
      const again = await api.post(MEMO_PATHS.update, w.doctorA.headers, { id: note.id, text: 'Both, on Friday' });
      expect(again.json().data).toMatchObject({ text: 'Both, on Friday' });
    });

    it('answers another user’s memo as not found, even to a colleague or the factory', async () => {
      const mine = (await memo({ text: 'Private' })).json().data as TMemo;
      for (const headers of [w.adminA.headers, w.factory.headers, w.adminB.headers]) {
        expect(codeOf(await api.post(MEMO_PATHS.update, headers, { id: mine.id, text: 'Mine now' }))).toEqual([
          404, 45010,
        ]);
        expect(codeOf(await api.post(MEMO_PATHS.delete, headers, { id: mine.id }))).toEqual([404, 45010]);
      }
      expect((await memos()).find((m) => m.id === mine.id)?.text).toBe('Private');
    });

    it('hides a memo from its author while they work in another clinic', async () => {
      const db = w.app.db.kysely;
      const doctor = await createUser(db);
      await addMember(db, w.clinicA, doctor.id, { isDoctor: true });
      await addMember(db, w.clinicB, doctor.id, { isDoctor: true });
      const note = (await memo({ text: 'Seen in clinic A' }, await sessionHeaders(w.app, doctor.id, w.clinicA))).json()
        .data as TMemo;
      const inB = await sessionHeaders(w.app, doctor.id, w.clinicB);
      expect(codeOf(await api.post(MEMO_PATHS.update, inB, { id: note.id, text: 'From B' }))).toEqual([404, 45010]);
      expect(codeOf(await api.post(MEMO_PATHS.delete, inB, { id: note.id }))).toEqual([404, 45010]);
    });

    it('makes one memo of a client id sent twice; a deleted one stays deleted', async () => {
      const clientId = newClientId();
      const first = (await memo({ clientId, text: 'Once' })).json().data as TMemo;
      expect(((await memo({ clientId, text: 'Once' })).json().data as TMemo).id).toBe(first.id);
      await api.post(MEMO_PATHS.delete, w.doctorA.headers, { id: first.id });
      expect(codeOf(await memo({ clientId, text: 'Once' }))).toEqual([404, 45010]);
    });

    it('needs a text and a case the caller can see', async () => {
      expect(codeOf(await memo({ text: ' ' }))).toEqual([400, 400]);
      expect(codeOf(await memo({ text: 'x' }, w.adminB.headers))).toEqual([404, 45001]);
      expect(codeOf(await get(casePath(MEMO_PATHS.list, { orderId }), w.adminB.headers))).toEqual([404, 45001]);
    });
  });
});
