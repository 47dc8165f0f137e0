import { expect } from 'vitest';
import { KEYSET_PAGE_MAX } from '../../domain/paging/keyset';

type Page = { list: { id: number }[]; earlier: number | null };
type Answer = { statusCode: number; json: () => { code: number; msg: string; data: unknown } };

/**
 * The edges of a keyset-paged list (db/keyset-page.ts), newest first, against a list that starts empty: exactly one
 * page, one row more than a page, the last page, a cursor whose row has been deleted, and page sizes out of bounds
 * (a 400 in the request's language). `add` makes a row and answers its id; `page` asks for a page.
 */
export async function expectKeysetEdges(list: {
  add: () => Promise<number>;
  remove: (id: number) => Promise<void>;
  page: (query: { before?: number; limit?: number }) => Promise<Answer>;
}): Promise<void> {
  const read = async (query: { before?: number; limit?: number }) => {
    const answer = await list.page(query);
    expect(answer.statusCode, JSON.stringify(answer.json())).toBe(200);
    const page = answer.json().data as Page;
    return { ids: page.list.map((row) => row.id), earlier: page.earlier };
  };
  expect(await read({ limit: 2 })).toEqual({ ids: [], earlier: null });
  const first = await list.add();
  const second = await list.add();
  // Exactly one page: no page after it.
  expect(await read({ limit: 2 })).toEqual({ ids: [second, first], earlier: null });
  // One more than a page: a second, last page holding the one row.
  const third = await list.add();
  expect(await read({ limit: 2 })).toEqual({ ids: [third, second], earlier: second });
  expect(await read({ before: second, limit: 2 })).toEqual({ ids: [first], earlier: null });
  // A cursor whose row has since been deleted still marks its place.
  await list.remove(second);
  expect(await read({ before: second, limit: 2 })).toEqual({ ids: [first], earlier: null });
  expect(await read({ before: third, limit: 1 })).toEqual({ ids: [first], earlier: null });
  // The default page is the largest.
  expect(await read({})).toEqual({ ids: [third, first], earlier: null });
  for (const limit of [0, KEYSET_PAGE_MAX + 1]) {
    const refused = await list.page({ limit });
    expect(refused.statusCode, `limit ${limit}`).toBe(400);
    expect(refused.json().msg).toContain('Ask for 1 to 50 rows per page.');
  }
  const badCursor = await list.page({ before: 0 });
  expect(badCursor.statusCode).toBe(400);
  expect(badCursor.json().msg).toContain('The list position is not valid.');
}
