import { describe, expect, it } from 'vitest';
import {
  catalogMessages,
  messageIdsOf,
  shellChunks,
  shellMessages,
  type BuiltChunk,
} from '../../scripts/vite/shell-messages';

const chunk = (fileName: string, parts: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  name: fileName,
  isEntry: false,
  code: '',
  imports: [],
  moduleIds: [],
  ...parts,
});
const catalog = (fileName: string, messages: Record<string, unknown>) =>
  chunk(fileName, { code: `var e=JSON.parse(${JSON.stringify(JSON.stringify(messages))});export{e as messages};` });

describe('the shell messages the build cuts from the workspace catalog', () => {
  it('reads the ids of compiled descriptors however the minifier quoted them', () => {
    const code = 'a({id:`Ab-1_c`,values:{n}}),b({id:"Zz9"}),c({ id: \'q_Q\' }),d({identity:`no`}),e({id:`${x}`})';
    expect([...messageIdsOf(code)]).toEqual(['Ab-1_c', 'Zz9', 'q_Q']);
  });

  it('takes the entry and its imports, the signed-in start’s chunks and every chunk of the shell’s features', () => {
    const chunks = [
      chunk('entry.js', { isEntry: true, name: 'index', imports: ['react.js'] }),
      chunk('react.js'),
      chunk('shell.js', { imports: ['zod.js'] }),
      chunk('zod.js'),
      chunk('sync-panel.js', {
        moduleIds: ['/app/src/web/features/sync/components/sync-panel.tsx'],
        imports: ['ui.js'],
      }),
      chunk('ui.js'),
      chunk('case-list.js', { moduleIds: ['/app/src/web/lines/aligners/case-list/case-list-page.tsx'] }),
      chunk('loader.js', { isEntry: true, name: 'start-after-paint' }),
    ];
    expect(
      shellChunks(chunks, ['shell.js'])
        .map((picked) => picked.fileName)
        .sort(),
    ).toEqual(['entry.js', 'react.js', 'shell.js', 'sync-panel.js', 'ui.js', 'zod.js']);
  });

  it('keeps, in each language, exactly the workspace messages those chunks name', async () => {
    const chunks = [
      chunk('entry.js', { isEntry: true, name: 'index', code: 'x({id:`line`})' }),
      chunk('shell.js', { code: 'y({id:`home`}),z({id:`public-only`})' }),
      chunk('orders.js', { code: 'w({id:`orders`})' }),
      catalog('ws-en.js', { line: ['Aligners'], home: ['Home'], orders: ['Orders'] }),
      catalog('ws-ru.js', { line: ['Элайнеры'], home: ['Главная'], orders: ['Заказы'] }),
    ];
    expect(await shellMessages(chunks, ['shell.js'], { en: 'ws-en.js', ru: 'ws-ru.js' })).toEqual({
      en: { line: ['Aligners'], home: ['Home'] },
      ru: { line: ['Элайнеры'], home: ['Главная'] },
    });
  });

  it('fails the build rather than guess: a catalog that imports, exports nothing, or is missing', async () => {
    await expect(catalogMessages(chunk('a.js', { imports: ['b.js'] }))).rejects.toThrow(/imports other chunks/);
    await expect(catalogMessages(chunk('a.js', { code: 'export const other = 1;' }))).rejects.toThrow(/no messages/);
    await expect(shellMessages([], [], { en: 'gone.js' })).rejects.toThrow(/no workspace catalog chunk for en/);
  });
});
