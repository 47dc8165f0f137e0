import type { Locale } from './locale';

/**
 * The messages a signed-in start shows before any other page opens (the shell, the sync parts and /home): a subset
 * of the workspace catalog that the web build takes from the chunks that start loads (vite.config.ts, startFiles),
 * and the server embeds in the signed-in page it sends as a JSON data block with this id (server/http/static-web.ts).
 * The browser reads it instead of downloading the whole workspace catalog first (web/lib/i18n.ts, catalog `shell`).
 */
export const SHELL_MESSAGES_ELEMENT_ID = 'shell-messages';

/** Compiled messages by id, as a Lingui catalog module exports them. */
export type CompiledMessages = Record<string, unknown>;

/** start-files.json's `shellMessages`: each language's subset. */
export type ShellMessagesByLocale = Partial<Record<Locale, CompiledMessages>>;
