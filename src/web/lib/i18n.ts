import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '../../domain/locale';

export { i18n };

/** localStorage key of the interface language the user chose (spec: "the choice is stored locally"). */
export const LOCALE_STORAGE_KEY = 'cuspid.locale';

export function readStoredLocale(): Locale {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/**
 * The catalogs follow the bundles (lingui.config.ts): `public` is loaded at start, the others with the first page
 * that needs them, so the first route downloads only the messages it can show. `shell` is what the signed-in shell
 * and /home show: lib/shell-catalog.ts sets its loader, off the first route (until then it is the workspace catalog).
 */
export type CatalogName = 'public' | 'account' | 'shell' | 'workspace' | 'legal' | 'tools';

export type CatalogLoader = (locale: Locale) => Promise<{ messages: Messages }>;

// The Lingui Vite plugin compiles a .po catalog on import; each catalog of each locale is its own small chunk.
export const catalogLoaders: Record<Exclude<CatalogName, 'shell'>, CatalogLoader> & { shell?: CatalogLoader } = {
  public: (locale) => import(`../../locales/${locale}/public.po`),
  account: (locale) => import(`../../locales/${locale}/account.po`),
  workspace: (locale) => import(`../../locales/${locale}/workspace.po`),
  legal: (locale) => import(`../../locales/${locale}/legal.po`),
  tools: (locale) => import(`../../locales/${locale}/tools.po`),
};
/** The catalogs the app has asked for; every locale activation loads all of them. */
const wantedCatalogs = new Set<CatalogName>(['public']);
/**
 * Locale activations and catalog loads run one after another on this chain, so a page that asks for its catalog
 * while the stored locale is still being activated gets it in that locale, not in the default one.
 */
let catalogWork: Promise<void> = Promise.resolve();

function enqueue(work: () => Promise<void>): Promise<void> {
  catalogWork = catalogWork.catch(() => undefined).then(work);
  return catalogWork;
}

async function loadCatalogs(locale: Locale, names: Iterable<CatalogName>): Promise<Messages> {
  const parts = await Promise.all([...names].map((name) => (catalogLoaders[name] ?? catalogLoaders.workspace)(locale)));
  return Object.assign({}, ...parts.map((part) => part.messages)) as Messages;
}

/** Loads and activates a locale and sets `<html lang>`; falls back to the default locale if the catalog cannot load. */
export function activateLocale(locale: Locale): Promise<void> {
  return enqueue(async () => {
    try {
      i18n.loadAndActivate({ locale, messages: await loadCatalogs(locale, wantedCatalogs) });
    } catch (error) {
      if (locale === DEFAULT_LOCALE) throw error;
      i18n.loadAndActivate({ locale: DEFAULT_LOCALE, messages: await loadCatalogs(DEFAULT_LOCALE, wantedCatalogs) });
    }
    if (typeof document === 'undefined') return; // The build's render of /login in Node (web/prerender).
    document.documentElement.lang = currentLocale();
    document.cookie = `${LOCALE_COOKIE}=${currentLocale()}; path=/; max-age=31536000; samesite=lax`;
  });
}

/** Makes a catalog's messages available in the active locale (pages await this before they render). */
export function ensureCatalog(name: CatalogName): Promise<void> {
  if (wantedCatalogs.has(name)) return catalogWork.catch(() => undefined);
  wantedCatalogs.add(name);
  return enqueue(async () => {
    const locale = currentLocale();
    i18n.load(locale, await loadCatalogs(locale, [name]));
  });
}

/** The user picked a language: activate it and remember it for the next visit. */
export async function changeLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage may be unavailable (private mode, quota): the choice then lasts for this visit only.
  }
}
