import type { CompiledMessages, ShellMessagesByLocale } from '../../src/domain/shell-messages';

/** What this step reads of a built chunk (Rolldown's output chunk). */
export type BuiltChunk = {
  fileName: string;
  name: string;
  isEntry: boolean;
  code: string;
  imports: readonly string[];
  moduleIds: readonly string[];
};

/** Lingui's compiled descriptors keep only their id in a production build: `{id:`a1B2c3`}`. */
const MESSAGE_ID = /\bid:\s*(?:`([^`$\\]+)`|"([^"\\]+)"|'([^'\\]+)')/g;

/** The message ids a chunk's code names. */
export function messageIdsOf(code: string): Set<string> {
  return new Set([...code.matchAll(MESSAGE_ID)].map((match) => match[1] ?? match[2] ?? match[3] ?? ''));
}

/**
 * Whatever can render before a page other than the shell's own asks for the workspace catalog: the parts the lazy
 * shell loads itself (the top bar's popovers, the sync panel) are in features/shell, features/sync and features/home.
 */
const SHELL_FEATURES = /\/src\/web\/features\/(shell|sync|home)\//;

/**
 * The chunks whose messages the shell catalog holds: the entry with its static imports, the signed-in start's chunks
 * (`signedInModules`, which the server preloads), and every chunk holding a module of the shell's features with its
 * static imports.
 */
export function shellChunks(chunks: readonly BuiltChunk[], signedInModules: Iterable<string>): BuiltChunk[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const picked = new Set<string>();
  const add = (fileName: string) => {
    if (picked.has(fileName) || !byName.has(fileName)) return;
    picked.add(fileName);
    byName.get(fileName)?.imports.forEach(add);
  };
  chunks.filter((chunk) => chunk.isEntry && chunk.name === 'index').forEach((chunk) => add(chunk.fileName));
  [...signedInModules].forEach(add);
  chunks
    .filter((chunk) => chunk.moduleIds.some((id) => SHELL_FEATURES.test(id)))
    .forEach((chunk) => add(chunk.fileName));
  return [...picked].flatMap((fileName) => byName.get(fileName) ?? []);
}

/** A built catalog chunk's messages: it imports nothing, so its code runs on its own. */
export async function catalogMessages(chunk: BuiltChunk): Promise<CompiledMessages> {
  if (chunk.imports.length > 0) throw new Error(`shellMessages: the catalog ${chunk.fileName} imports other chunks`);
  const module = (await import(`data:text/javascript;base64,${Buffer.from(chunk.code).toString('base64')}`)) as {
    messages?: CompiledMessages;
  };
  if (!module.messages) throw new Error(`shellMessages: the catalog ${chunk.fileName} exports no messages`);
  return module.messages;
}

/** Each language's workspace catalog, cut to the ids the shell chunks name. */
export async function shellMessages(
  chunks: readonly BuiltChunk[],
  signedInModules: Iterable<string>,
  workspaceCatalogs: Partial<Record<string, string>>,
): Promise<ShellMessagesByLocale> {
  const ids = new Set(shellChunks(chunks, signedInModules).flatMap((chunk) => [...messageIdsOf(chunk.code)]));
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entries = await Promise.all(
    Object.entries(workspaceCatalogs).map(async ([locale, fileName]) => {
      const chunk = fileName ? byName.get(fileName) : undefined;
      if (!chunk) throw new Error(`shellMessages: no workspace catalog chunk for ${locale}`);
      const messages = await catalogMessages(chunk);
      return [locale, Object.fromEntries(Object.entries(messages).filter(([id]) => ids.has(id)))] as const;
    }),
  );
  return Object.fromEntries(entries);
}
