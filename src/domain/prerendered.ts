import type { Locale } from './locale';

/**
 * The public pages the web build renders to HTML in every language (web/prerender), for the server to send inside
 * `#root` (server/http/static-web.ts) and the browser to hydrate (web/main.tsx).
 */
export const PRERENDERED_FILE = 'prerendered.json';

/** prerendered.json: each path's HTML by language. */
export type PrerenderedPages = Partial<Record<string, Partial<Record<Locale, string>>>>;

/** `#root`'s `data-prerendered` when it holds the build's HTML: the path and the language it was rendered for. */
export function prerenderedMark(path: string, locale: Locale): string {
  return `${path} ${locale}`;
}
