import { SHELL_MESSAGES_ELEMENT_ID } from '../../domain/shell-messages';
import type { Locale } from '../../domain/locale';
import { catalogLoaders, ensureCatalog, type CatalogLoader } from './i18n';

/** The shell messages the server embedded in this page (domain/shell-messages.ts), if they are in `locale`. */
function embeddedShellMessages(locale: Locale): Awaited<ReturnType<CatalogLoader>> | undefined {
  const data = document.getElementById(SHELL_MESSAGES_ELEMENT_ID);
  if (data?.dataset.locale !== locale) return undefined;
  try {
    return { messages: JSON.parse(data.textContent ?? '') as Awaited<ReturnType<CatalogLoader>>['messages'] };
  } catch {
    return undefined; // not JSON: the whole workspace catalog instead
  }
}

const loadShellCatalog: CatalogLoader = (locale) =>
  Promise.resolve(embeddedShellMessages(locale) ?? catalogLoaders.workspace(locale));

/**
 * The messages of the signed-in shell, its sync parts and /home (i18n.ts, catalog `shell`): the part of the workspace
 * catalog the server put in a signed-in page it sent (in its language), else the whole workspace catalog (a page from
 * the service worker, a language picked since). Every other signed-in page loads the workspace catalog itself.
 */
export function ensureShellCatalog(): Promise<void> {
  catalogLoaders.shell ??= loadShellCatalog;
  return ensureCatalog('shell');
}
